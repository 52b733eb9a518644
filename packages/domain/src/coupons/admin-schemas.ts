import { z } from 'zod';
import { type SettingsFieldName, settingsMessage as say } from '../places/settings-messages.ts';
import { intField, moneyField } from '../places/settings-schemas.ts';
import { brDate, DAY_MAX, DAY_MIN, isCalendarDay } from '../shared/bounds.ts';
import { plainText } from '../shared/zod-rules.ts';
import { COUPON_KINDS } from './rules.ts';

// Coupon administration: list, create, edit and disable a place's coupons.
// Percent values are 0..100 on the wire (basis points in the database); money in reais.
// Dates are São Paulo calendar days 'YYYY-MM-DD': valid from the start of the first, until the end
// of the last. Decision 029.

/** A calendar day from 2000-01-01 to 2100-12-31 (decision 051), or '' for none. */
const day = (name: SettingsFieldName) =>
  z
    .string()
    .max(10, say(name, 'dateInvalid'))
    .refine((v) => v === '' || isCalendarDay(v), say(name, 'dateInvalid'))
    .refine(
      (v) => v === '' || !isCalendarDay(v) || (v >= DAY_MIN && v <= DAY_MAX),
      say(name, 'dateRange', { min: brDate(DAY_MIN), max: brDate(DAY_MAX) }),
    )
    .transform((v) => (v === '' ? null : v))
    .nullable();

export const CouponInput = z
  .object({
    code: z
      .string()
      .max(30, say('couponCode', 'maxChars', { n: 30 }))
      .transform((v) => v.trim().toUpperCase())
      .refine((v) => /^[A-Z0-9_-]{3,30}$/.test(v), say('couponCode', 'codeFormat'))
      .refine((v) => v !== 'CASHBACK', say('couponCode', 'codeReserved')),
    kind: z.enum(COUPON_KINDS),
    /** Percent (0..100) for 'percent'; reais for 'flat' and 'cashback'. */
    value: moneyField('couponValue').refine((v) => v > 0, say('couponValue', 'positive')),
    description: plainText(200)
      .transform((v) => (v.trim() === '' ? null : v.trim()))
      .nullable(),
    min_order: moneyField('couponMinOrder'),
    /** 0 = unlimited. */
    max_uses: intField('couponMaxUses', 0, 1_000_000),
    /** 0 = unlimited. */
    per_user_limit: intField('couponPerUser', 0, 1000),
    valid_from: day('couponFrom'),
    valid_until: day('couponUntil'),
    first_purchase_only: z.boolean(),
    active: z.boolean(),
  })
  .superRefine((c, ctx) => {
    if (c.kind === 'percent' && c.value > 100) {
      ctx.addIssue({
        code: 'custom',
        message: say('couponValue', 'percentMax'),
        path: ['value'],
      });
    }
    if (c.valid_from && c.valid_until && c.valid_until < c.valid_from) {
      ctx.addIssue({
        code: 'custom',
        message: say('couponUntil', 'dateOrder'),
        path: ['valid_until'],
      });
    }
  });
export type CouponInput = z.infer<typeof CouponInput>;
export type CouponInputForm = z.input<typeof CouponInput>;

export const AdminCoupon = z.object({
  _id: z.string(),
  code: z.string(),
  kind: z.enum(COUPON_KINDS),
  value: z.number(),
  description: z.string().nullable(),
  min_order: z.number(),
  max_uses: z.number().int(),
  uses: z.number().int(),
  per_user_limit: z.number().int(),
  valid_from: z.string().nullable(),
  valid_until: z.string().nullable(),
  first_purchase_only: z.boolean(),
  active: z.boolean(),
});
export type AdminCoupon = z.infer<typeof AdminCoupon>;

export const CouponListBody = z.object({});
export const CouponListResponse = z.object({ coupons: z.array(AdminCoupon) });
export const CouponCreateBody = CouponInput;
export const CouponUpdateBody = z.object({ _id: z.string().uuid(), coupon: CouponInput });
export const CouponSetActiveBody = z.object({ _id: z.string().uuid(), active: z.boolean() });
export const CouponResponse = z.object({ coupon: AdminCoupon });
