import type { CallInput, CallResult } from '@app/domain';
import { ImportProcedureRow } from '@app/domain/patients/import-schemas';
import { mapProcedureColumns, procedureOfRow } from '@app/domain/patients/procedure-import-rules';
import { type Actor, placeOf } from '../../platform/actor.ts';
import type { Database } from '../../platform/db/client.ts';
import { invalidField } from '../../platform/service-kit.ts';
import { createPatientAccess } from './patient-access.ts';
import { cellsByField, importSheet } from './patient-import.parse.ts';
import type { PatientImportRepo } from './patient-import.repo.ts';
import { patientText } from './patients.messages.ts';
import type { PatientsRepo } from './patients.repo.ts';
import type { RecordItemsRepo } from './record-items.repo.ts';

type RowError = { field: string; message: string };

/** The parsed values back to text, as the preview shows them and the screen sends them back. */
const textValues = (values: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(values)
      .filter(([key, v]) => key !== 'line' && v !== null && v !== undefined && v !== '')
      .map(([key, v]) => [key, String(v)]),
  );

/**
 * The import of procedures from a CSV or XLSX (spec 2 §7 procedure/import; decision 185): the
 * preview reads every row as the procedure form would send it plus the patient's CPF, and names the
 * patient when the caller may see them; the import signs batches of good rows as the importing
 * professional's procedures, each audited. A patient outside the caller's scope reads as unknown.
 */
export function createProcedureImportService(deps: {
  database: Database;
  patients: PatientsRepo;
  imports: PatientImportRepo;
  items: RecordItemsRepo;
}) {
  const access = createPatientAccess(deps);
  const { imports, items } = deps;

  /** The caller's patients holding these CPFs: a patient out of scope is as absent as an unknown one. */
  const visibleByCpf = async (actor: Actor, tx: Parameters<PatientImportRepo['byCpfs']>[0], cpfs: string[]) => {
    const found = await imports.byCpfs(tx, placeOf(actor).id, [...new Set(cpfs)]);
    return new Map(found.filter((p) => p.cpf && access.sees(actor, p.supplierIds)).map((p) => [p.cpf as string, p]));
  };

  return {
    async preview(
      actor: Actor,
      input: CallInput<'procedure/import/preview'>,
    ): Promise<CallResult<'procedure/import/preview'>> {
      access.signer(actor);
      const { header, body } = await importSheet(actor, input, 'importNoProcedureRows');
      const fields = mapProcedureColumns(header.cells);
      if (!fields.includes('cpf')) throw invalidField('content_base64', patientText(actor, 'importNoCpfColumn'));
      if (!fields.includes('procedure_type')) {
        throw invalidField('content_base64', patientText(actor, 'importNoProcedureColumn'));
      }

      const rows = body.map(({ line, cells }) => {
        const typed = cellsByField(fields, cells);
        const values = procedureOfRow(typed);
        const parsed = ImportProcedureRow.safeParse({ ...values, line });
        if (!parsed.success) {
          const errors: RowError[] = parsed.error.issues.map((issue) => ({
            field: String(issue.path[0] ?? 'procedure_type'),
            message: issue.message,
          }));
          return { line, values: textValues(values), errors, cpf: null as string | null };
        }
        return { line, values: textValues(parsed.data), errors: [] as RowError[], cpf: parsed.data.cpf };
      });

      const placeId = placeOf(actor).id;
      return access.inPlace(placeId, async (tx) => {
        const cpfs = rows.flatMap((r) => (r.cpf ? [r.cpf] : []));
        const patients = await visibleByCpf(actor, tx, cpfs);
        const out = rows.map(({ cpf, ...row }) => {
          const patient = cpf ? patients.get(cpf) : undefined;
          if (cpf && !patient) row.errors.push({ field: 'cpf', message: patientText(actor, 'importPatientNotFound') });
          return { ...row, patient_name: patient?.fullName ?? null };
        });
        await access.audit(
          tx,
          actor,
          [...patients.values()].map((p) => p.id),
          'patient.check',
          'procedure-import',
        );
        return {
          columns: header.cells.map((h, i) => ({ header: h, field: fields[i] ?? null })),
          total: out.length,
          valid: out.filter((r) => r.errors.length === 0).length,
          rows: out,
        };
      });
    },

    async importRows(actor: Actor, input: CallInput<'procedure/import'>): Promise<CallResult<'procedure/import'>> {
      const signer = access.signer(actor);
      const placeId = placeOf(actor).id;
      return access.inPlace(placeId, async (tx) => {
        const patients = await visibleByCpf(
          actor,
          tx,
          input.rows.map((r) => r.cpf),
        );
        const skipped: { line: number; message: string }[] = [];
        const accepted = input.rows.flatMap((row) => {
          const patient = patients.get(row.cpf);
          if (patient) return [{ row, patientId: patient.id }];
          skipped.push({ line: row.line, message: patientText(actor, 'importPatientNotFound') });
          return [];
        });
        const saved = await items.insertProcedures(
          tx,
          accepted.map(({ row, patientId }) => ({
            placeId,
            patientId,
            procedureType: row.procedure_type,
            day: row.date,
            hour: row.hour,
            region: row.region,
            product: row.product,
            lot: row.lot,
            quantity: row.quantity ?? null,
            unit: row.unit ?? null,
            technique: row.technique,
            notes: row.notes,
            addendumTo: null,
            ...signer,
          })),
        );
        for (const item of saved) {
          await access.audit(tx, actor, item.patientId, 'procedure.import', `procedure:${item.id}`);
        }
        return { created: saved.length, skipped };
      });
    },
  };
}
export type ProcedureImportService = ReturnType<typeof createProcedureImportService>;
