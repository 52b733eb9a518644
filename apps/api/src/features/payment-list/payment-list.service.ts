import type { CallInput, CallResult } from '@app/domain';
import { localDate, slotInstant } from '@app/domain/agenda/rules';
import { ORDER_STATUS } from '@app/domain/orders/rules';
import { ORDER_LIST_MAX } from '@app/domain/orders/schemas';
import { PAYMENT_LIST_MAX_DAYS } from '@app/domain/payment-list/schemas';
import { centsToReais } from '@app/domain/shared/money';
import { type Actor, placeOf } from '../../platform/actor.ts';
import type { Database } from '../../platform/db/client.ts';
import { invalidField, localTexts } from '../../platform/service-kit.ts';
import { type OrdersRepo, toOrder } from '../orders/index.ts';
import type { PaymentListRepo } from './payment-list.repo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Orders that ended without money: they are listed, never counted (decision 120). */
const ENDED = [ORDER_STATUS.REFUSED, ORDER_STATUS.CANCELLED, ORDER_STATUS.ERROR] as const;
/** Online payments that did not stay with the place. */
const LOST_PAYMENTS = ['refunded', 'failed'] as const;

const text = localTexts({
  endBeforeBegin: { 'pt-BR': 'A data final vem antes da inicial.', en: 'The end date is before the begin date.' },
  tooManyDays: {
    'pt-BR': 'Escolha um período de até {max} dias.',
    en: 'Choose a period of up to {max} days.',
  },
});

const pad = (n: number) => String(n).padStart(2, '0');

/** The payments list of the counter (spec 3 §2.2 PaymentList; decision 120). */
export function createPaymentListService(deps: {
  database: Database;
  orders: Pick<OrdersRepo, 'listForBoard'>;
  repo: PaymentListRepo;
  clock?: () => Date;
}) {
  const { database } = deps;
  const now = deps.clock ?? (() => new Date());
  return {
    async list(actor: Actor, input: CallInput<'paymentlist'>): Promise<CallResult<'paymentlist'>> {
      const placeId = placeOf(actor).id;
      const today = localDate(now());
      const begin = input.begin ?? `${today.y}-${pad(today.m)}-${pad(today.d)}`;
      const end = input.end ?? begin;
      if (end < begin) throw invalidField('end', text(actor, 'endBeforeBegin'));
      const from = slotInstant(begin, '00:00');
      // The day after `end`, local midnight (São Paulo has no daylight saving: a day is 24 h).
      const to = new Date(slotInstant(end, '00:00').getTime() + DAY_MS);
      if ((to.getTime() - from.getTime()) / DAY_MS > PAYMENT_LIST_MAX_DAYS) {
        throw invalidField('end', text(actor, 'tooManyDays', { max: PAYMENT_LIST_MAX_DAYS }));
      }
      const statuses = input.attendancies && input.attendancies.length > 0 ? input.attendancies : undefined;
      const paymentType = input.payment_type;
      const supplierId = input.service_supplier_id;
      const { rows, totals } = await database.inPlace(placeId, async (tx) => ({
        rows: await deps.orders.listForBoard(
          tx,
          placeId,
          {
            from,
            to,
            ...(statuses ? { statuses } : {}),
            ...(paymentType !== undefined ? { paymentType } : {}),
            ...(supplierId !== undefined ? { supplierId } : {}),
          },
          ORDER_LIST_MAX + 1,
        ),
        totals: await deps.repo.totals(tx, placeId, {
          from,
          to,
          ...(statuses ? { statuses } : {}),
          ...(paymentType !== undefined ? { paymentType } : {}),
          ...(supplierId !== undefined ? { supplierId } : {}),
          endedStatuses: ENDED,
          lostPayments: LOST_PAYMENTS,
        }),
      }));
      const totalCents = totals.reduce((s, t) => s + t.totalCents, 0);
      return {
        begin,
        end,
        orders: rows.slice(0, ORDER_LIST_MAX).map((o) => toOrder(o, { withSecrets: true })),
        truncated: rows.length > ORDER_LIST_MAX,
        totals: totals.map((t) => ({ payment_type: t.paymentType, count: t.count, total: centsToReais(t.totalCents) })),
        count: totals.reduce((s, t) => s + t.count, 0),
        total: centsToReais(totalCents),
      };
    },
  };
}
export type PaymentListService = ReturnType<typeof createPaymentListService>;
