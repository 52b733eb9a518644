import type { CallInput, CallResult } from '@app/domain';
import {
  COUPON_ERROR,
  type CouponErrorCode,
  type CouponRefusal,
  couponDiscountCents,
  couponRefusal,
  LOYALTY_COUPON_CODE,
  loyaltyDebitCents,
} from '@app/domain/coupons/rules';
import type { COUPON_TYPES } from '@app/domain/coupons/schemas';
import { ORDER_STATUS } from '@app/domain/orders/rules';
import { COUPON_LOYALTY_ERROR_CODE } from '@app/domain/shared/constants';
import { formatMessage, type Locale, type MessageKey, type MessageParams } from '@app/domain/shared/messages';
import { centsToReais, formatMoney } from '@app/domain/shared/money';
import { type Actor, placeOf } from '../../platform/actor.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Database, Tx } from '../../platform/db/client.ts';
import { sessionOf } from '../../platform/service-kit.ts';
import type { CouponPreviewArgs } from '../cart/index.ts';
import type { CashbackRepo, CashbackService } from '../cashback/index.ts';
import type { OrderRecord } from '../orders/index.ts';
import type { CouponRecord, CouponsRepo } from './coupons.repo.ts';

type WireType = (typeof COUPON_TYPES)[number];
const wireType = (row: CouponRecord): WireType =>
  row.kind === 'percent' ? 'PERCENT' : row.kind === 'flat' ? 'FLAT' : 'CASHBACK';

export type CouponPreviewResult = {
  discountCents: number;
  error: { code: CouponErrorCode; message: string } | null;
  type?: string;
};

/**
 * Coupons (docs/decisions/018): the cart preview, cupom/view, applying to and removing from a
 * pending order under row locks (the order, then the coupon), and the loyalty balance as the
 * 'CASHBACK' coupon. The coupon's use count moves in the same transaction as its coupon_uses row.
 */
