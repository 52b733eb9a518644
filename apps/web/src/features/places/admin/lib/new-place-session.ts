import type { CallResult } from '@app/domain/contract';
import { placeUrl } from '../../../../lib/base-path.ts';
import { createBrowserStore } from '../../../../lib/storage.ts';

type Created = CallResult<'onboarding/createplace'>;

/**
 * The new place lives under its own /p/{slug} prefix, where the manager keys are stored per place
 * (lib/storage.ts): write them there, then the full load of the new prefix reads them.
 */
export function keepNewPlaceSession(created: Created, token: string, storage: Storage = window.localStorage): void {
  createBrowserStore(storage, created.place.slug)
    .getState()
    .setSession({ token, managerToken: created.manager.managerToken ?? null, managerId: created.manager.managerId });
}

/** Where the new owner lands: the back office of the new place. */
export function newPlaceAdminUrl(slug: string, adminPath: string): string {
  return placeUrl(slug, adminPath);
}
