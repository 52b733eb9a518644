import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { addresses } from '../addresses/addresses.tables.ts';
import { patients } from '../patients/patients.tables.ts';
import { appointments, attendancies } from '../scheduling/scheduling.tables.ts';
import { users } from '../users/users.tables.ts';

type Booking = {
  placeId: string;
  supplierId: string;
  userId: string;
  type: number;
  status: number;
  startsAt: Date;
  endsAt: Date;
  productId: string | null;
};

/** The writes of the CRM demo that no service needs: accounts, homes and past bookings. */
export function createCrmSeedRepo() {
  return {
    async patientsNamed(tx: Tx, placeId: string, names: string[]) {
      return tx
        .select()
        .from(patients)
        .where(and(eq(patients.placeId, placeId), inArray(patients.fullName, names)));
    },

    /** A validated app account for the patient, linked to them; null when the insert gave nothing. */
    async linkAccount(
      tx: Tx,
      patient: { id: string; fullName: string; phone: string | null; email: string | null; birthdate: string | null },
    ) {
      const [user] = await tx
        .insert(users)
        .values({
          username: patient.fullName,
          phone: patient.phone,
          email: patient.email,
          birthdate: patient.birthdate,
          phoneValidated: true,
        })
        .returning({ id: users.id });
      if (!user) return null;
      await tx.update(patients).set({ userId: user.id }).where(eq(patients.id, patient.id));
      return user.id;
    },

    async insertHome(tx: Tx, home: typeof addresses.$inferInsert) {
      await tx.insert(addresses).values(home);
    },

    /** A past booking on its own inactive slot (outside the agenda's exclusion). */
    async insertPastBooking(tx: Tx, b: Booking) {
      const [slot] = await tx
        .insert(appointments)
        .values({
          placeId: b.placeId,
          supplierId: b.supplierId,
          startsAt: b.startsAt,
          endsAt: b.endsAt,
          active: false,
          seriesId: null,
          productId: b.productId,
        })
        .returning({ id: appointments.id });
      await tx.insert(attendancies).values({
        placeId: b.placeId,
        supplierId: b.supplierId,
        appointmentId: slot?.id ?? null,
        userId: b.userId,
        type: b.type,
        status: b.status,
        startsAt: b.startsAt,
        endsAt: b.endsAt,
        createdByUserId: b.userId,
      });
    },
  };
}
