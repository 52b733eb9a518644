import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { serviceSuppliers, specialities } from '../scheduling/scheduling.tables.ts';

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
  };
}
export type ClinicAdminRepo = ReturnType<typeof createClinicAdminRepo>;
