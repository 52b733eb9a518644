// São Paulo's UTC offset as the page was sent with it (decision 254), apart from hours.ts so that the
// web's entry sets it without bundling the hours rules.

/** São Paulo's UTC offset in minutes, known to hold for every instant in [from, until) (epoch ms). */
export type BrazilOffset = { minutes: number; from: number; until: number };

let known: BrazilOffset | null = null;

/** The offset the page came with (the web's boot data), or null to ask the tz database again. */
export function setKnownBrazilOffset(offset: BrazilOffset | null): void {
  known = offset;
}

export const knownBrazilOffset = (): BrazilOffset | null => known;

/** A well-formed offset from outside (the page's JSON), or null. */
export function parseBrazilOffset(value: unknown): BrazilOffset | null {
  if (!value || typeof value !== 'object') return null;
  const { minutes, from, until } = value as Record<string, unknown>;
  const valid =
    Number.isInteger(minutes) &&
    Math.abs(minutes as number) <= 14 * 60 &&
    Number.isFinite(from) &&
    Number.isFinite(until) &&
    (from as number) < (until as number);
  return valid ? { minutes: minutes as number, from: from as number, until: until as number } : null;
}
