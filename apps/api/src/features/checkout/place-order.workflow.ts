import { randomBytes } from 'node:crypto';
import type { CallInput, CallResult } from '@app/domain';
import { minOrderShortfall } from '@app/domain/orders/min-order';
import { asksForPickup, ORDER_STATUS } from '@app/domain/orders/rules';
import { budgetPaymentType, ONLINE_PAYMENT_TYPES, PAYMENT_TYPE } from '@app/domain/payments/rules';
import { isPlaceOpen } from '@app/domain/places/hours';
import { COUPON_OK_CODE } from '@app/domain/shared/constants';
import { formatMoney } from '@app/domain/shared/money';
import { type Actor, placeOf } from '../../platform/actor.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Tx } from '../../platform/db/client.ts';
import { refuse } from '../../platform/service-kit.ts';
import type { CartService } from '../cart/index.ts';
import type { OrderDetail, OrdersContext, OrdersRepo } from '../orders/index.ts';
import { checkCustomerFields, toOrder } from '../orders/index.ts';
import type { CheckoutDeps, CreatedOrder } from './checkout.deps.ts';
import { defineWorkflow, type Step, step, type Workflow } from './workflow.ts';

// Placing and paying an order, step by step. Each line: the step, where it runs, and what undoes
// it when a later step (or the payment) fails.
//
//   v2/orderdelivery, one transaction (this file; a failure rolls every step back):
//     check-place          place open, customer not blocked, one pending order at a time  (rollback)
//     customer-fields      name, phone, CPF... of spec 1 §5                                 (nothing to undo)
//     check-payment-choice an online type must be available to this customer (payments)     (nothing to undo)
//     delivery             pickup place or address, scheduled slot (agenda)                 (nothing to undo)
//     price-cart           prices the lines, locks the product rows (cart)                  (rollback)
//     check-min-order      products subtotal at least the store's min_order                 (nothing to undo)
//     reserve-stock        takes the units                                                  (rollback; the stock cache
//                                                                                            is told only after commit)
//     create-order         number, expiry, the order, its lines, its first status           (rollback)
//     apply-coupon         records the use under the coupon's lock (coupons)                 (rollback)
//   after the commit: stock-changed (cache), announce (the live-order event).
//
//   v2/orderdeliverypayment (choose-payment.ts): record the payment choice, one transaction.
//
//   payments/transactions/* (features/payments/charge-ledger.ts): charge = claim (transaction) →
//   provider call (outside any transaction, idempotency key) → record; a refused charge is
//   recorded failed and the order stays pending, so the customer may pay again.
//
//   When the order ends unpaid (payments/cancelpayment after a refused charge, Pix expired, the
//   expiry sweep, staff refusing it), the order's end compensates the steps above: the stock is
//   given back (orders' status change), the coupon use released (OrderHooks.ended, coupons), and
//   the order's live charges voided at the provider (OrderHooks.afterEnded →
//   voidChargesOfEndedOrder in checkout.service.ts).

/** What the steps of placing an order share; the steps fill the optional fields in order. */
export type PlaceOrderState = {
  readonly actor: Actor;
  readonly input: CallInput<'v2/orderdelivery'>;
  readonly tx: Tx;
  readonly placeId: string;
  readonly session: NonNullable<Actor['user']>;
  readonly instant: Date;
  place?: NonNullable<Awaited<ReturnType<OrdersRepo['findPlace']>>>;
  customer?: ReturnType<typeof checkCustomerFields>;
  pickup?: boolean;
  scheduledFor?: Date | null;
  cart?: Awaited<ReturnType<CartService['price']>>;
  order?: CreatedOrder;
};
export type PlaceOrderStep = Step<PlaceOrderState>;

type CheckoutContext = OrdersContext<CheckoutDeps>;

/** A field an earlier step fills; reading it before is a mistake in the step order. */
function got<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`place-order: ${what} is read before the step that fills it`);
  return value;
}

