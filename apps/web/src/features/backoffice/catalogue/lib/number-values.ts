// react-hook-form `setValueAs` for the catalogue's number inputs.

/** '' → null, else the number typed (NaN when it is not one: the schema then names the field). */
export const nullableNumber = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v));
/** '' → NaN so a required number says so instead of becoming 0. */
export const requiredNumber = (v: unknown) => (v === '' || v === null || v === undefined ? Number.NaN : Number(v));
