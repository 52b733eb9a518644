import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CallInput, CallResult } from '@app/domain';
import { localDate, slotInstant } from '@app/domain/agenda/rules';
import { canChangeStatus, ORDER_STATUS, orderStatusLabelKey, releasesStock } from '@app/domain/orders/rules';
import { ORDER_LIST_MAX } from '@app/domain/orders/schemas';
import {
  budgetPaymentType,
  ONLINE_PAYMENT_TYPES,
  OPEN_ORDER_PAY_BILL,
  openOrderPayment,
  PAYMENT_TYPE,
} from '@app/domain/payments/rules';
import { isPlaceOpen } from '@app/domain/places/hours';
import { PRODUCT_PAGE_SIZE } from '@app/domain/shared/constants';
import { formatMessage, type MessageKey, type MessageParams } from '@app/domain/shared/messages';
import { reaisToCents } from '@app/domain/shared/money';
import {
  normalizePhone,
  validateBirthdate,
  validateCpfCnpj,
  validateEmail,
  validatePhone,
} from '@app/domain/users/rules';
import { type Actor, placeOf } from '../../platform/actor.ts';
import { AppError, accessDenied } from '../../platform/app-error.ts';
import type { Database, Tx } from '../../platform/db/client.ts';
import type { EventBus } from '../../platform/events.ts';
import type { CartService } from '../cart/cart.service.ts';
import { toOrder } from './order-view.ts';
import type { OrderDetail, OrdersRepo } from './orders.repo.ts';
import type { OrderRow } from './orders.tables.ts';

/** Checks a scheduled slot is still free (H2's agenda feature provides it; wired in container.ts). */
export type SlotCheck = (
  tx: Tx,
  args: { placeId: string; kind: 'delivery' | 'pickup'; at: Date; locale?: Actor['language'] },
) => Promise<void>;

/** What other features do when an order changes, inside the same transaction (e.g. cashback credit). */
export type OrderHooks = {
  delivered: Array<(tx: Tx, order: OrderRow) => Promise<void>>;
  /** Refused, cancelled or expired: what the order held (coupon use, loyalty debit) is given back. */
  ended: Array<(tx: Tx, order: OrderRow) => Promise<void>>;
  /**
   * The same, after the order's transaction committed, for work that calls other services (the
   * payments feature voids the order's charges: a provider call never runs inside a transaction).
   * A failure is logged by the hook itself; the order's change stands.
   */
  afterEnded?: Array<(order: OrderRow, why: 'cancelled' | 'expired') => Promise<void>>;
};

/**
 * Online payment types (2 card, 3 Pix, 5 card machine) of v2/orderdeliverypayment: the payments
 * feature checks they are available here (place, seller, user blocks) and the installments; the
 * charge itself is made by the payments calls (features/payments).
 */
export type OnlinePaymentCheck = (
  tx: Tx,
  actor: Actor,
  args: {
    paymentType: number;
    installments: number | undefined;
    totalCents: number;
    /** The order's customer: online card and Pix follow their blocks (block_app_payment, first purchase). */
    customerId: string | null;
  },
) => Promise<{ installments: number | null }>;

/** Applies a coupon to a just-created order in its transaction, recording the use under the coupon's lock. */
export type ApplyCoupon = (
  tx: Tx,
  args: { order: OrderRow; userId: string; code: string; locale: Actor['language'] },
) => Promise<unknown>;

const PAGE_SIZE = PRODUCT_PAGE_SIZE; // 30 orders a page, as the product list
const SWEEP_BATCH = 100;

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** Constant-time comparison of two secrets of any length. */
export function sameSecret(a: string, b: string): boolean {
  return timingSafeEqual(sha256(a), sha256(b));
}

