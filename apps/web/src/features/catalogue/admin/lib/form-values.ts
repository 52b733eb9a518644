// react-hook-form values of the catalogue's inputs: numbers and comma-separated lists.

/** '' → null, else the number typed (NaN when it is not one: the schema then names the field). */
export const nullableNumber = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v));
/** '' → NaN so a required number says so instead of becoming 0. */
export const requiredNumber = (v: unknown) => (v === '' || v === null || v === undefined ? Number.NaN : Number(v));

/** 'Tradicionais, Especiais' → ['Tradicionais', 'Especiais'] (empty parts dropped). */
export const commaList = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
