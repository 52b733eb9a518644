import type { CallInput, CallResult } from '@app/domain';
import {
  kindFlags,
  ONBOARDING_MESSAGES,
  type PlaceKind,
  slugProblem,
  starterCategory,
  starterHours,
} from '@app/domain/places/onboarding-rules';
import type { ManagerView } from '@app/domain/users/schemas';
import { refuseActing } from '../../platform/acting.ts';
import type { Actor } from '../../platform/actor.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Database, Tx } from '../../platform/db/client.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { guardRate } from '../../platform/rate-limit.ts';
import { sessionOf } from '../../platform/service-kit.ts';
import type { OnboardingRepo } from './onboarding.repo.ts';
import type { PlaceCache } from './place-cache.ts';

export const ONBOARDING_LIMITS = {
  placesPerUser: { limit: 5, window: 86_400 },
  placesPerIp: { limit: 10, window: 86_400 },
} as const;

type MessageKey = keyof typeof ONBOARDING_MESSAGES;
const EN: Record<MessageKey, string> = {
  slugRequired: 'Enter the address of your business.',
  slugTooShort: 'The address needs at least 3 characters.',
  slugTooLong: 'The address can have at most 40 characters.',
  slugPattern: 'Use only lowercase letters, digits and hyphens (no spaces or accents).',
  slugReserved: 'This address is reserved. Choose another one.',
  slugTaken: 'This address is already in use. Choose another one.',
  nameRequired: 'Enter the name of the business.',
  nameTooShort: 'The name needs at least 2 characters.',
  nameTooLong: 'The name can have at most 80 characters.',
  nameScript: 'The name may only have Latin letters (with or without accents), digits and punctuation.',
  nameTaken: 'A business with this name (or an almost identical one) already exists. Choose another name.',
  kindRequired: 'Choose the kind of business.',
};
const say = (actor: Actor, key: MessageKey) => (actor.language === 'en' ? EN[key] : ONBOARDING_MESSAGES[key]);

/**
 * A new or renamed place may not take a name that reads like another's, nor letters of other
 * scripts that look like ours (decision 049). `field`: the name's field in the call's body.
 */
export const placeNameRefused = (actor: Actor, field: 'name' | 'restaurantname', key: 'nameTaken' | 'nameScript') =>
  key === 'nameTaken'
    ? new AppError('name_taken', say(actor, key), 409, { errorType: 'validation', extra: { field } })
    : new AppError('validation', say(actor, key), 400, { errorType: 'validation', extra: { field } });

/**
 * A signed-in person opens a business. One transaction writes the place (mode flags of
 * its kind, starter hours, one menu category), the owner membership and a manager session bound to
 * it; the place cache forgets the slug so the new link answers at once (decision file, onboarding).
 */
export type OnboardingDeps = Parameters<typeof createOnboardingService>[0];

export function createOnboardingService(deps: {
  database: Database;
  repo: OnboardingRepo;
  places: PlaceCache;
  limiter: RateLimiter;
  /** Makes the caller the owner of the new place and opens their manager session (users). */
  openOwnerSeat: (tx: Tx, placeId: string, userId: string) => Promise<ManagerView>;
  /** Writes the place's first menu category (catalogue). */
  addCategory: (tx: Tx, values: { placeId: string; name: string; typeSearch: string }) => Promise<unknown>;
  publicUrl?: string;
}) {
  const { database, repo } = deps;
  const linkOf = (slug: string) => `${deps.publicUrl ?? ''}/p/${slug}/`;
  const slugTaken = (actor: Actor) =>
    new AppError('slug_taken', say(actor, 'slugTaken'), 409, { errorType: 'validation', extra: { field: 'slug' } });

  return {
    async checkSlug(
      actor: Actor,
      input: CallInput<'onboarding/checkslug'>,
    ): Promise<CallResult<'onboarding/checkslug'>> {
      const slug = input.slug.trim().toLowerCase();
      const problem = slugProblem(slug);
      if (problem) return { slug, available: false, message: say(actor, problem) };
      const taken = await repo.slugTaken(database.db, slug);
      return { slug, available: !taken, message: taken ? say(actor, 'slugTaken') : null };
    },

    async openPlace(
      actor: Actor,
      input: CallInput<'onboarding/createplace'>,
    ): Promise<CallResult<'onboarding/createplace'>> {
      const session = sessionOf(actor);
      // Opening a business makes its caller an owner: only ever the person themself (decision 046).
      refuseActing(actor, 'actingNotAllowed');
      await guardRate(deps.limiter, actor, [
        { key: `createplace:user:${session.userId}`, ...ONBOARDING_LIMITS.placesPerUser },
        { key: `createplace:ip:${actor.ip}`, ...ONBOARDING_LIMITS.placesPerIp },
      ]);
      const kind: PlaceKind = input.kind;
      const flags = kindFlags(kind);
      const category = starterCategory(kind);
      const created = await database.inTransaction(async (tx) => {
        if (await repo.nameTaken(tx, input.name)) throw placeNameRefused(actor, 'name', 'nameTaken');
        const place = await repo.insertPlace(tx, {
          slug: input.slug,
          name: input.name,
          businessHours: starterHours(kind),
          open: true,
          ...flags,
        });
        if (!place) return null;
        await repo.enterPlace(tx, place.id);
        const manager = await deps.openOwnerSeat(tx, place.id, session.userId);
        await deps.addCategory(tx, { placeId: place.id, name: category.name, typeSearch: category.typeSearch });
        return { place, manager };
      });
      if (!created) throw slugTaken(actor);
      // A visit to /p/{slug}/ before now may have cached "no such place".
      deps.places.invalidate(created.place.slug);
      deps.places.invalidate(created.place.id);
      return {
        place: { _id: created.place.id, slug: created.place.slug, restaurantname: created.place.name, kind },
        webapp_link: linkOf(created.place.slug),
        manager: created.manager,
      };
    },
  };
}
export type OnboardingService = ReturnType<typeof createOnboardingService>;
