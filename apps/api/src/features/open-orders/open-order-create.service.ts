import { randomBytes } from 'node:crypto';
import type { CallInput, CallResult } from '@app/domain';
import {
  DEFAULT_SERVICE_FEE_BP,
  matchConsumePlace,
  normaliseNumber,
  OPEN_ORDER_STATUS,
} from '@app/domain/open-orders/rules';
import { centsToReais } from '@app/domain/shared/money';
import { type Actor, placeOf } from '../../platform/actor.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Database, Tx } from '../../platform/db/client.ts';
import type { EventBus } from '../../platform/events.ts';
import { invalidField, localTexts } from '../../platform/service-kit.ts';
import type { OrdersRepo } from '../orders/index.ts';
import type { OpenOrdersRepo } from './open-orders.repo.ts';
import { newInviteCode } from './open-orders.service.ts';

const texts = localTexts({
  noOpenOrders: {
    'pt-BR': 'Este local não trabalha com contas abertas.',
    en: 'This place does not run open accounts.',
  },
  unknownNumber: {
    'pt-BR': 'Número não encontrado. Confira o número da mesa ou peça ajuda ao garçom.',
    en: 'Number not found. Check the table number or ask the waiter.',
  },
  taken: { 'pt-BR': 'Este número já tem uma conta aberta.', en: 'This number already has an open account.' },
  notCheckIn: {
    'pt-BR': 'Produto de check-in não encontrado. Atualize a lista e tente de novo.',
    en: 'Check-in product not found. Refresh the list and try again.',
  },
});

/** Order statuses of a check-in round: it enters as pending and is handed over (delivered) at once. */
const ROUND_PENDING = 2;
const ROUND_DELIVERED = 4;
const LOCAL_ORDER = 2;
const PAY_WITH_BILL = 2;

/**
 * Staff open an account (CreateOpenOrder, decision 106): a free table, tab, room or chalet gets an
 * account with no guest on it yet; guests join it with its invite code (the QR, the link or the
 * check-in). Staff are not members: the account is the guests'.
 */
export function createOpenOrderCreateService(deps: {
  database: Database;
  repo: Pick<OpenOrdersRepo, 'place' | 'insertIfFree' | 'update' | 'checkInProducts' | 'linkRound' | 'userName'>;
  orders: Pick<OrdersRepo, 'nextNumber' | 'insertOrder' | 'addStatus'>;
  events: Pick<EventBus, 'publish'>;
}) {
  /**
   * The check-in products as the account's first round (decision 187): staff chose them, so the
   * round is handed over at once and waits on the bill (pay_bill), with no guest on it yet.
   */
  async function checkInRound(
    tx: Tx,
    actor: Actor,
    placeId: string,
    accountId: string,
    lines: NonNullable<CallInput<'openorder/create'>['products']>,
  ): Promise<number> {
    const wanted = [...new Map(lines.map((l) => [l.product_id, l])).values()];
    if (wanted.length === 0) return 0;
    const found = await deps.repo.checkInProducts(
      tx,
      placeId,
      wanted.map((l) => l.product_id),
    );
    const byId = new Map(found.map((p) => [p.id, p]));
    const items = wanted.map((l, position) => {
      const product = byId.get(l.product_id);
      if (!product) throw invalidField('products', texts(actor, 'notCheckIn'));
      return {
        productId: product.id,
        position,
        code: product.code,
        name: product.name,
        quantity: l.quantity,
        unitCents: product.priceCents,
      };
    });
    const totalCents = items.reduce((sum, i) => sum + i.quantity * i.unitCents, 0);
    const staffId = actor.manager?.userId ?? null;
    const byName = staffId ? await deps.repo.userName(tx, staffId) : null;
    const order = await deps.orders.insertOrder(
      tx,
      {
        placeId,
        number: await deps.orders.nextNumber(tx, placeId),
        userId: null,
        status: ROUND_DELIVERED,
        deliveryType: LOCAL_ORDER,
        subtotalCents: totalCents,
        totalCents,
        paymentType: 2,
        payBill: PAY_WITH_BILL,
        authCode: randomBytes(18).toString('base64url'),
      },
      items,
    );
    await deps.orders.addStatus(tx, order, { status: ROUND_PENDING, byUserId: staffId, byName });
    await deps.orders.addStatus(tx, order, { status: ROUND_DELIVERED, byUserId: staffId, byName });
    await deps.repo.linkRound(tx, placeId, accountId, order.id);
    return totalCents;
  }

  return {
    async create(actor: Actor, input: CallInput<'openorder/create'>): Promise<CallResult<'openorder/create'>> {
      const placeId = placeOf(actor).id;
      let checkInCents = 0;
      const account = await deps.database.inPlace(placeId, async (tx) => {
        const place = await deps.repo.place(tx, placeId);
        if (!place?.comandaFacil) throw new AppError('not_found', texts(actor, 'noOpenOrders'), 404);
        const listed = place.consumePlaces.map((p) => ({ ...p, _id: p.id }));
        const match = matchConsumePlace(listed, input.kind, input.number);
        if (!match && listed.some((p) => p.kind === input.kind)) {
          throw invalidField('number', texts(actor, 'unknownNumber'));
        }
        const label = match?.name ?? normaliseNumber(input.number);
        const created = await deps.repo.insertIfFree(tx, {
          placeId,
          kind: input.kind,
          spotKey: match ? match.id : `${input.kind}:${label.toLowerCase()}`,
          label,
          consumePlaceId: match?.id ?? null,
          inviteCode: newInviteCode(),
          openedByUserId: actor.manager?.userId ?? null,
          serviceFeeBp: DEFAULT_SERVICE_FEE_BP,
        });
        if (!created) {
          throw new AppError('open_order_taken', texts(actor, 'taken'), 409, {
            errorType: 'open_order_taken',
            extra: { field: 'number' },
          });
        }
        checkInCents = await checkInRound(tx, actor, placeId, created.id, input.products ?? []);
        const name = input.name?.trim();
        return name ? ((await deps.repo.update(tx, placeId, created.id, { name })) ?? created) : created;
      });
      deps.events.publish({
        type: 'open-order',
        place_id: placeId,
        open_order_id: account.id,
        kind: 'opened',
        number: account.label,
        status: OPEN_ORDER_STATUS.OPEN,
        member_ids: [],
      });
      return {
        order: {
          _id: account.id,
          kind: account.kind,
          number: account.label,
          status: account.status,
          name: account.name,
          invite_code: account.inviteCode,
          check_in_total: centsToReais(checkInCents),
        },
      };
    },
  };
}
export type OpenOrderCreateService = ReturnType<typeof createOpenOrderCreateService>;
