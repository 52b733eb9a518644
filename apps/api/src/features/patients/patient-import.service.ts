import type { CallInput, CallResult } from '@app/domain';
import { IMPORT_FIELDS, mapColumns, patientOfRow } from '@app/domain/patients/import-rules';
import { PatientFields } from '@app/domain/patients/schemas';
import { type Actor, placeOf } from '../../platform/actor.ts';
import type { Database } from '../../platform/db/client.ts';
import { invalidField } from '../../platform/service-kit.ts';
import { createPatientAccess } from './patient-access.ts';
import { cellsByField, importSheet } from './patient-import.parse.ts';
import type { PatientImportRepo } from './patient-import.repo.ts';
import { patientText } from './patients.messages.ts';
import type { PatientsRepo, PatientValues } from './patients.repo.ts';

type Row = CallInput<'patients/import'>['rows'][number];

/** A validated row as columns (the import fills the fields of IMPORT_FIELDS only). */
function valuesOf(row: Row, supplierIds: string[]): PatientValues {
  return {
    fullName: row.full_name,
    cpf: row.cpf ?? null,
    birthdate: row.birthdate ?? null,
    phone: row.phone ?? null,
    email: row.email ?? null,
    gender: row.gender ?? null,
    maritalStatus: row.marital_status ?? null,
    bloodType: row.blood_type ?? null,
    occupation: row.occupation ?? null,
    surname: row.surname ?? null,
    motherName: row.mother_name ?? null,
    fatherName: row.father_name ?? null,
    partnerName: row.partner_name ?? null,
    responsibleName: row.responsible_name ?? null,
    responsiblePhone: row.responsible_phone ?? null,
    observations: row.observations ?? null,
    supplierIds,
  };
}

/** The parsed values back to text, as the preview shows them and the import sends them. */
function textValues(values: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values)
      .filter(([key, v]) => (IMPORT_FIELDS as readonly string[]).includes(key) && v !== null && v !== undefined)
      .map(([key, v]) => [key, String(v)]),
  );
}

/**
 * The import of patients from a CSV or XLSX (decision 157): the preview reads the whole file and
 * answers every row as the patient form would send it, with the spec's messages for what is wrong
 * (CPF/CNPJ, birth date, e-mail, phone) and duplicates by CPF in the file or at the clinic; the
 * import takes batches of good rows and creates them, each audited.
 */
export function createPatientImportService(deps: {
  database: Database;
  patients: PatientsRepo;
  imports: PatientImportRepo;
}) {
  const access = createPatientAccess(deps);
  const { imports } = deps;

  /** Who an imported patient is linked to: a professional (not the owner) links themselves (decision 135). */
  const linksOf = (actor: Actor) => {
    const m = access.staffOf(actor);
    return !m.isOwner && m.supplierId ? [m.supplierId] : [];
  };

  return {
    async preview(
      actor: Actor,
      input: CallInput<'patients/import/preview'>,
    ): Promise<CallResult<'patients/import/preview'>> {
      access.staffOf(actor);
      const { header, body } = await importSheet(actor, input, 'importEmpty');
      const fields = mapColumns(header.cells);
      if (!fields.includes('full_name')) throw invalidField('content_base64', patientText(actor, 'importNoNameColumn'));

      const firstLineOfCpf = new Map<string, number>();
      const rows = body.map(({ line, cells }) => {
        const typed = cellsByField(fields, cells);
        const values = patientOfRow(typed);
        // A row without a name answers the form's 'Informe o nome completo.'.
        const parsed = PatientFields.safeParse({ full_name: '', ...values });
        if (!parsed.success) {
          const errors = parsed.error.issues.map((issue) => ({
            field: String(issue.path[0] ?? 'full_name'),
            message: issue.message,
          }));
          return { line, values, errors };
        }
        const cpf = parsed.data.cpf;
        const errors: { field: string; message: string }[] = [];
        if (cpf) {
          const first = firstLineOfCpf.get(cpf);
          if (first) errors.push({ field: 'cpf', message: patientText(actor, 'importRepeatedCpf', { line: first }) });
          else firstLineOfCpf.set(cpf, line);
        }
        return { line, values: textValues(parsed.data), errors };
      });

      // A CPF already registered at the clinic: the row is refused as patients/create would refuse it.
      const placeId = placeOf(actor).id;
      await access.inPlace(actor, async (tx) => {
        const found = await imports.byCpfs(tx, placeId, [...firstLineOfCpf.keys()]);
        if (found.length === 0) return;
        const byCpf = new Map(found.map((p) => [p.cpf, p]));
        for (const row of rows) {
          const existing = row.errors.length === 0 && row.values.cpf ? byCpf.get(row.values.cpf) : undefined;
          if (!existing) continue;
          const key = access.sees(actor, existing.supplierIds) ? 'cpfTaken' : 'cpfTakenElsewhere';
          row.errors.push({ field: 'cpf', message: patientText(actor, key) });
        }
        await access.audit(
          tx,
          actor,
          found.map((p) => p.id),
          'patient.check',
          'import',
        );
      });
      return {
        columns: header.cells.map((h, i) => ({ header: h, field: fields[i] ?? null })),
        total: rows.length,
        valid: rows.filter((r) => r.errors.length === 0).length,
        rows,
      };
    },

    async importRows(actor: Actor, input: CallInput<'patients/import'>): Promise<CallResult<'patients/import'>> {
      const placeId = placeOf(actor).id;
      const supplierIds = linksOf(actor);
      return access.inPlace(actor, async (tx) => {
        const cpfs = input.rows.map((r) => r.cpf).filter((c): c is string => Boolean(c));
        const taken = new Map((await imports.byCpfs(tx, placeId, cpfs)).map((p) => [p.cpf, p]));
        const seen = new Map<string, number>();
        const skipped: { line: number; message: string }[] = [];
        const accepted: Row[] = [];
        for (const row of input.rows) {
          const existing = row.cpf ? taken.get(row.cpf) : undefined;
          const first = row.cpf ? seen.get(row.cpf) : undefined;
          if (existing) {
            const key = access.sees(actor, existing.supplierIds) ? 'cpfTaken' : 'cpfTakenElsewhere';
            skipped.push({ line: row.line, message: patientText(actor, key) });
          } else if (first) {
            skipped.push({ line: row.line, message: patientText(actor, 'importRepeatedCpf', { line: first }) });
          } else {
            if (row.cpf) seen.set(row.cpf, row.line);
            accepted.push(row);
          }
        }
        const created = await imports.insertMany(
          tx,
          placeId,
          accepted.map((row) => valuesOf(row, supplierIds)),
        );
        await access.audit(
          tx,
          actor,
          created.map((p) => p.id),
          'patient.import',
        );
        return { created: created.length, skipped };
      });
    },
  };
}
export type PatientImportService = ReturnType<typeof createPatientImportService>;
