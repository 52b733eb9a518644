import { z } from 'zod';
import { isCalendarDay } from '../shared/bounds.ts';
import { plainText } from '../shared/zod-rules.ts';
import {
  AGE_MAX,
  CRM_DAY_MAX,
  CRM_DAY_MIN,
  CRM_FIELD_NAMES,
  CRM_FIELDS,
  CRM_FILTERS_MAX,
  CRM_OPERATORS,
  CRM_TEXT_MAX,
  CRM_VALUES_MAX,
  type CrmField,
  type CrmFilter,
  type CrmOperator,
  type CrmValue,
  SCHEDULE_COUNT_MAX,
} from './rules.ts';

// The wire of the patient CRM (spec 2 §3 'CRM filters', §7 patients/crm, params/crm; decisions
// 143–145). A filter is {field, operator, value}; values are arrays or scalars, checked per field.

const NUMBER_MAX: Partial<Record<CrmField, number>> = { age: AGE_MAX, schedule_count: SCHEDULE_COUNT_MAX };
const DATE_MESSAGE = `informe uma data entre ${CRM_DAY_MIN.split('-').reverse().join('/')} e ${CRM_DAY_MAX.split('-').reverse().join('/')}.`;

type Problem = { message: string };
const problem = (message: string): Problem => ({ message });

/** One scalar of a field's kind, or a problem. */
function scalarOf(field: CrmField, value: unknown): string | number | boolean | Problem {
  const spec = CRM_FIELDS[field];
  switch (spec.kind) {
    case 'text': {
      if (typeof value !== 'string' || value.trim() === '') return problem('informe um texto.');
      if (value.length > CRM_TEXT_MAX || value.includes('\u0000'))
        return problem(`use no máximo ${CRM_TEXT_MAX} caracteres.`);
      return value.trim();
    }
    case 'number': {
      const max = NUMBER_MAX[field] ?? SCHEDULE_COUNT_MAX;
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > max)
        return problem(`informe um número inteiro de 0 a ${max.toLocaleString('pt-BR')}.`);
      return value;
    }
    case 'date': {
      if (typeof value !== 'string' || !isCalendarDay(value) || value < CRM_DAY_MIN || value > CRM_DAY_MAX)
        return problem(DATE_MESSAGE);
      return value;
    }
    case 'bool':
      return typeof value === 'boolean' ? value : problem('use sim ou não.');
    case 'ref': {
      const parsed = z.uuid().safeParse(value);
      return parsed.success ? parsed.data : problem('item inválido.');
    }
    case 'enum': {
      const options = 'options' in spec ? (spec.options as readonly (string | number)[]) : null;
      if (options) return options.includes(value as never) ? (value as string | number) : problem('opção inválida.');
      if (typeof value !== 'string' || value.trim() === '' || value.length > CRM_TEXT_MAX || value.includes('\u0000'))
        return problem('opção inválida.');
      return value.trim();
    }
  }
}

const isProblem = (v: unknown): v is Problem => typeof v === 'object' && v !== null && 'message' in v;

/** The value of a filter, checked for its field and operator; a scalar is a one-item list. */
export function crmValueOf(field: CrmField, operator: CrmOperator, value: unknown): CrmValue | Problem {
  if (operator === 'exists') return typeof value === 'boolean' ? value : problem('use sim ou não.');
  if (operator === 'in' || operator === 'not_in') {
    const list = Array.isArray(value) ? value : [value];
    if (list.length === 0) return problem('escolha ao menos uma opção.');
    if (list.length > CRM_VALUES_MAX) return problem(`escolha no máximo ${CRM_VALUES_MAX} opções.`);
    const out: (string | number)[] = [];
    for (const item of list) {
      const one = scalarOf(field, item);
      if (isProblem(one)) return one;
      if (typeof one === 'boolean') return problem('opção inválida.');
      if (!out.includes(one)) out.push(one);
    }
    return out;
  }
  if (operator === 'between') {
    if (!Array.isArray(value) || value.length !== 2) return problem('informe o início e o fim.');
    const from = scalarOf(field, value[0]);
    const to = scalarOf(field, value[1]);
    if (isProblem(from)) return from;
    if (isProblem(to)) return to;
    if (typeof from === 'boolean' || typeof to === 'boolean') return problem('informe o início e o fim.');
    if (from > to) return problem('o início deve vir antes do fim.');
    return [from, to];
  }
  const one = scalarOf(field, Array.isArray(value) && value.length === 1 ? value[0] : value);
  return one;
}

