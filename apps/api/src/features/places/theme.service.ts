import type { CallInput, CallResult } from '@app/domain';
import { hasForeignLetters } from '@app/domain/places/onboarding-rules';
import { type Actor, placeOf } from '../../platform/actor.ts';
import { notFound } from '../../platform/app-error.ts';
import { placeNameRefused } from './onboarding.service.ts';
import type { PlaceCache } from './place-cache.ts';
import type { PlaceRecord } from './places.repo.ts';
import type { SettingsRepo } from './settings.repo.ts';

/** The place's own link and its manifest (decision 030). */
export const placeLink = (slug: string, publicUrl = '') => `${publicUrl}/p/${encodeURIComponent(slug)}/`;
export const manifestPath = (slug: string) => `/p/${encodeURIComponent(slug)}/manifest.webmanifest`;

export function createThemeService(deps: {
  repo: SettingsRepo;
  places: PlaceCache;
  publicUrl?: string;
  /** Called after a save: drops cached icons and manifests of the place. */
  onChange?: ((placeId: string) => void)[];
}) {
  const answer = (row: PlaceRecord): CallResult<'admin/settings/theme'> => ({
    theme: { restaurantname: row.name, photo: row.photo, banner: row.banner, primary_color: row.primaryColor },
    slug: row.slug,
    webapp_link: placeLink(row.slug, deps.publicUrl),
    manifest_url: manifestPath(row.slug),
  });
  const load = async (actor: Actor) => {
    const row = await deps.repo.find(placeOf(actor).id);
    if (!row) throw notFound('Estabelecimento não encontrado.');
    return row;
  };
  return {
    async readTheme(actor: Actor): Promise<CallResult<'admin/settings/theme/get'>> {
      return answer(await load(actor));
    },
    async updateTheme(
      actor: Actor,
      input: CallInput<'admin/settings/theme'>,
    ): Promise<CallResult<'admin/settings/theme'>> {
      const row = await load(actor);
      // Renaming follows the rules of a new place's name: none that reads like another's (decision 049).
      if (input.restaurantname !== row.name) {
        if (hasForeignLetters(input.restaurantname)) throw placeNameRefused(actor, 'restaurantname', 'nameScript');
        if (await deps.repo.nameTaken(input.restaurantname, row.id)) {
          throw placeNameRefused(actor, 'restaurantname', 'nameTaken');
        }
      }
      const updated = await deps.repo.update(row.id, {
        name: input.restaurantname,
        photo: input.photo,
        banner: input.banner,
        primaryColor: input.primary_color,
      });
      deps.places.invalidate(row.id);
      for (const hook of deps.onChange ?? []) hook(row.id);
      return answer(updated);
    },
  };
}
export type ThemeService = ReturnType<typeof createThemeService>;
