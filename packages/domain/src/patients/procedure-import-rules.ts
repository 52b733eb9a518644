import { normalizeForSearch } from '../addresses/rules.ts';
import { cpfCellOf, isoDayOf } from './import-rules.ts';
import type { ProcedureUnit } from './record-items-rules.ts';

// The import of procedures from a spreadsheet (spec 2 §7 procedure/import; decision 185): one row per
// application, the patient named by CPF/CNPJ, the fields of the procedure form (decision 156).

/** The fields a procedure import fills, in the order a template lists them. */
export const PROCEDURE_IMPORT_FIELDS = [
  'cpf',
  'procedure_type',
  'date',
  'hour',
  'region',
  'product',
  'lot',
  'quantity',
  'unit',
  'technique',
  'notes',
] as const;
export type ProcedureImportField = (typeof PROCEDURE_IMPORT_FIELDS)[number];

const HEADERS: Record<ProcedureImportField, string[]> = {
  cpf: ['cpf', 'cpf/cnpj', 'cnpj', 'cpf do paciente', 'documento', 'cpf paciente'],
  procedure_type: ['procedimento', 'tipo', 'tipo de procedimento', 'procedure_type', 'procedure'],
  date: ['data', 'data do procedimento', 'dia', 'date'],
  hour: ['hora', 'horario', 'hour', 'time'],
  region: ['regiao', 'area', 'local', 'region'],
  product: ['produto', 'marca', 'product'],
  lot: ['lote', 'lot', 'batch'],
  quantity: ['quantidade', 'qtd', 'qtde', 'dose', 'quantity'],
  unit: ['unidade', 'un', 'unit'],
  technique: ['tecnica', 'technique'],
  notes: ['observacoes', 'observacao', 'obs', 'notas', 'notes'],
};

const headerKey = (text: string) =>
  normalizeForSearch(text)
    .replace(/[_:*]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const FIELD_OF = new Map<string, ProcedureImportField>(
  (Object.entries(HEADERS) as [ProcedureImportField, string[]][]).flatMap(([field, names]) =>
    names.map((n) => [headerKey(n), field] as [string, ProcedureImportField]),
  ),
);

/** The field of each header (null when unknown); a field named twice keeps its first column. */
export function mapProcedureColumns(headers: readonly string[]): (ProcedureImportField | null)[] {
  const seen = new Set<ProcedureImportField>();
  return headers.map((h) => {
    const field = FIELD_OF.get(headerKey(h)) ?? null;
    if (!field || seen.has(field)) return null;
    seen.add(field);
    return field;
  });
}

/** The ways a sheet names a unit (normalized, no accents) → the form's unit. */
const UNITS: Record<string, ProcedureUnit> = {
  u: 'units',
  ui: 'units',
  unidade: 'units',
  unidades: 'units',
  units: 'units',
  ml: 'ml',
  mg: 'mg',
  seringa: 'syringes',
  seringas: 'syringes',
  syringes: 'syringes',
  ampola: 'ampoules',
  ampolas: 'ampoules',
  ampoules: 'ampoules',
  frasco: 'vials',
  frascos: 'vials',
  vials: 'vials',
  fio: 'threads',
  fios: 'threads',
  threads: 'threads',
  sessao: 'sessions',
  sessoes: 'sessions',
  sessions: 'sessions',
};

/** '9h', '9:5', '09h30', '9:30:00' → 'HH:MM'; anything else as typed (the schema refuses it). */
export function hourOf(text: string): string {
  const m = /^(\d{1,2})\s*(?:[:h]\s*(\d{1,2})?)?(?::\d{2})?$/i.exec(text.trim());
  if (!m) return text.trim();
  return `${(m[1] ?? '').padStart(2, '0')}:${(m[2] ?? '00').padStart(2, '0')}`;
}

/** '1,5', '1.234,50', '20' → a number; NaN when it is not one. */
export function quantityOf(text: string): number {
  const t = text.trim().replace(/\s+/g, '');
  const plain = t.includes(',') ? t.replace(/\./g, '').replace(',', '.') : t;
  return /^\d+(\.\d+)?$/.test(plain) ? Number(plain) : Number.NaN;
}

/**
 * One row's cells as the body the procedure form sends, plus the patient's CPF: empty cells are left
 * out, dates, hours, quantities and units read the ways people write them; the rest goes as typed.
 */
export function procedureOfRow(cells: Partial<Record<ProcedureImportField, string>>): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const field of PROCEDURE_IMPORT_FIELDS) {
    const raw = cells[field]?.trim() ?? '';
    if (raw === '') continue;
    if (field === 'cpf') out[field] = cpfCellOf(raw);
    else if (field === 'date') out[field] = isoDayOf(raw);
    else if (field === 'hour') out[field] = hourOf(raw);
    else if (field === 'quantity') out[field] = quantityOf(raw);
    else if (field === 'unit') out[field] = UNITS[normalizeForSearch(raw).replace(/\.$/, '')] ?? raw;
    else out[field] = raw;
  }
  return out;
}
