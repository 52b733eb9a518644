import { createHash, randomUUID } from 'node:crypto';
import { planSessions } from '@app/domain/patients/files-rules';
import { CONSENT_TEXT_VERSION } from '@app/domain/patients/rules';
import { addDays, localParts } from '@app/domain/scheduling/rules';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import type { PrivateStoragePort } from '../../integrations/storage/index.ts';
import type { Tx } from '../../platform/db/client.ts';
import { createPatientFilesRepo } from './patient-files.repo.ts';
import { createPatientsRepo } from './patients.repo.ts';
import { createPatientsSeedRepo } from './patients-seed.repo.ts';

// Demo files, before/after photos and application plans of Dr. Pedro's first patients (decisions
// 160–163): pictures drawn as SVG and a lab report drawn as PDF at seed time (no binaries in git).

const CLINIC = 'clinica-bem-estar';
const PEDRO = 'supplier-pedro';
const AUTHOR = 'Dr. Pedro Prestador';

/** A cheek with blemishes: many before, few after (the same face, so the compare view lines up). */
function skinSvg(spots: number, seed: number): string {
  const dots: string[] = [];
  let x = seed * 7919;
  const next = () => {
    x = (x * 16807) % 2147483647;
    return x / 2147483647;
  };
  for (let i = 0; i < spots; i++) {
    const cx = 220 + next() * 360;
    const cy = 180 + next() * 260;
    dots.push(
      `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${(4 + next() * 9).toFixed(1)}" fill="#b8574f" opacity="${(0.35 + next() * 0.4).toFixed(2)}"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
  <rect width="800" height="600" fill="#e9e4df"/>
  <ellipse cx="400" cy="320" rx="250" ry="300" fill="#e6b796"/>
  <ellipse cx="320" cy="250" rx="40" ry="18" fill="#5a3b2e"/>
  <ellipse cx="480" cy="250" rx="40" ry="18" fill="#5a3b2e"/>
  <path d="M330 470 Q400 510 470 470" stroke="#a5584b" stroke-width="10" fill="none" stroke-linecap="round"/>
  ${dots.join('')}
</svg>`;
}

function labReportPdf(patientName: string, day: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: 'Hemograma completo' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.font('Helvetica-Bold').fontSize(16).text('Laboratório Vida Análises Clínicas');
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(`Paciente: ${patientName} · Coleta: ${day.split('-').reverse().join('/')}`);
  doc.moveDown().font('Helvetica-Bold').fontSize(13).text('Hemograma completo');
  const rows: [string, string, string][] = [
    ['Hemoglobina', '13,8 g/dL', '12,0 a 15,5'],
    ['Hematócrito', '41 %', '36 a 46'],
    ['Leucócitos', '6.200 /mm³', '4.000 a 10.000'],
    ['Plaquetas', '245.000 /mm³', '150.000 a 450.000'],
    ['Ferritina', '48 ng/mL', '15 a 150'],
  ];
  doc.font('Helvetica').fontSize(11);
  for (const [name, value, range] of rows) doc.text(`${name}: ${value}   (referência ${range})`);
  doc.end();
  return done;
}

export async function seedDemoPatientFiles(
  tx: Tx,
  place: { id: string; slug: string },
  pedroId: string | undefined,
  storage: PrivateStoragePort | undefined,
) {
  if (place.slug !== CLINIC || !pedroId) return;
  const files = createPatientFilesRepo();
  const people = createPatientsRepo();
  const today = localParts(new Date()).date;
  const chosen = await createPatientsSeedRepo().ofSupplier(tx, place.id, PEDRO, 3);
  for (const [index, patient] of chosen.entries()) {
    await people.insertConsent(tx, {
      placeId: place.id,
      patientId: patient.id,
      purpose: 'image',
      granted: true,
      textVersion: CONSENT_TEXT_VERSION.image,
      recordedByName: AUTHOR,
    });
    await files.insertPlan(tx, {
      placeId: place.id,
      patientId: patient.id,
      product: index === 1 ? 'Bioestimulador de colágeno' : 'Toxina botulínica',
      notes: index === 1 ? 'Aplicação em terço médio, 1 frasco por sessão.' : null,
      intervalDays: index === 1 ? 45 : 120,
      startDate: addDays(today, -90),
      sessions: planSessions(addDays(today, -90), 3, index === 1 ? 45 : 120).map((s, i) =>
        i === 0 ? { ...s, status: 'done' } : s,
      ),
      supplierId: PEDRO,
      authorUserId: pedroId,
      authorName: AUTHOR,
    });
    if (!storage) continue;
    const put = async (bytes: Buffer, contentType: string, kind: 'file' | 'photo', name: string) => {
      const key = `places/${place.id}/patients/${patient.id}/${randomUUID()}.${contentType === 'application/pdf' ? 'pdf' : 'webp'}`;
      await storage.put(key, bytes, contentType);
      return files.insertFile(tx, {
        placeId: place.id,
        patientId: patient.id,
        kind,
        name,
        description: null,
        contentType,
        size: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        storageKey: key,
        uploadedByUserId: pedroId,
        uploadedByName: AUTHOR,
      });
    };
    const day = addDays(today, -30 - index * 10);
    await put(await labReportPdf(patient.fullName, day), 'application/pdf', 'file', 'Hemograma completo');
    const draw = (spots: number) =>
      sharp(Buffer.from(skinSvg(spots, index + 1)))
        .webp({ quality: 78 })
        .toBuffer();
    const procedure = index === 1 ? 'Peeling químico' : 'Laser para manchas';
    const before = await put(await draw(38), 'image/webp', 'photo', `${procedure} (antes)`);
    const after = await put(await draw(6), 'image/webp', 'photo', `${procedure} (depois)`);
    await files.insertPhoto(tx, {
      placeId: place.id,
      patientId: patient.id,
      beforeFileId: before.id,
      afterFileId: after.id,
      procedure,
      region: 'Face',
      day,
      uploadedByUserId: pedroId,
      uploadedByName: AUTHOR,
    });
  }
}