/** The steps of v2/orderdelivery inside its transaction (see the table above). */
export function placeOrderSteps(ctx: CheckoutContext): PlaceOrderStep[] {
  const { orders, refusal, fieldError, isStaff, staffWho, t } = ctx;
  return [
    step('check-place', async (s) => {
      const { tx, placeId, session, actor } = s;
      const place = await orders.findPlace(tx, placeId);
      if (!place) throw new AppError('not_found', t(actor, 'placeNotFound'), 404);
      s.place = place;
      // A customer blocked at this place (back office, admin/customers/block) cannot order here.
      if (await orders.isBlocked(tx, placeId, session.userId)) {
        throw new AppError('user_blocked', t(actor, 'userBlocked'), 403, { errorType: 'user_blocked' });
      }
      // One customer's orders at one place are placed one at a time (pending-order rule).
      await orders.lockCustomer(tx, placeId, session.userId);
      // Ordering is what makes a customer of the place (the back office lists them from then on).
      await ctx.joinPlace?.(tx, placeId, session.userId);
      const pendingId = await orders.pendingOrderId(tx, placeId, session.userId);
      if (pendingId) {
        // The order's id lets a device that did not know of it show it and link to it.
        throw new AppError('pending_order', t(actor, 'pendingOrder'), 409, {
          errorType: 'pending_order',
          extra: { order_id: pendingId },
        });
      }
      const open = isPlaceOpen(
        { aberto: place.open, closed_place: place.closedPlace, business_hours: place.businessHours },
        s.instant,
      );
      if (!open) throw refusal(actor, 'placeClosed', 'place_closed');
    }),

    step('customer-fields', (s) => {
      s.customer = checkCustomerFields(ctx, s.actor, got(s.place, 'place'), s.input);
    }),

    // An order meant to be paid online is refused up front when online payment is not available
    // to this customer (spec 1 §6: block_app_payment, first_purchase_block), before any stock moves.
    // A budget (staff only) is paid by link whatever was chosen.
    step('check-payment-choice', async (s) => {
      const { actor, input } = s;
      const intended = budgetPaymentType(
        input.payment_type ?? PAYMENT_TYPE.UNSET,
        !!actor.manager && input.budget === true,
      );
      if (!ONLINE_PAYMENT_TYPES.includes(intended)) return;
      await ctx.payments.checkOnlinePaymentChoice(s.tx, actor, {
        paymentType: intended,
        installments: undefined,
        totalCents: 0,
        customerId: s.session.userId,
      });
    }),

    step('delivery', async (s) => {
      const { actor, input } = s;
      const place = got(s.place, 'place');
      const pickup = asksForPickup(input);
      if (input.delivery_type === 1 && !pickup && !input.address_id) {
        throw fieldError(actor, 'address_id', place.pickup ? 'deliveryMethod' : 'addressRequired');
      }
      if (pickup && !place.pickup) throw fieldError(actor, 'pickupplace', 'deliveryMethod');
      // A place that lists its pickup places takes orders for those only.
      const pickupPlace = input.pickupplace?.trim() ?? '';
      if (pickup && place.pickupPlaces.length > 0 && !place.pickupPlaces.includes(pickupPlace)) {
        throw fieldError(actor, 'pickupplace', 'pickupPlace');
      }
      s.pickup = pickup;

      s.scheduledFor = null;
      if (input.deliveryagenda_date) {
        const at = new Date(input.deliveryagenda_date);
        s.scheduledFor = at;
        if (ctx.slotCheck) {
          await ctx.slotCheck(s.tx, {
            placeId: s.placeId,
            kind: pickup ? 'pickup' : 'delivery',
            at,
            locale: actor.language,
          });
        } else if (at.getTime() <= s.instant.getTime()) {
          throw fieldError(actor, 'deliveryagenda_date', 'chooseTime');
        }
      } else if (place.deliveryAgendaOnly) {
        throw fieldError(actor, 'deliveryagenda_date', 'chooseTime');
      }
    }),

    step('price-cart', async (s) => {
      if (!s.input.products.some((l) => l.quantity > 0)) throw fieldError(s.actor, 'products', 'cartEmpty');
      // Locks the product rows (id order), then re-checks stock minus safety margin on them.
      s.cart = await ctx.cart.price(s.tx, s.actor, got(s.place, 'place'), s.input, { forUpdate: true });
    }),

    // The store-wide minimum counts the products' subtotal, before the delivery fee and discounts.
    step('check-min-order', (s) => {
      const place = got(s.place, 'place');
      const missing = minOrderShortfall({
        minOrderCents: place.minOrderCents,
        subtotalCents: got(s.cart, 'cart').subtotalCents,
        deliveryType: s.input.delivery_type,
        staff: isStaff(s.actor),
      });
      if (missing > 0) {
        throw refuse(s.actor, 'minOrder', 'min_order', {
          field: 'products',
          params: { amount: formatMoney(place.minOrderCents, s.actor.language) },
        });
      }
    }),

    // Undone by the rollback; the product cache is told only after the commit (stock-changed).
    step('reserve-stock', async (s) => {
      const cart = got(s.cart, 'cart');
      const tracked = new Map(
        [...cart.unitsByProduct].filter(([id]) => cart.lines.find((l) => l.product.id === id)?.product.stock !== null),
      );
      await orders.takeStock(s.tx, s.placeId, tracked);
    }),

    step('create-order', async (s) => {
      const { tx, actor, input, placeId, session, instant } = s;
      const place = got(s.place, 'place');
      const cart = got(s.cart, 'cart');
      const pickup = got(s.pickup, 'pickup');
      const manager = actor.manager;
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
          scheduledFor: got(s.scheduledFor, 'scheduledFor'),
          agendaId: input.deliveryagenda_id ?? null,
          subtotalCents: cart.subtotalCents,
          deliveryFeeCents: cart.deliveryFeeCents,
          managerDiscountCents: cart.managerDiscountCents,
          // The coupon is applied by its own step, under its own lock, so its limits hold; until
          // then only the manager's discount counts.
          discountCents: Math.min(cart.subtotalCents, cart.managerDiscountCents),
          totalCents: Math.max(
            0,
            cart.subtotalCents + cart.deliveryFeeCents - Math.min(cart.subtotalCents, cart.managerDiscountCents),
          ),
          couponCode: null,
          ...got(s.customer, 'customer'),
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
      s.order = order;
    }),

    // An order that names a coupon gets it or is refused with the coupon's message: the customer
    // never pays more than the cart showed. The use is recorded under the coupon's row lock, so its
    // limits hold however many orders arrive at once; a refusal rolls back the order and its stock.
    step('apply-coupon', async (s) => {
      const cart = got(s.cart, 'cart');
      if (!ctx.applyCoupon || !cart.coupon.code) return;
      const { error, errorCode } = cart.coupon;
      if (error && errorCode !== COUPON_OK_CODE) {
        throw new AppError(errorCode, error, 409, { errorType: 'coupon' });
      }
      await ctx.applyCoupon(s.tx, {
        order: got(s.order, 'order'),
        userId: s.session.userId,
        code: cart.coupon.code,
        locale: s.actor.language,
      });
    }),
  ];
}

