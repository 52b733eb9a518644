import type { ProcedureEntry, SurgeryEntry } from '@app/domain/patients/record-items-schemas';
import type { TimelineItem } from '@app/domain/patients/schemas';
import type { ProcedureData, SurgeryData } from './record-items.repo.ts';

// Surgeries and procedures to the wire, and as items of the patient's timeline (decision 137).

const TITLE_MAX = 80;
const short = (text: string) => (text.length > TITLE_MAX ? `${text.slice(0, TITLE_MAX - 1)}…` : text);

const signature = (r: SurgeryData | ProcedureData) => ({
  _id: r.id,
  patient_id: r.patientId,
  addendum_to: r.addendumTo,
  service_supplier_id: r.supplierId,
  author_name: r.authorName,
  signed_at: r.signedAt.toISOString(),
});

export function surgeryView(r: SurgeryData): SurgeryEntry {
  return {
    ...signature(r),
    surgery_type: r.surgeryType,
    surgery_local: r.surgeryLocal,
    surgery_date: r.day,
    start_time: r.startTime,
    observations: r.observations,
  };
}

export function procedureView(r: ProcedureData): ProcedureEntry {
  return {
    ...signature(r),
    procedure_type: r.procedureType,
    date: r.day,
    hour: r.hour,
    region: r.region,
    product: r.product,
    lot: r.lot,
    quantity: r.quantity === null ? null : Number(r.quantity),
    unit: r.unit as ProcedureEntry['unit'],
    technique: r.technique,
    notes: r.notes,
  };
}

function addendaCount(rows: { id: string; addendumTo: string | null }[]) {
  const counts = new Map<string, number>();
  for (const r of rows) if (r.addendumTo) counts.set(r.addendumTo, (counts.get(r.addendumTo) ?? 0) + 1);
  return (id: string) => counts.get(id) ?? 0;
}

export function surgeryTimeline(rows: SurgeryData[]): TimelineItem[] {
  const addenda = addendaCount(rows);
  return rows.map((r) => ({
    kind: 'surgery' as const,
    _id: r.id,
    date: r.day,
    hour: r.startTime,
    title: short(`${r.surgeryType} · ${r.surgeryLocal}`),
    author_name: r.authorName,
    addendum_to: r.addendumTo,
    addenda: addenda(r.id),
  }));
}

export function procedureTimeline(rows: ProcedureData[]): TimelineItem[] {
  const addenda = addendaCount(rows);
  return rows.map((r) => ({
    kind: 'procedure' as const,
    _id: r.id,
    date: r.day,
    hour: r.hour,
    title: short(r.region ? `${r.procedureType} · ${r.region}` : r.procedureType),
    author_name: r.authorName,
    addendum_to: r.addendumTo,
    addenda: addenda(r.id),
  }));
}

/** Every kind of item in one list, newest first (a stable sort keeps each kind's own order on ties). */
export function newestFirst(items: TimelineItem[]): TimelineItem[] {
  return [...items].sort((a, b) => `${b.date} ${b.hour}`.localeCompare(`${a.date} ${a.hour}`));
}
