import { z } from 'zod';
import { boundedDay } from '../shared/bounds.ts';
import { plainText } from '../shared/zod-rules.ts';

// Who referred whom (decision 118): the referred-by dialog's salesman search and the list of
// indications of a place.

/** searchsalesman: a referral code, or 3+ letters of a staff member's or professional's name. */
export const SearchSalesmanBody = z.object({ code: plainText(60) });
export const Salesman = z.object({
  /** What referred_by stores: the person's referral code (or the professional's id). */
  code: z.string(),
  name: z.string(),
  /** A professional (service supplier) of the place. */
  supplier: z.boolean(),
});
export const SearchSalesmanResponse = z.object({ salesmen: z.array(Salesman) });

/** The most indications one list answers (newest first). */
export const INDICATIONS_MAX = 500;

export const IndicationsListBody = z.object({
  /** Customers who joined the place from this day (YYYY-MM-DD)… */
  begin: boundedDay('fieldBegin').optional(),
  /** …to this day, inclusive. */
  end: boundedDay('fieldEnd').optional(),
});
export const Indication = z.object({
  user_id: z.string(),
  username: z.string(),
  referred_by: z.string(),
  /** The referrer's name, when the code is someone's at this place. */
  referrer_name: z.string().nullable(),
  since: z.string(),
  orders: z.number().int(),
});
export const IndicationsListResponse = z.object({
  indications: z.array(Indication),
  totals: z.array(z.object({ referred_by: z.string(), referrer_name: z.string().nullable(), count: z.number().int() })),
  has_more: z.boolean(),
});
