import { randomUUID } from 'node:crypto';
import { addDays, localParts, minutesOf, slotOccurrences } from '@app/domain/scheduling/rules';
import type { Tx } from '../../platform/db/client.ts';
import { createSchedulingRepo } from './scheduling.repo.ts';
import type { SupplierServiceJson, WorkingHoursJson } from './scheduling.tables.ts';

const CLINIC = 'clinica-bem-estar';
const WEEKS = 5;

type DemoSupplier = {
  id: string;
  name: string;
  bio: string;
  specialities: string[];
  services: SupplierServiceJson[];
  /** Minutes per slot (the first consultation's length). */
  slotMinutes: number;
  hours: WorkingHoursJson[];
};

const weekdays = (days: number[], start: string, end: string) => days.map((weekday) => ({ weekday, start, end }));

/** The clinic's people and hours, as a small multi-speciality clinic in São Paulo runs. */
const demoSuppliers: DemoSupplier[] = [
  {
    id: 'supplier-pedro',
    name: 'Dr. Pedro Henrique Albuquerque Prestes',
    bio: 'Dermatologista (CRM-SP 123456), membro da Sociedade Brasileira de Dermatologia. Atende dermatologia clínica e estética há 15 anos.',
    specialities: ['Dermatologia'],
    services: [
      { name: 'Consulta dermatológica', duration_minutes: 40, price_cents: 35000 },
      { name: 'Retorno de consulta', duration_minutes: 40, price_cents: 0 },
      { name: 'Limpeza de pele', duration_minutes: 60, price_cents: 18000 },
    ],
    slotMinutes: 40,
    hours: [...weekdays([1, 2, 3, 4, 5], '08:00', '12:00'), ...weekdays([1, 3, 5], '14:00', '18:00')],
  },
  {
    id: 'supplier-beatriz',
    name: 'Dra. Beatriz Lacerda Fontes de Oliveira',
    bio: 'Dermatologista com foco em procedimentos estéticos: peelings, tratamento de manchas e rejuvenescimento.',
    specialities: ['Dermatologia'],
    services: [
      { name: 'Consulta dermatológica', duration_minutes: 60, price_cents: 38000 },
      { name: 'Peeling químico', duration_minutes: 60, price_cents: 42000 },
    ],
    slotMinutes: 60,
    hours: [...weekdays([2, 4], '13:00', '19:00'), ...weekdays([6], '08:00', '12:00')],
  },
  {
    id: 'supplier-camila',
    name: 'Camila Nogueira Brandão',
    bio: 'Nutricionista (CRN-3 54321), especialista em nutrição clínica e esportiva. Planos alimentares com acompanhamento mensal.',
    specialities: ['Nutrição'],
    services: [
      { name: 'Consulta nutricional', duration_minutes: 50, price_cents: 28000 },
      { name: 'Retorno nutricional', duration_minutes: 50, price_cents: 12000 },
    ],
    slotMinutes: 50,
    hours: weekdays([1, 2, 3, 4], '09:00', '17:20'),
  },
  {
    id: 'supplier-rafael',
    name: 'Rafael Tavares Monteiro',
    bio: 'Fisioterapeuta dermatofuncional (CREFITO-3 98765): drenagem linfática, pós-operatório e reabilitação.',
    specialities: ['Fisioterapia dermatofuncional'],
    services: [
      { name: 'Drenagem linfática', duration_minutes: 50, price_cents: 15000 },
      { name: 'Sessão de fisioterapia pós-operatória', duration_minutes: 50, price_cents: 17000 },
    ],
    slotMinutes: 50,
    hours: [...weekdays([1, 2, 3, 4, 5], '07:00', '11:10'), ...weekdays([2, 4], '15:00', '19:10')],
  },
];

const toHour = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The clinic's specialities, four suppliers (Dr. Pedro has the demo supplier login), a month of
 * weekly slots from tomorrow on, a week of past slots, and the demo customer's bookings in every
 * status: pending and confirmed ahead, attended, cancelled and a no-show behind.
 */
