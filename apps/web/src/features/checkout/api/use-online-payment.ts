import { onlinePaymentAvailable, PAYMENT_TYPE } from '@app/domain/payments/rules';
import { useQuery } from '@tanstack/react-query';
import { usePlace } from '../../../app/shared/current-place.ts';
import { useCurrentUser } from '../../../app/shared/current-user.ts';
import { useBrowserStore } from '../../../lib/storage.ts';
import { useUi } from '../../../lib/ui-store.ts';
import { sellerQuery } from '../../payments/index.ts';

/**
 * Which payment types the payments feature adds to the cart's chooser (spec 1 §4, §6): online card
 * (2) and Pix (3) when online payment is available (guard step 8, checked once per load, and
 * again with the person as now known: a login, or a refresh after the back office set
 * block_app_payment or after a first purchase under first_purchase_block, takes it away) and the
 * seller enables them; the card machine (5) for staff when the place has the payments service. The
 * seller's max_installments caps the installment chooser.
 */
export function useOnlinePayment(enabled = true): {
  types: number[];
  maxInstallments: number;
  sellerId: string | null;
  /** The seller settings are known (or not needed): `types` is final. */
  ready: boolean;
} {
  const place = usePlace();
  const user = useCurrentUser();
  const online = useUi((s) => s.onlinePayment) === true && !!place && onlinePaymentAvailable(place, user ?? null);
  const managerToken = useBrowserStore((s) => s.managerToken);
  const hasService = !!place?.payments_service_enabled && !!place?.payments_seller_id;
  const sellerAnswer = useQuery({ ...sellerQuery(), enabled: enabled && hasService });
  const seller = sellerAnswer.data;
  const types: number[] = [];
  const sellerOn = !!seller && (seller.status === 'active' || seller.status === 'enabled');
  if (online && sellerOn && seller.cc_enabled) types.push(PAYMENT_TYPE.ONLINE_CARD);
  if (online && sellerOn && seller.pix_enabled) types.push(PAYMENT_TYPE.PIX);
  if (hasService && managerToken) types.push(PAYMENT_TYPE.CARD_MACHINE);
  return {
    types,
    maxInstallments: seller?.installment_enabled ? Math.max(1, seller.max_installments) : 1,
    sellerId: place?.payments_seller_id ?? null,
    ready: !hasService || !sellerAnswer.isPending,
  };
}
