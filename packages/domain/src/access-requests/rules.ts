// Access requests of the new-user flow (decision 122). The spec shows no statuses; these are ours.
export const ACCESS_REQUEST_STATUSES = ['pending', 'approved', 'refused'] as const;
export type AccessRequestStatusCode = (typeof ACCESS_REQUEST_STATUSES)[number];
/** What staff may decide. */
export const ACCESS_DECISIONS = ['approved', 'refused'] as const;
/** At most this many requests per list answer (oldest pending first). */
export const ACCESS_LIST_MAX = 200;

/**
 * Guard step 6 (spec 3 §2.3): at a provider-mode place with the new-user flow, a signed-in person
 * who is neither a master account nor staff needs an approved request.
 */
export function accessRequired(p: {
  place: { service_supplier: boolean; new_user_flow?: boolean };
  masterAccount: boolean;
  staff: boolean;
  status: AccessRequestStatusCode | null;
}): boolean {
  if (!p.place.service_supplier || !p.place.new_user_flow) return false;
  if (p.masterAccount || p.staff) return false;
  return p.status !== 'approved';
}
