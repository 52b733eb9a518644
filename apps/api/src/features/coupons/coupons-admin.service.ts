import type { CallInput, CallResult } from '@app/domain';
import type { AdminCoupon, CouponInput } from '@app/domain/coupons/admin-schemas';
import { settingsMessage } from '@app/domain/places/settings-messages';
import { type Actor, placeOf } from '../../platform/actor.ts';
import { AppError, notFound } from '../../platform/app-error.ts';
import type { Database, Tx } from '../../platform/db/client.ts';
import type { CouponRecord } from './coupons.repo.ts';
import type { CouponsAdminRepo, CouponValues } from './coupons-admin.repo.ts';

// Coupon administration (decision 029). Dates are São Paulo days (UTC−03:00 all year).

const OFFSET = '-03:00';
const dayStart = (day: string) => new Date(`${day}T00:00:00.000${OFFSET}`);
const dayEnd = (day: string) => new Date(`${day}T23:59:59.999${OFFSET}`);
const localDay = (at: Date) => new Date(at.getTime() - 3 * 3_600_000).toISOString().slice(0, 10);

export function toAdminCoupon(row: CouponRecord): AdminCoupon {
  return {
    _id: row.id,
    code: row.code,
    kind: row.kind,
    // Basis points (percent) and cents (flat, cashback) are both hundredths of the wire value.
    value: row.value / 100,
    description: row.description,
    min_order: row.minOrderCents / 100,
    max_uses: row.maxUses,
    uses: row.uses,
    per_user_limit: row.perUserLimit,
    valid_from: row.validFrom ? localDay(row.validFrom) : null,
    valid_until: row.validUntil ? localDay(row.validUntil) : null,
    first_purchase_only: row.firstPurchaseOnly,
    active: row.active,
  };
}

function toValues(input: CouponInput): CouponValues {
  return {
    code: input.code,
    kind: input.kind,
    value: Math.round(input.value * 100),
    description: input.description,
    minOrderCents: Math.round(input.min_order * 100),
    maxUses: input.max_uses,
    perUserLimit: input.per_user_limit,
    validFrom: input.valid_from ? dayStart(input.valid_from) : null,
    validUntil: input.valid_until ? dayEnd(input.valid_until) : null,
    firstPurchaseOnly: input.first_purchase_only,
    active: input.active,
  };
}

const duplicate = (code: string) =>
  new AppError('validation', settingsMessage('couponCode', 'codeTaken', { code }), 400, {
    errorType: 'validation',
    extra: { field: 'code' },
  });

export function createCouponsAdminService(deps: { database: Database; repo: CouponsAdminRepo }) {
  const { repo } = deps;
  const inPlace = <T>(actor: Actor, fn: (tx: Tx, placeId: string) => Promise<T>) => {
    const placeId = placeOf(actor).id;
    return deps.database.inPlace(placeId, (tx) => fn(tx, placeId));
  };
  async function assertFreeCode(tx: Tx, placeId: string, code: string, exceptId?: string) {
    const other = await repo.findByCode(tx, placeId, code);
    if (other && other.id !== exceptId) throw duplicate(code);
  }
  return {
    listCoupons: (actor: Actor): Promise<CallResult<'admin/coupons/list'>> =>
      inPlace(actor, async (tx, placeId) => ({ coupons: (await repo.list(tx, placeId)).map(toAdminCoupon) })),

    createCoupon: (
      actor: Actor,
      input: CallInput<'admin/coupons/create'>,
    ): Promise<CallResult<'admin/coupons/create'>> =>
      inPlace(actor, async (tx, placeId) => {
        await assertFreeCode(tx, placeId, input.code);
        return { coupon: toAdminCoupon(await repo.insert(tx, { placeId, ...toValues(input) })) };
      }),

    updateCoupon: (
      actor: Actor,
      input: CallInput<'admin/coupons/update'>,
    ): Promise<CallResult<'admin/coupons/update'>> =>
      inPlace(actor, async (tx, placeId) => {
        const row = await repo.find(tx, placeId, input._id);
        if (!row) throw notFound('Cupom não encontrado.');
        await assertFreeCode(tx, placeId, input.coupon.code, row.id);
        return { coupon: toAdminCoupon(await repo.update(tx, row.id, toValues(input.coupon))) };
      }),

    setCouponActive: (
      actor: Actor,
      input: CallInput<'admin/coupons/setactive'>,
    ): Promise<CallResult<'admin/coupons/setactive'>> =>
      inPlace(actor, async (tx, placeId) => {
        const row = await repo.find(tx, placeId, input._id);
        if (!row) throw notFound('Cupom não encontrado.');
        return { coupon: toAdminCoupon(await repo.update(tx, row.id, { active: input.active })) };
      }),
  };
}
export type CouponsAdminService = ReturnType<typeof createCouponsAdminService>;
