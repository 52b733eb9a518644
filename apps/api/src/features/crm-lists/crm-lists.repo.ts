import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { serviceSuppliers, specialities } from '../scheduling/scheduling.tables.ts';
import {
  crmCampaigns,
  crmCancellationReasons,
  crmContactTypes,
  crmFirstContacts,
  crmOrganizations,
  patientOrigins,
} from './crm-lists.tables.ts';

// The CRM lists' reads and writes; every one runs inside the place's transaction (RLS) and names
// the place as well, so a query never depends on the policy alone.

export const LIST_TABLES = {
  reasons: crmCancellationReasons,
  contactTypes: crmContactTypes,
  organizations: crmOrganizations,
  campaigns: crmCampaigns,
  firstContacts: crmFirstContacts,
} as const;
export type ListTableKey = keyof typeof LIST_TABLES;
type ListTable = (typeof LIST_TABLES)[ListTableKey];
export type ListEntry<K extends ListTableKey> = (typeof LIST_TABLES)[K]['$inferSelect'];
export type ListValues<K extends ListTableKey> = Omit<
  (typeof LIST_TABLES)[K]['$inferInsert'],
  'id' | 'placeId' | 'createdAt' | 'updatedAt' | 'deletedAt'
>;
/** A patient's stored origin. */
export type OriginRecord = typeof patientOrigins.$inferSelect;
export type OriginValues = Omit<typeof patientOrigins.$inferInsert, 'placeId' | 'patientId' | 'updatedAt'>;

const whereOne = (table: ListTable, placeId: string, id: string) => and(eq(table.placeId, placeId), eq(table.id, id));

export function createCrmListsRepo() {
  return {
    async list<K extends ListTableKey>(q: Queryable, key: K, placeId: string, includeDeleted: boolean, limit: number) {
      const table: ListTable = LIST_TABLES[key];
      const rows = await q
        .select()
        .from(table)
        .where(and(eq(table.placeId, placeId), includeDeleted ? undefined : isNull(table.deletedAt)))
        .orderBy(sql`${table.deletedAt} is not null`, asc(sql`lower(${table.name})`), asc(table.id))
        .limit(limit);
      return rows as ListEntry<K>[];
    },

    async find<K extends ListTableKey>(q: Queryable, key: K, placeId: string, id: string, opts = { forUpdate: false }) {
      const table: ListTable = LIST_TABLES[key];
      const query = q
        .select()
        .from(table)
        .where(whereOne(table, placeId, id))
        .limit(1);
      const [row] = await (opts.forUpdate ? query.for('update') : query);
      return (row ?? null) as ListEntry<K> | null;
    },

    /** The ids among `ids` that are entries of the place still in use. */
    async inUse(q: Queryable, key: ListTableKey, placeId: string, ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const table: ListTable = LIST_TABLES[key];
      const rows = await q
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.placeId, placeId), inArray(table.id, ids), isNull(table.deletedAt)));
      return new Set(rows.map((r) => r.id));
    },

    async insert<K extends ListTableKey>(q: Queryable, key: K, placeId: string, values: ListValues<K>) {
      const table = LIST_TABLES[key] as typeof crmCancellationReasons;
      const [row] = await q
        .insert(table)
        .values({ ...(values as ListValues<'reasons'>), placeId })
        .returning();
      return row as ListEntry<K>;
    },

    /** Changes an entry in use (a deleted one is not changed: null). */
    async update<K extends ListTableKey>(
      q: Queryable,
      key: K,
      placeId: string,
      id: string,
      values: Partial<ListValues<K>>,
    ) {
      const table = LIST_TABLES[key] as typeof crmCancellationReasons;
      const [row] = await q
        .update(table)
        .set({ ...(values as Partial<ListValues<'reasons'>>), updatedAt: sql`now()` })
        .where(and(whereOne(table, placeId, id), isNull(table.deletedAt)))
        .returning();
      return (row ?? null) as ListEntry<K> | null;
    },

    /** Deletes (archives) or restores an entry; null when there was nothing to change. */
    async setDeleted<K extends ListTableKey>(q: Queryable, key: K, placeId: string, id: string, deleted: boolean) {
      const table = LIST_TABLES[key] as typeof crmCancellationReasons;
      const [row] = await q
        .update(table)
        .set({ deletedAt: deleted ? sql`now()` : null, updatedAt: sql`now()` })
        .where(
          and(whereOne(table, placeId, id), deleted ? isNull(table.deletedAt) : sql`${table.deletedAt} is not null`),
        )
        .returning();
      return (row ?? null) as ListEntry<K> | null;
    },

    async specialityExists(q: Queryable, placeId: string, id: string): Promise<boolean> {
      const rows = await q
        .select({ id: specialities.id })
        .from(specialities)
        .where(and(eq(specialities.placeId, placeId), eq(specialities.id, id)))
        .limit(1);
      return rows.length > 0;
    },

    async supplierExists(q: Queryable, placeId: string, supplierId: string): Promise<boolean> {
      const rows = await q
        .select({ id: serviceSuppliers.id })
        .from(serviceSuppliers)
        .where(and(eq(serviceSuppliers.placeId, placeId), eq(serviceSuppliers.supplierId, supplierId)))
        .limit(1);
      return rows.length > 0;
    },

    async origin(q: Queryable, placeId: string, patientId: string) {
      const [row] = await q
        .select()
        .from(patientOrigins)
        .where(and(eq(patientOrigins.placeId, placeId), eq(patientOrigins.patientId, patientId)))
        .limit(1);
      return row ?? null;
    },

    /** Writes a patient's origin: the given fields change, the others stay (a first write starts empty). */
    async saveOrigin(q: Queryable, placeId: string, patientId: string, values: Partial<OriginValues>) {
      const [row] = await q
        .insert(patientOrigins)
        .values({ ...values, placeId, patientId })
        .onConflictDoUpdate({ target: patientOrigins.patientId, set: { ...values, updatedAt: sql`now()` } })
        .returning();
      return row as typeof patientOrigins.$inferSelect;
    },
  };
}
export type CrmListsRepo = ReturnType<typeof createCrmListsRepo>;
