// Postgres answers a lost race on a unique index with 23505; drizzle may wrap the driver's error.

/** A unique violation of the given constraint (a concurrent save won the race). */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const inner = e?.cause ?? e;
  return inner?.code === '23505' && (inner.constraint === constraint || String(error).includes(constraint));
}

/** An exclusion-constraint violation (23P01) of the given constraint: an overlapping range exists. */
export function isExclusionViolation(error: unknown, constraint: string): boolean {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const inner = e?.cause ?? e;
  return inner?.code === '23P01' && (inner.constraint === constraint || String(error).includes(constraint));
}
