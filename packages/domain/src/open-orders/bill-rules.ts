// Splitting an open account's bill (decision 110): pure rules, cents in and out, no I/O.

export const SPLIT_MODES = ['equal', 'items', 'amount'] as const;
export type SplitMode = (typeof SPLIT_MODES)[number];

/** How many equal parts a bill may be split into. */
export const SPLIT_PARTS_MIN = 2;
export const SPLIT_PARTS_MAX = 50;

/** A part not paid within this time stops holding its share of the balance. */
export const BILL_PART_HOLD_MS = 15 * 60 * 1000;

/**
 * One equal share of a total in `parts` parts, rounded up to the cent: the shares paid one after
 * the other never fall short; the last payer pays what is left (see `partAmountCents`).
 */
export function equalShareCents(totalCents: number, parts: number): number {
  return Math.ceil(totalCents / parts);
}

/** The payer's own consumption with its service fee (the "by my items" part). */
export function ownShareCents(ownConsumptionCents: number, feeBp: number): number {
  return ownConsumptionCents + Math.round((ownConsumptionCents * feeBp) / 10_000);
}

/**
 * What a new part may take: the balance less the parts other guests are paying right now (held).
 * Never below 0.
 */
export function availableCents(balanceCents: number, heldCents: number): number {
  return Math.max(0, balanceCents - heldCents);
}

export type PartRequest =
  | { mode: 'equal'; parts: number }
  | { mode: 'items'; ownConsumptionCents: number; ownPaidCents: number }
  | { mode: 'amount'; amountCents: number };

/**
 * The part's amount, capped at what is available; `exceeds` when a typed amount is more than that
 * (refused, not silently cut). Null when nothing is left to pay.
 */
export function partAmountCents(
  req: PartRequest,
  bill: { totalCents: number; feeBp: number; availableCents: number },
): { amountCents: number; exceeds: boolean } | null {
  if (bill.availableCents <= 0) return null;
  let wanted: number;
  if (req.mode === 'equal') wanted = equalShareCents(bill.totalCents, req.parts);
  else if (req.mode === 'items') wanted = ownShareCents(req.ownConsumptionCents, bill.feeBp) - req.ownPaidCents;
  else wanted = req.amountCents;
  if (wanted <= 0) return null;
  if (req.mode === 'amount' && wanted > bill.availableCents) return { amountCents: wanted, exceeds: true };
  return { amountCents: Math.min(wanted, bill.availableCents), exceeds: false };
}
