import PDFDocument from 'pdfkit';
import type { Tx } from '../../platform/db/client.ts';
import type { PatientFilesRepo } from './patient-files.repo.ts';
import { fileView, planView } from './patient-files-views.ts';
import type { PatientData, PatientsRepo } from './patients.repo.ts';
import { consentView, patientView, recordView } from './patients-views.ts';

// The patient's whole record, for portability (LGPD art. 18 V; decision 163): one JSON object of
// sections, and the same sections drawn as one PDF. Another part of the record (surgeries,
// procedures, anamnesis) joins by adding one section to RECORD_SECTIONS.

type Repos = { patients: PatientsRepo; files: PatientFilesRepo };
type Row = Record<string, unknown>;
export type RecordSection = {
  key: string;
  /** The section's title in the PDF (pt-BR: the record is the clinic's document). */
  title: string;
  collect(tx: Tx, repos: Repos, placeId: string, patient: PatientData): Promise<Row[]>;
};

export const RECORD_SECTIONS: RecordSection[] = [
  {
    key: 'consents',
    title: 'Consentimentos',
    collect: async (tx, r, placeId, p) => (await r.patients.consents(tx, placeId, p.id)).map(consentView),
  },
  {
    key: 'consultations',
    title: 'Consultas e adendos',
    collect: async (tx, r, placeId, p) => (await r.patients.records(tx, placeId, p.id)).map(recordView),
  },
  {
    key: 'files',
    title: 'Arquivos (SHA-256)',
    collect: async (tx, r, placeId, p) => (await r.files.files(tx, placeId, p.id, true)).map(fileView),
  },
  {
    key: 'photos',
    title: 'Fotos antes e depois (SHA-256)',
    async collect(tx, r, placeId, p) {
      const photos = await r.files.photos(tx, placeId, p.id, true);
      const out: Row[] = [];
      for (const photo of photos) {
        const before = await r.files.file(tx, placeId, photo.beforeFileId);
        const after = await r.files.file(tx, placeId, photo.afterFileId);
        out.push({
          _id: photo.id,
          procedure: photo.procedure,
          region: photo.region,
          date: photo.day,
          before_sha256: before?.sha256 ?? null,
          after_sha256: after?.sha256 ?? null,
          hidden_at: photo.hiddenAt?.toISOString() ?? null,
          hidden_reason: photo.hiddenReason,
        });
      }
      return out;
    },
  },
  {
    key: 'application_plans',
    title: 'Planos de aplicação',
    collect: async (tx, r, placeId, p) => (await r.files.plans(tx, placeId, p.id, true)).map(planView),
  },
];

/** The record as one JSON object: the patient's data, then each section. */
export async function recordJson(tx: Tx, repos: Repos, placeId: string, patient: PatientData, at: Date) {
  const record: Record<string, unknown> = { exported_at: at.toISOString(), patient: patientView(patient) };
  for (const section of RECORD_SECTIONS) record[section.key] = await section.collect(tx, repos, placeId, patient);
  return record;
}

const text = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

/** The same record as a PDF (A4): a heading, the patient's data, then each section's items. */
export function recordPdf(record: Record<string, unknown>, placeName: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: 'Prontuário', Author: placeName } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const patient = record.patient as Row;
  doc
    .font('Helvetica-Bold')
    .fontSize(18)
    .text(`Prontuário — ${text(patient.full_name)}`);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#555')
    .text(`${placeName} · exportado em ${text(record.exported_at)}`);
  doc.moveDown().fillColor('#000');
  const fields = (row: Row) => {
    for (const [key, value] of Object.entries(row)) {
      doc.font('Helvetica-Bold').fontSize(9).text(`${key}: `, { continued: true });
      doc.font('Helvetica').text(text(value));
    }
  };
  fields(patient);
  for (const section of RECORD_SECTIONS) {
    const rows = (record[section.key] as Row[]) ?? [];
    doc.moveDown().font('Helvetica-Bold').fontSize(13).text(`${section.title} (${rows.length})`);
    if (rows.length === 0) doc.font('Helvetica').fontSize(9).text('Nenhum registro.');
    for (const row of rows) {
      doc.moveDown(0.5);
      fields(row);
    }
  }
  doc.end();
  return done;
}
