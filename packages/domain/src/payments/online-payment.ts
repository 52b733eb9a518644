// Its own module: the web's guard runs it on every first screen, which needs nothing else of
// rules.ts (decision 226).

/**
 * Online payment (card and Pix in the app) for this person at this place (spec 1 §6): the place has
 * the payments service and a seller, the person is not blocked (block_app_payment) and, when the
 * place sets first_purchase_block, has not made a first purchase yet. Anonymous: the place decides.
 */
export function onlinePaymentAvailable(
  place: { payments_service_enabled: boolean; payments_seller_id: string | null; first_purchase_block?: boolean },
  user: { block_app_payment: boolean; first_purchase?: boolean } | null,
): boolean {
  if (!place.payments_service_enabled || !place.payments_seller_id) return false;
  if (user?.block_app_payment) return false;
  return !(place.first_purchase_block && user?.first_purchase);
}
