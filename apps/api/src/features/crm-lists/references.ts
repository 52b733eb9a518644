import type { Actor } from '../../platform/actor.ts';
import type { Tx } from '../../platform/db/client.ts';
import { invalidField } from '../../platform/service-kit.ts';
import { type CrmListsTextKey, crmListsText } from './crm-lists.messages.ts';
import type { CrmListsRepo, ListTableKey } from './crm-lists.repo.ts';

/** A reference a form sends: to a list entry, a speciality or a professional of the place. */
export type Reference = {
  /** The wire field, for the form to mark. */
  field: string;
  kind: Exclude<ListTableKey, 'reasons'> | 'speciality' | 'supplier';
  /** undefined: unchanged; null: cleared. */
  id: string | null | undefined;
  /** The row's column holding it, to let an unchanged reference to an entry deleted since stand. */
  column: string;
};

const NOT_FOUND: Record<Reference['kind'], CrmListsTextKey> = {
  contactTypes: 'contactTypeNotFound',
  organizations: 'organizationNotFound',
  campaigns: 'campaignNotFound',
  firstContacts: 'firstContactNotFound',
  speciality: 'specialityNotFound',
  supplier: 'supplierNotFound',
};

/**
 * Checks that every reference names an entry of the caller's place still in use (another place's id
 * reads as unknown: a 400 on the field, never a link across places).
 */
export function referencesChecker(repo: CrmListsRepo) {
  return async (tx: Tx, actor: Actor, placeId: string, refs: Reference[], current: Record<string, unknown> | null) => {
    for (const ref of refs) {
      if (ref.id === undefined || ref.id === null) continue;
      if (current && current[ref.column] === ref.id) continue;
      const found =
        ref.kind === 'speciality'
          ? await repo.specialityExists(tx, placeId, ref.id)
          : ref.kind === 'supplier'
            ? await repo.supplierExists(tx, placeId, ref.id)
            : (await repo.inUse(tx, ref.kind, placeId, [ref.id])).has(ref.id);
      if (!found) throw invalidField(ref.field, crmListsText(actor, NOT_FOUND[ref.kind]));
    }
  };
}