export function createOrdersService(deps: {
  database: Database;
  orders: OrdersRepo;
  cart: Pick<CartService, 'price'>;
  events: Pick<EventBus, 'publish'>;
  hooks: OrderHooks;
  slotCheck?: SlotCheck;
  applyCoupon?: ApplyCoupon;
  onlinePayment?: OnlinePaymentCheck;
  /** Stock changed at a place (cached product pages are read again). */
  onStockChange?: (placeId: string) => void;
  clock?: () => Date;
}) {
  const { database, orders } = deps;
  const now = deps.clock ?? (() => new Date());
  const t = (actor: Actor | null, key: MessageKey, params?: MessageParams) =>
    formatMessage(key, params, actor?.language ?? 'pt-BR');
  const fieldError = (actor: Actor, field: string, key: MessageKey) =>
    new AppError('validation', t(actor, key), 400, { errorType: 'validation', extra: { field } });
  const refusal = (actor: Actor, key: MessageKey, code: string, status = 409) =>
    new AppError(code, t(actor, key), status, { errorType: code });
  const orderNotFound = (actor: Actor) => new AppError('not_found', t(actor, 'orderNotFound'), 404);
  const sessionOf = (actor: Actor) => {
    if (!actor.user) throw accessDenied();
    return actor.user;
  };
  /** Staff at this place: a manager token, or staff acting as the customer (managerlogin). */
  const isStaff = (actor: Actor) => actor.manager !== null || Boolean(actor.user?.actingManagerId);

  const publish = (o: Pick<OrderRow, 'id' | 'placeId' | 'userId' | 'status' | 'number'>) =>
    deps.events.publish({
      type: 'order',
      place_id: o.placeId,
      user_id: o.userId,
      order_id: o.id,
      status: o.status,
      number: o.number,
    });

  /** After a status change committed: announce it; an order that ended runs the afterEnded hooks. */
  async function changed(o: OrderRow, why: 'cancelled' | 'expired' = 'cancelled') {
    publish(o);
    if (!releasesStock(o.status)) return;
    // The hooks log their own failures; nothing they do can undo the committed change.
    for (const hook of deps.hooks.afterEnded ?? []) await hook(o, why).catch(() => {});
  }

  /** The customer fields of spec 1 §5 "Checkout", in the order the cart shows them. */
  function checkCustomerFields(
    actor: Actor,
    place: { cpfRequired: boolean; serviceSupplier: boolean },
    input: CallInput<'v2/orderdelivery'>,
  ) {
    const staff = isStaff(actor);
    const user = sessionOf(actor).record;
    const phone = input.phone ?? user.phone ?? '';
    // Customers: required and at least 10 digits, one message for both (spec 1 §5); staff exempt.
    if (!staff && validatePhone(phone) !== null) throw fieldError(actor, 'phone', 'phoneContact');
    if (staff && phone.trim() !== '' && validatePhone(phone) !== null) throw fieldError(actor, 'phone', 'phoneInvalid');
    const cpf = input.cpf ?? user.cpf ?? '';
    const cpfRequired = place.cpfRequired && !staff && input.payment_type !== 4;
    const cpfProblem = validateCpfCnpj(cpf, { required: cpfRequired });
    if (cpfProblem) throw fieldError(actor, 'cpf', cpfProblem);
    const email = input.email ?? user.email ?? '';
    const emailRequired = place.serviceSupplier && !staff && input.payment_type !== 4;
    const emailProblem = validateEmail(email, { required: emailRequired });
    if (emailProblem) throw fieldError(actor, 'email', emailProblem);
    const birthdate = input.birthdate ?? user.birthdate ?? '';
    const birthProblem = validateBirthdate(birthdate, now(), { required: place.serviceSupplier && !staff });
    if (birthProblem) throw fieldError(actor, 'birthdate', birthProblem);
    return {
      phone: phone.trim() ? normalizePhone(phone) : null,
      cpf: cpf.trim() ? cpf.replace(/\D/g, '') : null,
      email: email.trim() || null,
      birthdate: birthdate.trim() ? birthdate.trim().slice(0, 10) : null,
    };
  }

  /** Moves an order along the machine inside `tx`: history, stock back, delivered hooks. */
  async function changeStatus(
    tx: Tx,
    actor: Actor | null,
    order: OrderRow,
    to: number,
    who: { userId: string | null; name: string | null },
    reason: string | null,
    cancelObs?: string | null,
  ): Promise<OrderRow> {
    if (!canChangeStatus(order.status, to)) {
      const from = t(actor, orderStatusLabelKey(order.status));
      throw new AppError(
        'status_change',
        t(actor, 'orderStatusChange', { from, to: t(actor, orderStatusLabelKey(to)) }),
        409,
        {
          errorType: 'status_change',
        },
      );
    }
    const ending = releasesStock(to);
    const updated = await orders.update(tx, order, {
      status: to,
      ...(ending ? { cancelReason: reason, cancelObs: cancelObs ?? null } : {}),
    });
    await orders.addStatus(tx, order, { status: to, byUserId: who.userId, byName: who.name, reason });
    if (ending) {
      const detail = await orders.find(tx, order.placeId, order.id);
      const units = new Map<string, number>();
      for (const item of detail?.items ?? []) {
        if (item.productId) units.set(item.productId, (units.get(item.productId) ?? 0) + item.quantity);
      }
      await orders.lockProducts(tx, order.placeId, [...units.keys()]);
      await orders.takeStock(tx, order.placeId, units, -1);
      for (const hook of deps.hooks.ended) await hook(tx, updated);
      deps.onStockChange?.(order.placeId);
    }
    if (to === ORDER_STATUS.DELIVERED) for (const hook of deps.hooks.delivered) await hook(tx, updated);
    return updated;
  }

  async function staffWho(tx: Tx, actor: Actor) {
    const userId = actor.manager?.userId ?? null;
    return { userId, name: userId ? await orders.userName(tx, userId) : null };
  }

  /** An order of the caller's place that the manager changes (locked). */
  async function managerOrder(tx: Tx, actor: Actor, orderId: string) {
    const order = await orders.find(tx, placeOf(actor).id, orderId, { forUpdate: true });
    if (!order) throw orderNotFound(actor);
    return order;
  }

  async function reread(tx: Tx, order: Pick<OrderRow, 'id' | 'placeId'>): Promise<OrderDetail> {
    const detail = await orders.find(tx, order.placeId, order.id);
    if (!detail) throw new Error('order vanished inside its transaction');
    return detail;
  }

  return {
    async 'v2/orderdelivery'(
      actor: Actor,
      input: CallInput<'v2/orderdelivery'>,
    ): Promise<CallResult<'v2/orderdelivery'>> {
      const session = sessionOf(actor);
      const placeId = placeOf(actor).id;
      const manager = actor.manager;
      const created = await database.inPlace(placeId, async (tx) => {
        const place = await orders.findPlace(tx, placeId);
        if (!place) throw new AppError('not_found', t(actor, 'placeNotFound'), 404);
        // A customer blocked at this place (back office, admin/customers/block) cannot order here.
        if (await orders.isBlocked(tx, placeId, session.userId)) {
          throw new AppError('user_blocked', t(actor, 'userBlocked'), 403, { errorType: 'user_blocked' });
        }
        // One customer's orders at one place are placed one at a time (pending-order rule).
        await orders.lockCustomer(tx, placeId, session.userId);
        if (await orders.hasPendingOrder(tx, placeId, session.userId)) {
          throw refusal(actor, 'pendingOrder', 'pending_order');
        }
        const instant = now();
        if (
          !isPlaceOpen(
            { aberto: place.open, closed_place: place.closedPlace, business_hours: place.businessHours },
            instant,
          )
        ) {
          throw refusal(actor, 'placeClosed', 'place_closed');
        }
        const customer = checkCustomerFields(actor, place, input);
        // An order meant to be paid online is refused up front when online payment is not available
        // to this customer (spec 1 §6: block_app_payment, first_purchase_block), before any stock moves.
        // A budget (staff only) is paid by link whatever was chosen.
        const intended = budgetPaymentType(
          input.payment_type ?? PAYMENT_TYPE.UNSET,
          !!manager && input.budget === true,
        );
        if (ONLINE_PAYMENT_TYPES.includes(intended)) {
          if (!deps.onlinePayment) throw fieldError(actor, 'payment_type', 'paymentUnavailable');
          await deps.onlinePayment(tx, actor, {
            paymentType: intended,
            installments: undefined,
            totalCents: 0,
            customerId: session.userId,
          });
        }

        const pickup = input.delivery_type === 1 && Boolean(input.pickupplace?.trim());
        if (input.delivery_type === 1 && !pickup && !input.address_id) {
          throw fieldError(actor, 'address_id', place.pickup ? 'deliveryMethod' : 'addressRequired');
        }
        if (pickup && !place.pickup) throw fieldError(actor, 'pickupplace', 'deliveryMethod');

        let scheduledFor: Date | null = null;
        if (input.deliveryagenda_date) {
          scheduledFor = new Date(input.deliveryagenda_date);
          if (deps.slotCheck) {
            await deps.slotCheck(tx, {
              placeId,
              kind: pickup ? 'pickup' : 'delivery',
              at: scheduledFor,
              locale: actor.language,
            });
          } else if (scheduledFor.getTime() <= instant.getTime()) {
            throw fieldError(actor, 'deliveryagenda_date', 'chooseTime');
          }
        } else if (place.deliveryAgendaOnly) {
          throw fieldError(actor, 'deliveryagenda_date', 'chooseTime');
        }

        if (!input.products.some((l) => l.quantity > 0)) throw fieldError(actor, 'products', 'cartEmpty');
        // Locks the product rows (id order), then re-checks stock minus safety margin on them.
        const cart = await deps.cart.price(tx, actor, place, input, { forUpdate: true });
        const tracked = new Map(
          [...cart.unitsByProduct].filter(
            ([id]) => cart.lines.find((l) => l.product.id === id)?.product.stock !== null,
          ),
        );
        await orders.takeStock(tx, placeId, tracked);

        const number = await orders.nextNumber(tx, placeId);
        const firstOrder = !(await orders.hasEarlierOrder(tx, placeId, session.userId));
        let expiresAt: Date | null = null;
        if (manager && input.dont_expire) expiresAt = null;
        else if (manager && input.expire_in) expiresAt = new Date(instant.getTime() + input.expire_in * 3_600_000);
        else if (place.orderExpirationHours > 0) {
          expiresAt = new Date(instant.getTime() + place.orderExpirationHours * 3_600_000);
        }
        const staff = isStaff(actor);
        const a = cart.address;
        const order = await orders.insertOrder(
          tx,
          {
            placeId,
            number,
            userId: session.userId,
            placedByUserId: manager?.userId ?? session.actingManagerId ?? null,
            status: ORDER_STATUS.PENDING,
            deliveryType: input.delivery_type,
            pickup,
            pickupplace: pickup ? (input.pickupplace?.trim() ?? null) : null,
            address: a
              ? {
                  address_id: a.id,
                  address_cep: a.cep,
                  address_street: a.street,
                  address_number: a.number,
                  address_cmplt: a.cmplt,
                  address_district: a.district,
                  address_city: a.city,
                  address_state: a.state,
                }
              : null,
            scheduledFor,
            agendaId: input.deliveryagenda_id ?? null,
            subtotalCents: cart.subtotalCents,
            deliveryFeeCents: cart.deliveryFeeCents,
            managerDiscountCents: cart.managerDiscountCents,
            // The coupon is applied below, under its own lock, so its limits hold; until then
            // only the manager's discount counts.
            discountCents: Math.min(cart.subtotalCents, cart.managerDiscountCents),
            totalCents: Math.max(
              0,
              cart.subtotalCents + cart.deliveryFeeCents - Math.min(cart.subtotalCents, cart.managerDiscountCents),
            ),
            couponCode: null,
            ...customer,
            observation: input.observacao?.text.trim()
              ? { autor: input.observacao.author?.trim() || null, observacao: input.observacao.text.trim() }
              : null,
            firstOrder,
            // A staff member ordering under their own account: a counter sale without a customer.
            anonymous: manager !== null && manager.userId === session.userId,
            budget: manager !== null && input.budget === true,
            expiresAt,
            authCode: randomBytes(18).toString('base64url'),
          },
          cart.lines.map((l, position) => ({
            productId: l.product.id,
            position,
            code: l.product.code,
            name: l.product.name,
            quantity: l.quantity,
            unitCents: l.unitCents,
            combo: l.combo,
            comboSummary: l.comboSummary,
            observation: l.observation,
          })),
        );
        const who = staff ? await staffWho(tx, actor) : { userId: null, name: null };
        await orders.addStatus(tx, order, { status: ORDER_STATUS.PENDING, byUserId: who.userId, byName: who.name });
        // An order that names a coupon gets it or is refused with the coupon's message: the
        // customer never pays more than the cart showed. The use is recorded under the coupon's
        // row lock, so its limits hold however many orders arrive at once.
        if (deps.applyCoupon && cart.coupon.code) {
          if (cart.coupon.error) {
            throw new AppError(cart.coupon.errorCode, cart.coupon.error, 409, { errorType: 'coupon' });
          }
          await deps.applyCoupon(tx, { order, userId: session.userId, code: cart.coupon.code, locale: actor.language });
        }
        return reread(tx, order);
      });
      deps.onStockChange?.(placeId);
      publish(created);
      return { order: toOrder(created, { withSecrets: true }) };
    },

    async 'v2/orderdeliverypayment'(
      actor: Actor,
      input: CallInput<'v2/orderdeliverypayment'>,
    ): Promise<CallResult<'v2/orderdeliverypayment'>> {
      const session = sessionOf(actor);
      const placeId = placeOf(actor).id;
      const updated = await database.inPlace(placeId, async (tx) => {
        const order = await orders.find(tx, placeId, input.order_id, { forUpdate: true });
        if (!order || (order.userId !== session.userId && !actor.manager)) throw orderNotFound(actor);
        // Changeable until staff accept the order.
        if (order.status !== ORDER_STATUS.PENDING) throw refusal(actor, 'orderPaymentLocked', 'payment_locked');
        const place = await orders.findPlace(tx, placeId);
        // A budget is paid later by link: its type is always 4 (spec 1 §4).
        let type = budgetPaymentType(input.payment_type, order.budget);
        // Spec 1 §4: with an open order, an unset type becomes 2 with pay_bill 2 (the order goes on
        // the open order's bill and is paid with it; decision 042). pay_bill 2 needs an open order.
        let payBill: number | null = null;
        if (!order.budget && (type === PAYMENT_TYPE.UNSET || input.pay_bill === OPEN_ORDER_PAY_BILL)) {
          const openOrderId = order.userId ? await orders.openOrderOf(tx, placeId, order.userId) : null;
          const converted = openOrderPayment(
            { type, payBill: input.pay_bill ?? null },
            { openOrder: openOrderId !== null },
          );
          if (input.pay_bill === OPEN_ORDER_PAY_BILL && converted.payBill === null)
            throw fieldError(actor, 'pay_bill', 'payBillNoOpenOrder');
          type = converted.type;
          payBill = converted.payBill;
        }
        // Paying in the app (online card 2, Pix 3) can be blocked per customer (block_app_payment).
        if (
          (type === 2 || type === 3) &&
          order.userId &&
          (await orders.isAppPaymentBlocked(tx, placeId, order.userId))
        ) {
          throw refusal(actor, 'appPaymentBlocked', 'app_payment_blocked', 403);
        }
        const values: {
          paymentType: number;
          ccBrand: string | null;
          changeCents: number | null;
          installments: number | null;
          payBill: number | null;
        } = { paymentType: type, ccBrand: null, changeCents: null, installments: null, payBill };
        if (type === 0) {
          if (!place?.acceptCash) throw fieldError(actor, 'payment_type', 'cashNotAccepted');
          if (input.change !== undefined && input.change > 0) {
            const cents = reaisToCents(input.change);
            if (cents < order.totalCents) throw fieldError(actor, 'change', 'changeTooLow');
            values.changeCents = cents;
          }
        } else if (type === 1) {
          const brand = input.cc_brand?.trim().toLowerCase() ?? '';
          const accepted = (place?.cardBrands ?? []).map((b) => b.toLowerCase());
          if (!accepted.includes(brand)) throw fieldError(actor, 'cc_brand', 'cardBrandInvalid');
          values.ccBrand = brand;
        } else if (type === 4) {
          // Payment link / to be defined: nothing more to know now.
        } else if (type < 0) {
          throw fieldError(actor, 'payment_type', 'paymentUnset');
        } else if (deps.onlinePayment) {
          // 2 online card, 3 Pix, 5 card machine: the payments feature decides (issue 5).
          const checked = await deps.onlinePayment(tx, actor, {
            paymentType: type,
            // On the bill: paid (and split into installments) when the bill is.
            installments: payBill ? undefined : input.installments,
            totalCents: order.totalCents,
            customerId: order.userId,
          });
          values.installments = payBill ? null : checked.installments;
        } else {
          throw fieldError(actor, 'payment_type', 'paymentUnavailable');
        }
        await orders.update(tx, order, values);
        return reread(tx, order);
      });
      publish(updated);
      return { order: toOrder(updated, { withSecrets: true }) };
    },

    async readorder(actor: Actor, input: CallInput<'readorder'>): Promise<CallResult<'readorder'>> {
      const session = sessionOf(actor);
      const placeId = placeOf(actor).id;
      const order = await database.inPlace(placeId, (tx) => orders.find(tx, placeId, input.order_id));
      if (order && (order.userId === session.userId || actor.manager)) {
        return { order: toOrder(order, { withSecrets: true }) };
      }
      if (!order) {
        // Another business's order is refused as such (spec 1 §4); the storefront ignores it.
        const owner = await orders.placeOfOrder(database.db, input.order_id);
        if (owner && owner !== placeId) throw accessDenied();
      }
      throw orderNotFound(actor);
    },

    async readordernotoken(
      actor: Actor,
      input: CallInput<'readordernotoken'>,
    ): Promise<CallResult<'readordernotoken'>> {
      const placeId = placeOf(actor).id;
      const order = await database.inPlace(placeId, (tx) => orders.find(tx, placeId, input.order_id));
      // Same answer for a wrong code and an unknown order; the code is compared in constant time.
      if (!order || !sameSecret(order.authCode, input.authCode)) throw orderNotFound(actor);
      return { order: toOrder(order, { withSecrets: false, personal: false }) };
    },

    async mydelivery(actor: Actor, input: CallInput<'mydelivery'>): Promise<CallResult<'mydelivery'>> {
      const session = sessionOf(actor);
      const placeId = placeOf(actor).id;
      const rows = await database.inPlace(placeId, (tx) =>
        orders.listByUser(tx, placeId, session.userId, PAGE_SIZE + 1, (input.page - 1) * PAGE_SIZE),
      );
      return {
        orders: rows.slice(0, PAGE_SIZE).map((o) => toOrder(o, { withSecrets: true })),
        page: input.page,
        has_more: rows.length > PAGE_SIZE,
      };
    },

    async 'manager/getorderlist'(
      actor: Actor,
      input: CallInput<'manager/getorderlist'>,
    ): Promise<CallResult<'manager/getorderlist'>> {
      const placeId = placeOf(actor).id;
      const today = localDate(now());
      const pad = (n: number) => String(n).padStart(2, '0');
      const begin = input.begin ?? `${today.y}-${pad(today.m)}-${pad(today.d)}`;
      const end = input.end ?? begin;
      const from = slotInstant(begin, '00:00');
      // The day after `end`, local midnight (São Paulo has no daylight saving: a day is 24 h).
      const to = new Date(slotInstant(end, '00:00').getTime() + 24 * 60 * 60 * 1000);
      if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()) || to <= from) {
        return { orders: [], truncated: false };
      }
      const rows = await database.inPlace(placeId, (tx) =>
        orders.listForBoard(
          tx,
          placeId,
          {
            from,
            to,
            ...(input.attendancies ? { statuses: input.attendancies } : {}),
            ...(input.type !== undefined ? { deliveryType: input.type } : {}),
            ...(input.order_by_payment ? { byPayment: true } : {}),
          },
          ORDER_LIST_MAX + 1,
        ),
      );
      return {
        orders: rows.slice(0, ORDER_LIST_MAX).map((o) => toOrder(o, { withSecrets: true })),
        truncated: rows.length > ORDER_LIST_MAX,
      };
    },

    async 'admin/updateorder'(
      actor: Actor,
      input: CallInput<'admin/updateorder'>,
    ): Promise<CallResult<'admin/updateorder'>> {
      const placeId = placeOf(actor).id;
      const updated = await database.inPlace(placeId, async (tx) => {
        const order = await managerOrder(tx, actor, input.order_id);
        const reason = input.reason?.trim() || null;
        await changeStatus(tx, actor, order, input.status, await staffWho(tx, actor), reason);
        return reread(tx, order);
      });
      await changed(updated);
      return { order: toOrder(updated, { withSecrets: true }) };
    },

    async 'manager/cancelordermanager'(
      actor: Actor,
      input: CallInput<'manager/cancelordermanager'>,
    ): Promise<CallResult<'manager/cancelordermanager'>> {
      const placeId = placeOf(actor).id;
      const updated = await database.inPlace(placeId, async (tx) => {
        const order = await managerOrder(tx, actor, input.order_id);
        const who = await staffWho(tx, actor);
        await changeStatus(
          tx,
          actor,
          order,
          ORDER_STATUS.CANCELLED,
          who,
          input.reason_cancel.trim(),
          input.cancel_obs?.trim() || null,
        );
        return reread(tx, order);
      });
      await changed(updated);
      return { order: toOrder(updated, { withSecrets: true }) };
    },

    /**
     * Cancels (5, 'Pedido expirado') pending orders past expires_at at every place. Safe with several
     * API instances: rows another instance holds are skipped (FOR UPDATE SKIP LOCKED). Returns how many.
     */
    async sweepExpired(at: Date = now()): Promise<number> {
      let count = 0;
      const reason = formatMessage('orderExpired');
      for (const placeId of await orders.placeIds(database.db)) {
        const expired = await database.inPlace(placeId, async (tx) => {
          const rows = await orders.lockExpired(tx, placeId, at, SWEEP_BATCH);
          const done: OrderRow[] = [];
          for (const row of rows)
            done.push(await changeStatus(tx, null, row, ORDER_STATUS.CANCELLED, { userId: null, name: null }, reason));
          return done;
        });
        for (const o of expired) await changed(o, 'expired');
        count += expired.length;
      }
      return count;
    },

    /**
     * The order's Pix expired at the provider before it was paid (payments feature): an order still
     * pending is cancelled ('Pix expirado'), so the customer may order again.
     */
    async cancelForExpiredPix(placeId: string, orderId: string): Promise<void> {
      const ended = await database.inPlace(placeId, async (tx) => {
        const order = await orders.find(tx, placeId, orderId, { forUpdate: true });
        if (!order || order.status !== ORDER_STATUS.PENDING) return null;
        const reason = formatMessage('pixExpired');
        return changeStatus(tx, null, order, ORDER_STATUS.CANCELLED, { userId: null, name: null }, reason);
      });
      if (ended) await changed(ended, 'expired');
    },
  };
}
export type OrdersService = ReturnType<typeof createOrdersService>;

/** Runs the expiry sweep every `everyMs` until stopped; a failed round is logged and retried next time. */
export function startExpirySweep(
  sweep: () => Promise<number>,
  log: { error(obj: object, msg?: string): void },
  everyMs = 60_000,
): { stop(): void } {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweep()
      .catch((error) => log.error({ err: error }, 'order expiry sweep failed'))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
