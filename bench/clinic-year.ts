import { addDays, localParts, slotOccurrences } from '@app/domain/scheduling/rules';
import { eq, sql } from 'drizzle-orm';
import { places } from '../apps/api/src/features/places/places.tables.ts';
import { appointments, attendancies, serviceSuppliers } from '../apps/api/src/features/scheduling/scheduling.tables.ts';
import { users } from '../apps/api/src/features/users/users.tables.ts';
import { openDatabase } from '../apps/api/src/platform/db/client.ts';

export const CLINIC_SLUG = 'clinica-bem-estar';
export const BENCH_SUPPLIER = 'supplier-bench-ano';
const WEEKS = 52;
const SLOT_MINUTES = 30;

/**
 * After the demo seed, before the server starts: a professional of the demo clinic with a year of
 * 30-minute slots (weekdays 08:00–18:00, about 5,200) and every other slot booked, in every status
 * (the "a supplier with a year of slots and bookings"), so the month view and the free
 * times of a day are read over a full agenda.
 */
export async function seedClinicYear(target: { dataDir: string } | { url: string }) {
  const database = await openDatabase(
    'url' in target ? { kind: 'postgres', url: target.url } : { kind: 'pglite', dataDir: target.dataDir },
  );
  try {
    const [place] = await database.db.select({ id: places.id }).from(places).where(eq(places.slug, CLINIC_SLUG));
    const [patient] = await database.db.select({ id: users.id }).from(users).where(eq(users.phone, '11987654321'));
    if (!place || !patient) throw new Error('bench: the demo clinic and customer must be seeded first');
    const today = localParts(new Date()).date;
    await database.inPlace(place.id, async (tx) => {
      await tx.insert(serviceSuppliers).values({
        placeId: place.id,
        supplierId: BENCH_SUPPLIER,
        name: 'Dra. Agenda Cheia',
        services: [{ name: 'Consulta', duration_minutes: SLOT_MINUTES, price_cents: 20000 }],
        workingHours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '08:00', end: '18:00' })),
      });
      const slots: (typeof appointments.$inferInsert)[] = [];
      for (let d = 0; d < 7; d++) {
        const date = addDays(today, d + 1);
        const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
        if (weekday === 0 || weekday === 6) continue;
        for (let m = 8 * 60; m + SLOT_MINUTES <= 18 * 60; m += SLOT_MINUTES) {
          const hour = (n: number) =>
            `${String(Math.floor(n / 60)).padStart(2, '0')}:${String(n % 60).padStart(2, '0')}`;
          for (const t of slotOccurrences({ date, start: hour(m), end: hour(m + SLOT_MINUTES), weeks: WEEKS })) {
            slots.push({ placeId: place.id, supplierId: BENCH_SUPPLIER, startsAt: t.startsAt, endsAt: t.endsAt });
          }
        }
      }
      for (let i = 0; i < slots.length; i += 500) {
        const rows = await tx
          .insert(appointments)
          .values(slots.slice(i, i + 500))
          .returning({ id: appointments.id, startsAt: appointments.startsAt, endsAt: appointments.endsAt });
        const booked = rows.filter((_, k) => k % 2 === 0);
        if (booked.length === 0) continue;
        await tx.insert(attendancies).values(
          booked.map((slot, k) => ({
            placeId: place.id,
            supplierId: BENCH_SUPPLIER,
            appointmentId: slot.id,
            userId: patient.id,
            // Pending, scheduled and attended hold the time; every fourth is cancelled (frees it).
            status: [0, 1, 2, 3][k % 4] as number,
            startsAt: slot.startsAt,
            endsAt: slot.endsAt,
          })),
        );
      }
    });
    // A production database has statistics (autovacuum); a fresh bulk load has none yet (as
    // big-menu.ts). Without them the month read planned on the exclusion constraint's GiST index,
    // which cannot bound starts_at, and read the supplier's whole year (decision 196).
    await database.db.execute(sql`analyze appointments, attendancies`);
  } finally {
    await database.close();
  }
}

/** The clinic scenarios: a month six months ahead, and the free times of one of its weekdays. */
export function clinicScenarios() {
  const headers = { 'x-place-id': CLINIC_SLUG };
  const later = addDays(localParts(new Date()).date, 182);
  let day = later;
  while ([0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay())) day = addDays(day, 1);
  return [
    {
      name: 'appointments/month (a year of slots and bookings)',
      path: '/api/app/appointments/month',
      body: { service_supplier_id: BENCH_SUPPLIER, month: later.slice(0, 7) },
      headers,
    },
    {
      name: 'appointments/day free times (a year of slots and bookings)',
      path: '/api/app/appointments/day',
      body: { service_supplier_id: BENCH_SUPPLIER, date: day },
      headers,
    },
  ];
}
