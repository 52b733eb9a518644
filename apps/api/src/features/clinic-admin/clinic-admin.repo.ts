import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { serviceSuppliers, specialities } from '../scheduling/scheduling.tables.ts';
import { serviceTypes } from './clinic-admin.tables.ts';

/** A service type as the services read it. */
export type ServiceTypeRecord = { key: string; name: string; active: boolean };
const serviceTypeColumns = { key: serviceTypes.key, name: serviceTypes.name, active: serviceTypes.active };

/** The back office's speciality writes; every one runs inside the place's transaction (RLS). */
export function createClinicAdminRepo() {
  return {
    async insertSpeciality(q: Queryable, placeId: string, name: string, position: number | null) {
      const [row] = await q
        .insert(specialities)
        .values({
          placeId,
          name,
          position:
            position ??
            sql`(select coalesce(max(s.position) + 1, 0) from specialities s where s.place_id = ${placeId})`,
        })
        .returning({ id: specialities.id, name: specialities.name });
      return row as { id: string; name: string };
    },

    async updateSpeciality(q: Queryable, placeId: string, id: string, name: string, position: number | null) {
      const [row] = await q
        .update(specialities)
        .set(position === null ? { name } : { name, position })
        .where(and(eq(specialities.placeId, placeId), eq(specialities.id, id)))
        .returning({ id: specialities.id, name: specialities.name });
      return row ?? null;
    },

    /** Removes a speciality and takes it off every supplier listed under it. */
    async removeSpeciality(q: Queryable, placeId: string, id: string): Promise<boolean> {
      const rows = await q
        .delete(specialities)
        .where(and(eq(specialities.placeId, placeId), eq(specialities.id, id)))
        .returning({ id: specialities.id });
      if (rows.length === 0) return false;
      await q
        .update(serviceSuppliers)
        .set({ specialityIds: sql`array_remove(${serviceSuppliers.specialityIds}, ${id}::uuid)` })
        .where(and(eq(serviceSuppliers.placeId, placeId), sql`${id}::uuid = any(${serviceSuppliers.specialityIds})`));
      return true;
    },

    async listServiceTypes(q: Queryable, placeId: string, activeOnly: boolean): Promise<ServiceTypeRecord[]> {
      return q
        .select(serviceTypeColumns)
        .from(serviceTypes)
        .where(
          activeOnly
            ? and(eq(serviceTypes.placeId, placeId), eq(serviceTypes.active, true))
            : eq(serviceTypes.placeId, placeId),
        )
        .orderBy(asc(serviceTypes.position), asc(serviceTypes.name));
    },

    async serviceTypesByKeys(q: Queryable, placeId: string, keys: string[]): Promise<ServiceTypeRecord[]> {
      if (keys.length === 0) return [];
      return q
        .select(serviceTypeColumns)
        .from(serviceTypes)
        .where(and(eq(serviceTypes.placeId, placeId), inArray(serviceTypes.key, keys)))
        .orderBy(asc(serviceTypes.position), asc(serviceTypes.name));
    },

    /** The keys taken that start with `base` (to derive a new one). */
    async serviceTypeKeysLike(q: Queryable, placeId: string, base: string): Promise<string[]> {
      const rows = await q
        .select({ key: serviceTypes.key })
        .from(serviceTypes)
        .where(and(eq(serviceTypes.placeId, placeId), sql`starts_with(${serviceTypes.key}, ${base})`));
      return rows.map((r) => r.key);
    },

    async countServiceTypes(q: Queryable, placeId: string): Promise<number> {
      const [row] = await q
        .select({ n: sql<number>`count(*)::int` })
        .from(serviceTypes)
        .where(eq(serviceTypes.placeId, placeId));
      return row?.n ?? 0;
    },

    async insertServiceType(q: Queryable, placeId: string, type: ServiceTypeRecord): Promise<ServiceTypeRecord> {
      const [row] = await q
        .insert(serviceTypes)
        .values({
          placeId,
          ...type,
          position: sql`(select coalesce(max(s.position) + 1, 0) from service_types s where s.place_id = ${placeId})`,
        })
        .returning(serviceTypeColumns);
      return row as ServiceTypeRecord;
    },

    async updateServiceType(q: Queryable, placeId: string, type: ServiceTypeRecord): Promise<ServiceTypeRecord | null> {
      const [row] = await q
        .update(serviceTypes)
        .set({ name: type.name, active: type.active, updatedAt: sql`now()` })
        .where(and(eq(serviceTypes.placeId, placeId), eq(serviceTypes.key, type.key)))
        .returning(serviceTypeColumns);
      return row ?? null;
    },
  };
}
export type ClinicAdminRepo = ReturnType<typeof createClinicAdminRepo>;
