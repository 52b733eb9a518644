import { randomBytes } from 'node:crypto';
import type { CallInput, CallResult } from '@app/domain';
import { asksForPickup, ORDER_STATUS } from '@app/domain/orders/rules';
import { budgetPaymentType, ONLINE_PAYMENT_TYPES, PAYMENT_TYPE } from '@app/domain/payments/rules';
import { isPlaceOpen } from '@app/domain/places/hours';
import { COUPON_OK_CODE } from '@app/domain/shared/constants';
import { type Actor, placeOf } from '../../platform/actor.ts';
import { AppError } from '../../platform/app-error.ts';
import { checkCustomerFields } from './checkout-customer-fields.ts';
import { toOrder } from './order-view.ts';
import type { OrdersContext } from './orders.context.ts';

/**
 * Placing an order (v2/orderdelivery): one transaction that checks the place, the customer and
 * the delivery choice, takes stock under row locks, writes the order and applies its coupon.
 */
export function createPlaceOrder(ctx: OrdersContext) {
  const { database, orders, sessionOf, refusal, fieldError, isStaff, staffWho, reread, publish, now, t } = ctx;
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
        // Ordering is what makes a customer of the place (the back office lists them from then on).
        await ctx.joinPlace?.(tx, placeId, session.userId);
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
        const customer = checkCustomerFields(ctx, actor, place, input);
        // An order meant to be paid online is refused up front when online payment is not available
        // to this customer (spec 1 §6: block_app_payment, first_purchase_block), before any stock moves.
        // A budget (staff only) is paid by link whatever was chosen.
        const intended = budgetPaymentType(
          input.payment_type ?? PAYMENT_TYPE.UNSET,
          !!manager && input.budget === true,
        );
        if (ONLINE_PAYMENT_TYPES.includes(intended)) {
          if (!ctx.onlinePayment) throw fieldError(actor, 'payment_type', 'paymentUnavailable');
          await ctx.onlinePayment(tx, actor, {
            paymentType: intended,
            installments: undefined,
            totalCents: 0,
            customerId: session.userId,
          });
        }

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

        let scheduledFor: Date | null = null;
        if (input.deliveryagenda_date) {
          scheduledFor = new Date(input.deliveryagenda_date);
          if (ctx.slotCheck) {
            await ctx.slotCheck(tx, {
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
        const cart = await ctx.cart.price(tx, actor, place, input, { forUpdate: true });
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
        if (ctx.applyCoupon && cart.coupon.code) {
          const { error, errorCode } = cart.coupon;
          if (error && errorCode !== COUPON_OK_CODE) {
            throw new AppError(errorCode, error, 409, { errorType: 'coupon' });
          }
          await ctx.applyCoupon(tx, { order, userId: session.userId, code: cart.coupon.code, locale: actor.language });
        }
        return reread(tx, order);
      });
      ctx.onStockChange?.(placeId);
      publish(created);
      return { order: toOrder(created, { withSecrets: true }) };
    },
  };
}
