import { normalizeForSearch } from '@app/domain/addresses/rules';
import { type SQL, sql } from 'drizzle-orm';

// Accent- and case-insensitive "contains" in SQL, matching normalizeForSearch on the value side.
// The letters are written into the SQL text, not sent as parameters, so the statement's expression
// is the one the trigram indexes are built on (migration 0066) and the planner can use them.

const ACCENTED = 'áàâãäéèêëíìîïóòôõöúùûüçñ';
const PLAIN = 'aaaaaeeeeiiiiooooouuuucn';
const LETTERS = sql.raw(`'${ACCENTED}', '${PLAIN}'`);

/** A column (or expression) lower-cased and without accents. */
export const plainText = (column: unknown): SQL => sql`translate(lower(${column}), ${LETTERS})`;

/** `text` with LIKE's own characters escaped, to be matched literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The column contains `text`, whatever the case and accents on either side. */
export const containsPlain = (column: unknown, text: string): SQL =>
  sql`${plainText(column)} like ${`%${escapeLike(normalizeForSearch(text))}%`}`;