export function createCouponsService(deps: {
  database: Database;
  coupons: CouponsRepo;
  cashback: CashbackService;
  cashbackRepo: CashbackRepo;
  now?: () => Date;
}) {
  const { database, coupons, cashback, cashbackRepo } = deps;
  const clock = deps.now ?? (() => new Date());
  const text = (locale: Locale, key: MessageKey, params?: MessageParams) => formatMessage(key, params, locale);
  const refusalError = (locale: Locale, refusal: CouponRefusal, coupon?: CouponRecord) =>
    new AppError(
      refusal.code,
      text(locale, refusal.key, coupon ? { value: formatMoney(coupon.minOrderCents, locale) } : undefined),
      refusal.code === COUPON_ERROR.notFound ? 404 : 400,
      { errorType: 'coupon' },
    );
  const loyaltyRefusal = (locale: Locale, minCents: number) =>
    new AppError(
      COUPON_LOYALTY_ERROR_CODE,
      text(locale, 'loyaltyBelowMin', { value: formatMoney(minCents, locale) }),
      400,
      {
        errorType: 'coupon',
      },
    );

  /** Checks a coupon for a person; `order` excludes itself from "already purchased" and per-user counts. */
  async function check(
    tx: Tx,
    coupon: CouponRecord,
    userId: string | null,
    baseCents: number | null,
    orderId?: string,
  ) {
    const usesByUser = userId ? await coupons.usesByUser(tx, coupon.id, userId, orderId) : 0;
    const hasPurchased = userId ? await coupons.hasPurchased(tx, coupon.placeId, userId, orderId) : false;
    return couponRefusal(
      {
        kind: coupon.kind,
        value: coupon.value,
        minOrderCents: coupon.minOrderCents,
        maxUses: coupon.maxUses,
        uses: coupon.uses,
        perUserLimit: coupon.perUserLimit,
        validFrom: coupon.validFrom,
        validUntil: coupon.validUntil,
        firstPurchaseOnly: coupon.firstPurchaseOnly,
        active: coupon.active,
      },
      { now: clock(), usesByUser, hasPurchased, subtotalCents: baseCents },
    );
  }

  /** Frees the order's coupon use (and gives back a loyalty debit); the order row is locked by the caller. */
  async function release(tx: Tx, order: OrderRecord): Promise<void> {
    const use = await coupons.findUse(tx, order.id);
    if (!use) return;
    if (use.couponId) {
      await coupons.findCouponById(tx, use.couponId, { forUpdate: true });
      await coupons.addUses(tx, use.couponId, -1);
    } else {
      await cashback.refundForOrder(tx, {
        placeId: order.placeId,
        userId: use.userId,
        orderId: order.id,
        amountCents: use.discountCents,
        number: order.number,
      });
    }
    await coupons.deleteUse(tx, use.id);
  }

  const moneyOf = (order: OrderRecord, code: string | null, type: WireType | null, couponCents: number) => {
    const discountCents = Math.min(order.subtotalCents, order.managerDiscountCents + couponCents);
    const totalCents = Math.max(0, order.subtotalCents + order.deliveryFeeCents - discountCents);
    return { code, type, couponCents, discountCents, totalCents };
  };
  type Money = ReturnType<typeof moneyOf>;
  const toWire = (orderId: string | null, order: OrderRecord | null, m: Money | null): CallResult<'removecoupon'> => ({
    order_id: orderId,
    cupom: m?.code ?? null,
    cupom_type: m?.type ?? null,
    subtotal: centsToReais(order?.subtotalCents ?? 0),
    delivery_fee: centsToReais(order?.deliveryFeeCents ?? 0),
    desconto: centsToReais(m?.discountCents ?? 0),
    cupom_discount: centsToReais(m?.couponCents ?? 0),
    total_payable: centsToReais(m?.totalCents ?? 0),
  });

  /**
   * Applies `code` to a pending order inside the caller's transaction (the order row already
   * locked): releases a previous coupon, locks the coupon, checks it, records the use and rewrites
   * the order's discount and total. Order creation may call this too.
   */
  async function applyToOrder(
    tx: Tx,
    args: { order: OrderRecord; userId: string; code: string; locale: Locale },
  ): Promise<Money> {
    const { order, userId, code, locale } = args;
    await release(tx, order);
    const base = Math.max(0, order.subtotalCents - order.managerDiscountCents);
    let money: Money;
    if (code === LOYALTY_COUPON_CODE) {
      const place = await cashbackRepo.findPlace(tx, order.placeId);
      if (!place?.fidelidadeEnabled) throw new AppError('loyalty_disabled', text(locale, 'loyaltyDisabled'), 400);
      const balance = await cashback.lockBalance(tx, order.placeId, userId);
      if (balance <= 0 || balance < place.cashbackMinSaqueCents)
        throw loyaltyRefusal(locale, place.cashbackMinSaqueCents);
      const amount = loyaltyDebitCents(balance, base);
      await cashback.debitForOrder(tx, {
        placeId: order.placeId,
        userId,
        orderId: order.id,
        amountCents: amount,
        number: order.number,
      });
      await coupons.insertUse(tx, {
        placeId: order.placeId,
        couponId: null,
        userId,
        orderId: order.id,
        code,
        discountCents: amount,
      });
      money = moneyOf(order, code, 'CASHBACK', amount);
    } else {
      const coupon = await coupons.findCoupon(tx, order.placeId, code, { forUpdate: true });
      if (!coupon) throw refusalError(locale, { code: COUPON_ERROR.notFound, key: 'couponNotFound' });
      const refusal = await check(tx, coupon, userId, base, order.id);
      if (refusal) throw refusalError(locale, refusal, coupon);
      const cents = couponDiscountCents(coupon, base);
      await coupons.insertUse(tx, {
        placeId: order.placeId,
        couponId: coupon.id,
        userId,
        orderId: order.id,
        code,
        discountCents: cents,
      });
      await coupons.addUses(tx, coupon.id, 1);
      money = moneyOf(order, code, wireType(coupon), cents);
    }
    await coupons.setOrderMoney(tx, order.id, {
      couponCode: money.code,
      discountCents: money.discountCents,
      totalCents: money.totalCents,
    });
    return money;
  }

  async function lockOwnPendingOrder(tx: Tx, actor: Actor, placeId: string, orderId: string, userId: string) {
    const order = await coupons.lockOrder(tx, placeId, orderId);
    if (!order || (order.userId !== userId && !actor.manager)) {
      throw new AppError('not_found', text(actor.language, 'couponOrderNotFound'), 404);
    }
    if (order.status !== ORDER_STATUS.PENDING) {
      throw new AppError('order_locked', text(actor.language, 'couponOrderLocked'), 409, { errorType: 'coupon' });
    }
    return order;
  }

  const emptyCode = (actor: Actor) =>
    new AppError('coupon_empty', text(actor.language, 'couponEmpty'), 400, {
      errorType: 'validation',
      extra: { field: 'code' },
    });

  return {
    applyToOrder,
    release,

    /** ordercartproductvalidate's coupon line (no lock, nothing written). */
    async preview(tx: Tx, args: CouponPreviewArgs): Promise<CouponPreviewResult> {
      const code = args.code.trim().toUpperCase();
      const locale: Locale = args.locale ?? 'pt-BR';
      if (code === '')
        return { discountCents: 0, error: { code: COUPON_ERROR.notFound, message: text(locale, 'couponEmpty') } };
      if (code === LOYALTY_COUPON_CODE) {
        const place = await cashbackRepo.findPlace(tx, args.placeId);
        const balance = args.userId ? await cashback.readBalance(tx, args.placeId, args.userId) : 0;
        const min = place?.cashbackMinSaqueCents ?? 0;
        if (!place?.fidelidadeEnabled || balance <= 0 || balance < min) {
          return {
            discountCents: 0,
            type: 'CASHBACK',
            error: {
              code: COUPON_LOYALTY_ERROR_CODE,
              message: text(locale, 'loyaltyBelowMin', { value: formatMoney(min, locale) }),
            },
          };
        }
        return { discountCents: loyaltyDebitCents(balance, args.subtotalCents), error: null, type: 'CASHBACK' };
      }
      const coupon = await coupons.findCoupon(tx, args.placeId, code);
      if (!coupon)
        return { discountCents: 0, error: { code: COUPON_ERROR.notFound, message: text(locale, 'couponNotFound') } };
      const refusal = await check(tx, coupon, args.userId, args.subtotalCents);
      if (refusal) {
        return {
          discountCents: 0,
          type: wireType(coupon),
          error: {
            code: refusal.code,
            message: text(locale, refusal.key, { value: formatMoney(coupon.minOrderCents, locale) }),
          },
        };
      }
      return { discountCents: couponDiscountCents(coupon, args.subtotalCents), error: null, type: wireType(coupon) };
    },

    /** orderHooks.delivered: a CASHBACK-kind coupon credits its value to the ledger. */
    async onOrderDelivered(tx: Tx, order: OrderRecord): Promise<void> {
      if (!order.userId || order.anonymous) return;
      const use = await coupons.findUse(tx, order.id);
      if (!use?.couponId) return;
      const coupon = await coupons.findCouponById(tx, use.couponId);
      if (coupon?.kind !== 'cashback') return;
      const place = await cashbackRepo.findPlace(tx, order.placeId);
      if (!place || (await cashbackRepo.hasEntry(tx, place.id, order.id, 'adjustment'))) return;
      await cashback.credit(tx, place, {
        userId: order.userId,
        amountCents: coupon.value,
        kind: 'adjustment',
        orderId: order.id,
        description: `Cupom ${coupon.code} no pedido #${order.number}`,
      });
    },

    async viewCoupon(actor: Actor, input: CallInput<'cupom/view'>): Promise<CallResult<'cupom/view'>> {
      const { userId } = sessionOf(actor);
      const placeId = placeOf(actor).id;
      if (input.code === '') throw emptyCode(actor);
      return database.inPlace(placeId, async (tx) => {
        const coupon = await coupons.findCoupon(tx, placeId, input.code);
        if (!coupon) {
          // A friend's share coupon: no discount, it records who referred this person.
          const referrer = await cashbackRepo.findMemberByShareCupom(tx, placeId, input.code);
          if (!referrer) throw refusalError(actor.language, { code: COUPON_ERROR.notFound, key: 'couponNotFound' });
          if (referrer.userId === userId) {
            throw refusalError(actor.language, { code: COUPON_ERROR.ownReferral, key: 'couponOwnReferral' });
          }
          let saved = false;
          if (input.save) {
            const member = await cashbackRepo.lockMember(tx, placeId, userId);
            await cashbackRepo.setMember(tx, member.id, {
              inviteCupom: input.code,
              ...(member.referredBy ? {} : { referredBy: input.code }),
            });
            saved = true;
          }
          return {
            cupom: {
              code: input.code,
              type: 'REFERRAL' as const,
              description: null,
              value: 0,
              min_order: 0,
              valid_until: null,
              first_purchase_only: false,
            },
            saved,
          };
        }
        const refusal = await check(tx, coupon, userId, null);
        if (refusal) throw refusalError(actor.language, refusal, coupon);
        if (input.save) {
          const member = await cashbackRepo.lockMember(tx, placeId, userId);
          await cashbackRepo.setMember(tx, member.id, { inviteCupom: coupon.code });
        }
        return {
          cupom: {
            code: coupon.code,
            type: wireType(coupon),
            description: coupon.description,
            value: coupon.kind === 'percent' ? coupon.value / 100 : centsToReais(coupon.value),
            min_order: centsToReais(coupon.minOrderCents),
            valid_until: coupon.validUntil?.toISOString() ?? null,
            first_purchase_only: coupon.firstPurchaseOnly,
          },
          saved: input.save === true,
        };
      });
    },

    async addCouponToOrder(
      actor: Actor,
      input: CallInput<'v2/orderdeliverycupom'>,
    ): Promise<CallResult<'v2/orderdeliverycupom'>> {
      const { userId } = sessionOf(actor);
      const placeId = placeOf(actor).id;
      const code = input.cupom_type === 'CASHBACK' ? LOYALTY_COUPON_CODE : input.cupom;
      if (code === '') throw emptyCode(actor);
      return database.inPlace(placeId, async (tx) => {
        const order = await lockOwnPendingOrder(tx, actor, placeId, input.order_id, userId);
        const money = await applyToOrder(tx, { order, userId: order.userId ?? userId, code, locale: actor.language });
        return toWire(order.id, order, money);
      });
    },

    async removeCouponFromOrder(actor: Actor, input: CallInput<'removecoupon'>): Promise<CallResult<'removecoupon'>> {
      const { userId } = sessionOf(actor);
      const placeId = placeOf(actor).id;
      return database.inPlace(placeId, async (tx) => {
        let order: OrderRecord | null;
        if (input.order_id) order = await lockOwnPendingOrder(tx, actor, placeId, input.order_id, userId);
        else {
          order = await coupons.latestOrderWithCoupon(tx, placeId, userId);
          if (order && order.status !== ORDER_STATUS.PENDING) order = null;
        }
        // Nothing on the server to undo: the cart's coupon lives in the browser.
        if (!order) return toWire(null, null, null);
        await release(tx, order);
        const money = moneyOf(order, null, null, 0);
        await coupons.setOrderMoney(tx, order.id, {
          couponCode: null,
          discountCents: money.discountCents,
          totalCents: money.totalCents,
        });
        return toWire(order.id, order, money);
      });
    },
  };
}
export type CouponsService = ReturnType<typeof createCouponsService>;
