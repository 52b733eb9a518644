import { normalizeForSearch } from '../addresses/rules.ts';

// The import of patients from a spreadsheet (spec 2 §7 patients/import; decision 157). Pure rules:
// which column is which field, and how a cell a person typed becomes the value the form would send.

/** The rows one file may hold, and the rows one import call takes (the screen shows a progress bar). */
export const IMPORT_MAX_ROWS = 10_000;
export const IMPORT_BATCH_SIZE = 250;
/** The largest file read (CSV or XLSX), before base64. */
export const IMPORT_FILE_MAX_BYTES = 4 * 1024 * 1024;
export const IMPORT_FILE_TOO_LARGE = 'O arquivo deve ter no máximo 4 MB.';
/** Rows shown in the preview table (every error is listed apart). */
export const IMPORT_PREVIEW_ROWS = 10;

/** The patient fields an import fills, in the order a template lists them. */
export const IMPORT_FIELDS = [
  'full_name',
  'cpf',
  'birthdate',
  'phone',
  'email',
  'gender',
  'marital_status',
  'blood_type',
  'occupation',
  'surname',
  'mother_name',
  'father_name',
  'partner_name',
  'responsible_name',
  'responsible_phone',
  'observations',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** Header names seen in exports of other systems and hand-made sheets, normalized (no accents, lower case). */
const HEADERS: Record<ImportField, string[]> = {
  full_name: ['nome', 'nome completo', 'paciente', 'nome do paciente', 'full_name', 'name', 'full name'],
  cpf: ['cpf', 'cpf/cnpj', 'cnpj', 'cpf cnpj', 'documento', 'cpf do paciente'],
  birthdate: ['data de nascimento', 'nascimento', 'data nascimento', 'dt nascimento', 'dt. nascimento', 'birthdate'],
  phone: ['telefone', 'celular', 'whatsapp', 'fone', 'telefone celular', 'phone', 'tel'],
  email: ['email', 'e-mail', 'e mail'],
  gender: ['sexo', 'genero', 'gender'],
  marital_status: ['estado civil', 'marital_status'],
  blood_type: ['tipo sanguineo', 'tipo sanguíneo', 'blood_type'],
  occupation: ['profissao', 'ocupacao', 'occupation'],
  surname: ['apelido', 'nome social', 'surname'],
  mother_name: ['nome da mae', 'mae', 'mother_name'],
  father_name: ['nome do pai', 'pai', 'father_name'],
  partner_name: ['conjuge', 'nome do conjuge', 'partner_name'],
  responsible_name: ['responsavel', 'nome do responsavel', 'responsible_name'],
  responsible_phone: ['telefone do responsavel', 'responsible_phone'],
  observations: ['observacoes', 'observacao', 'obs', 'observations'],
};

const headerKey = (text: string) =>
  normalizeForSearch(text)
    .replace(/[_:*]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const FIELD_OF = new Map<string, ImportField>(
  (Object.entries(HEADERS) as [ImportField, string[]][]).flatMap(([field, names]) =>
    names.map((n) => [headerKey(n), field] as [string, ImportField]),
  ),
);

/** The field of each header (null when unknown); a field named twice keeps its first column. */
export function mapColumns(headers: readonly string[]): (ImportField | null)[] {
  const seen = new Set<ImportField>();
  return headers.map((h) => {
    const field = FIELD_OF.get(headerKey(h)) ?? null;
    if (!field || seen.has(field)) return null;
    seen.add(field);
    return field;
  });
}

const GENDERS: Record<string, string> = {
  f: 'female',
  feminino: 'female',
  mulher: 'female',
  female: 'female',
  m: 'male',
  masculino: 'male',
  homem: 'male',
  male: 'male',
  outro: 'other',
  other: 'other',
  'nao informado': 'not_informed',
  'prefiro nao informar': 'not_informed',
};
const MARITAL: Record<string, string> = {
  solteiro: 'single',
  solteira: 'single',
  'solteiro(a)': 'single',
  casado: 'married',
  casada: 'married',
  'casado(a)': 'married',
  'uniao estavel': 'stable_union',
  divorciado: 'divorced',
  divorciada: 'divorced',
  'divorciado(a)': 'divorced',
  separado: 'divorced',
  separada: 'divorced',
  viuvo: 'widowed',
  viuva: 'widowed',
  'viuvo(a)': 'widowed',
};

/** 'dd/mm/aaaa', 'dd-mm-aaaa', 'dd.mm.aaaa' or 'aaaa-mm-dd' → 'aaaa-mm-dd'; anything else as typed (the schema refuses it). */
export function isoDayOf(text: string): string {
  const t = text.trim();
  const br = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(t);
  if (br) return `${br[3]}-${(br[2] ?? '').padStart(2, '0')}-${(br[1] ?? '').padStart(2, '0')}`;
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(t);
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
  return t;
}

/** A CPF a spreadsheet kept as a number lost its leading zeros: 9 or 10 digits get them back. */
export function cpfCellOf(text: string): string {
  const t = text.trim();
  return /^\d{9,10}$/.test(t) ? t.padStart(11, '0') : t;
}

/**
 * One row's cells as the body the patient form sends: empty cells are left out, dates, gender,
 * marital status and blood type read the ways people write them; the rest goes as typed, so the
 * schema's message names what is wrong.
 */
export function patientOfRow(cells: Partial<Record<ImportField, string>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of IMPORT_FIELDS) {
    const raw = cells[field]?.trim() ?? '';
    if (raw === '') continue;
    const key = normalizeForSearch(raw);
    if (field === 'birthdate') out[field] = isoDayOf(raw);
    else if (field === 'cpf') out[field] = cpfCellOf(raw);
    else if (field === 'gender') out[field] = GENDERS[key] ?? raw;
    else if (field === 'marital_status') out[field] = MARITAL[key] ?? raw;
    else if (field === 'blood_type') out[field] = raw.toUpperCase().replace(/\s+/g, '');
    else out[field] = raw;
  }
  return out;
}
