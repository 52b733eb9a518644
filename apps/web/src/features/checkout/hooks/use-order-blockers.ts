import { minOrderShortfall } from '@app/domain/orders/min-order';
import { formatMoney, reaisToCents } from '@app/domain/shared/money';
import { usePlace } from '../../../app/shared/current-place.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import type { OrderKind } from '../../cart/index.ts';
import { type PlaceStatus, usePlaceStatus } from '../../places/index.ts';
import { deliveryTypeOf, servesOnly } from '../lib/checkout-rules.ts';

export type OrderBlockers = {
  /** The place's status when it does not take orders now (the server would refuse: place_closed). */
  closed: PlaceStatus | null;
  /** Cents missing to the store's minimum (0 when met or not applying: min_order). */
  missingCents: number;
  minCents: number;
  /** Why the order button is off, one sentence each, in the order the cart shows them. */
  reasons: string[];
};

/**
 * What keeps the cart from ordering before the customer taps: the same rules the checkout applies
 * (isPlaceOpen, minOrderShortfall), so the button says why it is off instead of a refusal at the end.
 */
export function useOrderBlockers(args: {
  subtotalCents: number;
  kind: OrderKind | null;
  staff: boolean;
}): OrderBlockers {
  const { t, i18n } = useTranslation('cart');
  const locale = i18n.language === 'en' ? 'en' : 'pt-BR';
  const place = usePlace();
  const status = usePlaceStatus();
  const minCents = reaisToCents(place?.min_order ?? 0);
  const missingCents = minOrderShortfall({
    minOrderCents: minCents,
    subtotalCents: args.subtotalCents,
    deliveryType: deliveryTypeOf(args.kind, place ? servesOnly(place) : false),
    staff: args.staff,
  });
  const closed = status && !status.open ? status : null;
  const reasons: string[] = [];
  if (closed) reasons.push(closed.kind === 'paused' ? t('blocked.paused') : t('blocked.closed', { when: closed.text }));
  if (missingCents > 0) reasons.push(t('blocked.minOrder', { amount: formatMoney(missingCents, locale) }));
  return { closed, missingCents, minCents, reasons };
}