export const CrmFilterInput = z
  .object({
    field: z.string().max(40),
    operator: z.string().max(40),
    value: z.unknown(),
  })
  .transform((f, ctx): CrmFilter => {
    if (!(CRM_FIELD_NAMES as string[]).includes(f.field)) {
      ctx.addIssue({ code: 'custom', message: 'Campo de filtro desconhecido.', path: ['field'] });
      return z.NEVER;
    }
    const field = f.field as CrmField;
    const allowed = CRM_FIELDS[field].operators as readonly string[];
    if (!(CRM_OPERATORS as readonly string[]).includes(f.operator) || !allowed.includes(f.operator)) {
      ctx.addIssue({ code: 'custom', message: 'Operador inválido para este campo.', path: ['operator'] });
      return z.NEVER;
    }
    const operator = f.operator as CrmOperator;
    const value = crmValueOf(field, operator, f.value);
    if (isProblem(value)) {
      ctx.addIssue({ code: 'custom', message: `Valor do filtro: ${value.message}`, path: ['value'] });
      return z.NEVER;
    }
    return { field, operator, value };
  });

const Filters = z.array(CrmFilterInput).max(CRM_FILTERS_MAX, `Use no máximo ${CRM_FILTERS_MAX} filtros.`);

export const PatientsCrmBody = z.object({
  hasFilters: z.boolean().optional(),
  filters: Filters.default([]),
  page: z
    .number('Página inválida.')
    .int('Página inválida.')
    .min(1, 'A página começa em 1.')
    .max(100_000, 'Use uma página até 100.000.')
    .default(1),
  /** 100 by default (spec 2 §5); the screen's 'export all' streams instead (crm/export). */
  limit: z
    .number('Limite inválido.')
    .int('Limite inválido.')
    .min(1, 'O limite vai de 1 a 100.')
    .max(100, 'O limite vai de 1 a 100.')
    .default(100),
});

export const CrmPatient = z.object({
  _id: z.string(),
  full_name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  birthdate: z.string().nullable(),
  age: z.number().nullable(),
  gender: z.string().nullable(),
  city: z.string().nullable(),
  district: z.string().nullable(),
  state: z.string().nullable(),
  schedule_count: z.number(),
  last_visit: z.string().nullable(),
  user_id: z.string().nullable(),
});
export type CrmPatient = z.output<typeof CrmPatient>;

/** users: the page's patients who have an app account (reachable by push and the app). */
export const PatientsCrmResponse = z.object({
  patients: z.array(CrmPatient),
  users: z.array(z.object({ _id: z.string(), patient_id: z.string(), username: z.string().nullable() })),
  total: z.number(),
  total_users: z.number(),
  /** More than CRM_COUNT_CAP match: `total` and `total_users` count the first CRM_COUNT_CAP only. */
  total_capped: z.boolean(),
  page: z.number(),
  limit: z.number(),
});

const Option = z.object({ value: z.union([z.string(), z.number()]), label: z.string() });
export const CrmFieldParams = z.object({
  field: z.string(),
  kind: z.string(),
  operators: z.array(z.string()),
  options: z.array(Option),
});
export const ParamsCrmBody = z.object({});
export const ParamsCrmResponse = z.object({ fields: z.array(CrmFieldParams) });

const SavedName = plainText(80).trim().min(1, 'Informe um nome para o filtro.');
export const SavedCrmFilter = z.object({
  _id: z.string(),
  name: z.string(),
  filters: z.array(z.object({ field: z.string(), operator: z.string(), value: z.unknown() })),
  updated_at: z.string(),
});
export const CrmFiltersListBody = z.object({});
export const CrmFiltersListResponse = z.object({ filters: z.array(SavedCrmFilter) });
export const CrmFiltersSaveBody = z.object({
  /** Present to rename or change a saved filter; absent to save a new one (same name replaces). */
  id: z.uuid('Filtro inválido.').optional(),
  name: SavedName,
  filters: Filters.min(1, 'Adicione ao menos um filtro.'),
});
export const CrmFiltersSaveResponse = z.object({ filter: SavedCrmFilter });
export const CrmFiltersDeleteBody = z.object({ id: z.uuid('Filtro inválido.') });
export const CrmFiltersDeleteResponse = z.object({ deleted: z.literal(true) });

/** The export's format and filters: the browser posts this to the stream (not a JSON call). */
export const CrmExportBody = z.object({
  format: z.enum(['csv', 'xlsx'], 'Formato inválido.'),
  filters: Filters.default([]),
});
