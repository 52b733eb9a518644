import { type AnyColumn, and, eq, getTableColumns, gte, type InferSelectModel, lt, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

// Conditions the repositories write again and again, named once.

type Matchable<T extends PgTable> = {
  [K in keyof InferSelectModel<T>]?: NonNullable<InferSelectModel<T>[K]>;
};

/**
 * Rows of `table` whose columns equal these values, e.g. `matching(orders, { placeId, id })`.
 * A missing value throws rather than dropping its condition: a query that silently lost its
 * `placeId` would read another place's rows.
 */
export function matching<T extends PgTable>(table: T, values: Matchable<T>): SQL {
  const columns: Record<string, AnyColumn> = getTableColumns(table);
  const conditions = Object.entries(values).map(([key, value]) => {
    const column = columns[key];
    if (!column || value === undefined || value === null) throw new Error(`matching: no value for ${key}`);
    return eq(column, value);
  });
  const all = and(...conditions);
  if (!all) throw new Error('matching: no condition');
  return all;
}

/** A time column inside [from, to): the half-open range every report and agenda query uses. */
export const within = (column: AnyColumn, from: Date, to: Date): SQL => and(gte(column, from), lt(column, to)) as SQL;
