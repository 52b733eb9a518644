// Open accounts (tables, tabs, rooms, chalets): the pure rules both sides apply (spec 1 §2, §4;
// docs/decisions/070). No I/O and no zod here.

/** The kinds of consume place (the same list as the place settings' consume_places). */
export const OPEN_ORDER_KINDS = ['table', 'tab', 'room', 'chalet'] as const;
export type ConsumeKind = (typeof OPEN_ORDER_KINDS)[number];

/** An open account's status: 1 open, 7 closed (spec 1 §3: "for open orders 7 means paid"). */
export const OPEN_ORDER_STATUS = { OPEN: 1, CLOSED: 7 } as const;

/** The place's service fee when it sets none: 10 % (in hundredths of a percent, 1000 = 10 %). */
export const DEFAULT_SERVICE_FEE_BP = 1000;
/** The most a guest may tip: 30 % of the consumption. */
export const SERVICE_FEE_MAX_BP = 3000;

/** Invite codes: six characters without look-alikes (no 0/O, 1/I/L), read aloud at the table. */
export const INVITE_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const INVITE_CODE_LENGTH = 6;
/**
 * Table codes (decision 186): four characters of the same alphabet, printed beside a spot's QR
 * code; the first guest of a free spot types it, so the QR's link alone opens nothing.
 */
export const TABLE_CODE_LENGTH = 4;

/** A typed code as compared: uppercase, spaces and dashes dropped. */
export function normaliseInviteCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]+/g, '');
}

/** A table/tab number as typed: trimmed, inner spaces collapsed; compared case-insensitively. */
export function normaliseNumber(value: string): string {
  return value.trim().replace(/\s+/g, ' ');
}

type ConsumePlaceLike = { _id: string; kind: ConsumeKind; name: string; active: boolean };

/**
 * The consume place a typed number names: its exact name ('Mesa 5', any case) or the number at the
 * end of its name ('5' → 'Mesa 5'), among the active places of that kind. Null when none matches.
 */
export function matchConsumePlace<T extends ConsumePlaceLike>(
  places: readonly T[],
  kind: ConsumeKind,
  number: string,
): T | null {
  const wanted = normaliseNumber(number).toLowerCase();
  if (!wanted) return null;
  const ofKind = places.filter((p) => p.active && p.kind === kind);
  const exact = ofKind.find((p) => normaliseNumber(p.name).toLowerCase() === wanted);
  if (exact) return exact;
  return ofKind.find((p) => (/(\S+)$/.exec(normaliseNumber(p.name))?.[1] ?? '').toLowerCase() === wanted) ?? null;
}

/** The service fee on a consumption, rounded to the cent. */
export function serviceFeeCents(consumptionCents: number, feeBp: number): number {
  return Math.round((consumptionCents * feeBp) / 10_000);
}

export type BillFacts = { consumptionCents: number; feeBp: number; paidCents: number };

/** The bill: what was consumed, the fee, the total, what was paid and what is left (never below 0). */
export function billTotals(b: BillFacts) {
  const feeCents = serviceFeeCents(b.consumptionCents, b.feeBp);
  const totalCents = b.consumptionCents + feeCents;
  return {
    consumptionCents: b.consumptionCents,
    feeCents,
    totalCents,
    paidCents: b.paidCents,
    balanceCents: Math.max(0, totalCents - b.paidCents),
  };
}