/** The place-order workflow with the steps other features added (CheckoutDeps.placeOrderSteps). */
export function placeOrderWorkflow(ctx: CheckoutContext): Workflow<PlaceOrderState> {
  let workflow = defineWorkflow('place-order', placeOrderSteps(ctx), {
    onCompensationFailure: ({ workflow: name, step: failed, error }) =>
      ctx.log?.warn({ workflow: name, step: failed, err: error }, 'checkout compensation failed'),
  });
  for (const added of ctx.placeOrderSteps ?? []) workflow = workflow.with(added.at, ...added.steps);
  return workflow;
}

/** v2/orderdelivery: the workflow in one transaction, then the effects outside it. */
export function createPlaceOrder(ctx: CheckoutContext) {
  const { database, sessionOf, reread, publish, now } = ctx;
  const workflow = placeOrderWorkflow(ctx);
  return {
    async placeOrder(actor: Actor, input: CallInput<'v2/orderdelivery'>): Promise<CallResult<'v2/orderdelivery'>> {
      const session = sessionOf(actor);
      const placeId = placeOf(actor).id;
      const created: OrderDetail = await database.inPlace(placeId, async (tx) => {
        const state = await workflow.run({ actor, input, tx, placeId, session, instant: now() });
        return reread(tx, got(state.order, 'order'));
      });
      // After the commit (nothing here to compensate: the order stands).
      ctx.onStockChange?.(placeId);
      publish(created);
      return { order: toOrder(created, { withSecrets: true }) };
    },
  };
}