export async function seedDemoScheduling(tx: Tx, place: { id: string; slug: string }, customerId: string) {
  if (place.slug !== CLINIC) return;
  const repo = createSchedulingRepo();
  const specialityIds = new Map<string, string>();
  for (const [position, name] of ['Dermatologia', 'Nutrição', 'Fisioterapia dermatofuncional'].entries()) {
    specialityIds.set(name, (await repo.insertSpeciality(tx, place.id, name, position)).id);
  }
  const today = localParts(new Date()).date;
  const firstSlots = new Map<string, { id: string; startsAt: Date; endsAt: Date }[]>();
  const pastSlots = new Map<string, { id: string; startsAt: Date; endsAt: Date }[]>();
  for (const s of demoSuppliers) {
    await repo.upsertSupplier(tx, place.id, s.id, {
      name: s.name,
      photo: null,
      bio: s.bio,
      specialityIds: s.specialities.flatMap((n) => specialityIds.get(n) ?? []),
      services: s.services,
      workingHours: s.hours,
      associatedSupplierIds: [],
      splitsAssociatedIds: [],
      active: true,
    });
    const rows: Parameters<typeof repo.insertSlots>[1] = [];
    const past: Parameters<typeof repo.insertSlots>[1] = [];
    for (const h of s.hours) {
      // The first day of that weekday after today, and the same weekday two and three weeks before it.
      const todayWeekday = new Date(`${today}T12:00:00Z`).getUTCDay();
      const ahead = (h.weekday - todayWeekday + 7) % 7 || 7;
      const first = addDays(today, ahead);
      const seriesId = randomUUID();
      for (let m = minutesOf(h.start); m + s.slotMinutes <= minutesOf(h.end); m += s.slotMinutes) {
        const times = { start: toHour(m), end: toHour(m + s.slotMinutes) };
        for (const t of slotOccurrences({ date: first, ...times, weeks: WEEKS })) {
          rows.push({ placeId: place.id, supplierId: s.id, ...t, seriesId, productId: null });
        }
        for (const t of slotOccurrences({ date: addDays(first, -21), ...times, weeks: 2 })) {
          past.push({ placeId: place.id, supplierId: s.id, ...t, seriesId: null, productId: null });
        }
      }
    }
    const inserted = await repo.insertSlots(tx, rows);
    firstSlots.set(
      s.id,
      inserted.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime()),
    );
    const before = await repo.insertSlots(tx, past);
    pastSlots.set(
      s.id,
      before.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime()),
    );
  }
  const book = async (
    supplierId: string,
    slot: { id: string; startsAt: Date; endsAt: Date } | undefined,
    type: number,
    status: number,
    notes: string | null,
  ) => {
    if (!slot) return;
    const row = await repo.insertAttendancy(tx, {
      placeId: place.id,
      supplierId,
      appointmentId: slot.id,
      userId: customerId,
      type,
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
      notes,
      createdByUserId: customerId,
    });
    if (status !== 0) await repo.updateAttendancy(tx, place.id, row.id, { status });
  };
  await book('supplier-pedro', firstSlots.get('supplier-pedro')?.[1], 0, 0, 'Manchas no rosto depois do verão.');
  await book('supplier-camila', firstSlots.get('supplier-camila')?.[3], 0, 1, null);
  await book('supplier-pedro', pastSlots.get('supplier-pedro')?.[2], 0, 2, null);
  await book('supplier-beatriz', pastSlots.get('supplier-beatriz')?.[0], 2, 3, 'Remarcar depois das férias.');
  await book('supplier-rafael', pastSlots.get('supplier-rafael')?.[1], 0, 0, null);
  await book('supplier-pedro', firstSlots.get('supplier-pedro')?.[14], 1, 1, 'Retorno da consulta dermatológica.');
}
