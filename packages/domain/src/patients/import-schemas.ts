import { z } from 'zod';
import { boundedInt } from '../shared/bounds.ts';
import { CpfCnpj } from '../users/schemas.ts';
import {
  IMPORT_BATCH_SIZE,
  IMPORT_FIELDS,
  IMPORT_FILE_MAX_BYTES,
  IMPORT_FILE_TOO_LARGE,
  IMPORT_MAX_ROWS,
} from './import-rules.ts';
import { PROCEDURE_IMPORT_FIELDS } from './procedure-import-rules.ts';
import { ProcedureFields } from './record-items-schemas.ts';
import { PatientFields } from './schemas.ts';

// The wire of the patient import (decision 157): a preview of the whole file, then batches of rows.

const BASE64_MAX = Math.ceil(IMPORT_FILE_MAX_BYTES / 3) * 4;

export const PatientsImportPreviewBody = z.object({
  file_name: z
    .string()
    .trim()
    .max(200, 'Nome de arquivo muito longo.')
    .regex(/\.(csv|xlsx)$/i, 'Envie um arquivo CSV ou XLSX.'),
  content_base64: z
    .string()
    .min(1, 'O arquivo está vazio.')
    .max(BASE64_MAX, IMPORT_FILE_TOO_LARGE)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'Arquivo inválido.'),
});

export const ImportField = z.enum(IMPORT_FIELDS);
export const ImportRowError = z.object({ field: z.string(), message: z.string() });
export const ImportPreviewRow = z.object({
  /** The row's line in the file (the header is line 1). */
  line: z.number().int(),
  /** What the form would send, normalized (dates as aaaa-mm-dd, CPF digits), as far as it could be read. */
  values: z.record(z.string(), z.string()),
  errors: z.array(ImportRowError),
});
export const PatientsImportPreviewResponse = z.object({
  columns: z.array(z.object({ header: z.string(), field: ImportField.nullable() })),
  total: z.number().int(),
  valid: z.number().int(),
  rows: z.array(ImportPreviewRow),
});

export const ImportPatientRow = PatientFields.extend({ line: boundedInt('fieldLine', 2, IMPORT_MAX_ROWS + 1) });
export const PatientsImportBody = z.object({
  rows: z
    .array(ImportPatientRow)
    .min(1, 'Nenhuma linha para importar.')
    .max(IMPORT_BATCH_SIZE, `Envie no máximo ${IMPORT_BATCH_SIZE} linhas por vez.`),
});
export const PatientsImportResponse = z.object({
  created: z.number().int(),
  /** Rows not imported, with why (a CPF already registered, or repeated in the batch). */
  skipped: z.array(z.object({ line: z.number().int(), message: z.string() })),
});

// The procedure import (decision 185): the same preview, each row naming its patient by CPF/CNPJ.
export const ProcedureImportField = z.enum(PROCEDURE_IMPORT_FIELDS);
export const ProceduresImportPreviewResponse = z.object({
  columns: z.array(z.object({ header: z.string(), field: ProcedureImportField.nullable() })),
  total: z.number().int(),
  valid: z.number().int(),
  rows: z.array(
    ImportPreviewRow.extend({
      /** The patient the CPF names, when the caller may see them. */
      patient_name: z.string().nullable(),
    }),
  ),
});
export const ImportProcedureRow = ProcedureFields.extend({
  cpf: CpfCnpj,
  line: boundedInt('fieldLine', 2, IMPORT_MAX_ROWS + 1),
});
export const ProceduresImportBody = z.object({
  rows: z
    .array(ImportProcedureRow)
    .min(1, 'Nenhuma linha para importar.')
    .max(IMPORT_BATCH_SIZE, `Envie no máximo ${IMPORT_BATCH_SIZE} linhas por vez.`),
});
export const ProceduresImportResponse = PatientsImportResponse;
