import { BLOOD_TYPES, GENDERS, MARITAL_STATUSES } from '../patients/rules.ts';
import { ATTENDANCY_STATUSES, ATTENDANCY_TYPES } from '../scheduling/rules.ts';

// The patient CRM (spec 2 §3 'CRM filters', §5, §7; decisions 143–145). Pure rules, no I/O.

/** Spec 2 §5: 'CRM page size 100; exporting all uses a limit of 10000000.' */
export const CRM_PAGE_SIZE = 100;
export const CRM_EXPORT_LIMIT = 10_000_000;
/**
 * patients/crm counts its match exactly up to this many patients (decision 198); past it the
 * answer says `total_capped` and `total` is this number, as list screens of large CRMs do. The
 * export still counts everything.
 */
export const CRM_COUNT_CAP = 10_000;
/** POST {format, filters} with the manager token: the whole filtered list as CSV or XLSX (a stream). */
export const CRM_EXPORT_URL = '/api/app/patients/crm/export';
/** Filters in one query, values in one list filter, characters of a text value. */
export const CRM_FILTERS_MAX = 30;
export const CRM_VALUES_MAX = 200;
export const CRM_TEXT_MAX = 120;
/** Saved filters per manager at a place. */
export const CRM_SAVED_FILTERS_MAX = 50;
export const AGE_MAX = 130;
export const SCHEDULE_COUNT_MAX = 100_000;
/** Dates a CRM filter may name (birth dates go back further than the bookings' bounds). */
export const CRM_DAY_MIN = '1900-01-01';
export const CRM_DAY_MAX = '2100-12-31';

export const CRM_OPERATORS = [
  'eq',
  'in',
  'not_in',
  'between',
  'gte',
  'lte',
  'contains',
  'exists',
  'last_seen_before',
] as const;
export type CrmOperator = (typeof CRM_OPERATORS)[number];

/** The kinds of value a field takes; each kind has its operators. */
export type CrmFieldKind = 'text' | 'number' | 'date' | 'bool' | 'enum' | 'ref';

/** Parts of the day of a booking (period type). Hours in Brazil: before 12, before 18, after. */
export const DAY_PERIODS = ['morning', 'afternoon', 'evening'] as const;
export const BRAZIL_STATES = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const;

type FieldSpec = { kind: CrmFieldKind; operators: readonly CrmOperator[]; options?: readonly (string | number)[] };

const ENUM_OPS = ['in', 'not_in'] as const;
const ENUM_OR_NONE = ['in', 'not_in', 'exists'] as const;
const REF_OPS = ['in', 'not_in', 'exists'] as const;
const NUMBER_OPS = ['eq', 'between', 'gte', 'lte'] as const;

/**
 * Every filterable field of spec 2 §3 'CRM filters' (decision 143 says what each one reads):
 * search, appointment (booking status), period (booking dates; last seen before), contact type,
 * schedule count, birthdate; publicity and contact blocks, new client, clinical indication,
 * specialty interest, done procedure, professional; age, marital status, gender, blood type,
 * children, occupation; state, city, district, campaign, schedule type, period type (part of day).
 */
export const CRM_FIELDS = {
  search: { kind: 'text', operators: ['contains'] },
  appointment: { kind: 'enum', operators: ENUM_OPS, options: ATTENDANCY_STATUSES },
  period: { kind: 'date', operators: ['between', 'gte', 'lte', 'last_seen_before'] },
  contact_type: { kind: 'ref', operators: REF_OPS },
  schedule_count: { kind: 'number', operators: NUMBER_OPS },
  birthdate: { kind: 'date', operators: ['between', 'gte', 'lte', 'eq'] },
  publicity_block: { kind: 'bool', operators: ['eq'] },
  contact_block: { kind: 'bool', operators: ['eq'] },
  new_client: { kind: 'bool', operators: ['eq'] },
  clinical_indication: { kind: 'text', operators: ['contains', 'exists'] },
  specialty_interest: { kind: 'ref', operators: REF_OPS },
  procedure: { kind: 'ref', operators: REF_OPS },
  professional: { kind: 'enum', operators: ENUM_OPS },
  age: { kind: 'number', operators: NUMBER_OPS },
  marital_status: { kind: 'enum', operators: ENUM_OR_NONE, options: MARITAL_STATUSES },
  gender: { kind: 'enum', operators: ENUM_OR_NONE, options: GENDERS },
  blood_type: { kind: 'enum', operators: ENUM_OR_NONE, options: BLOOD_TYPES },
  children: { kind: 'bool', operators: ['eq'] },
  occupation: { kind: 'text', operators: ['contains', 'exists'] },
  state: { kind: 'enum', operators: ENUM_OR_NONE, options: BRAZIL_STATES },
  city: { kind: 'enum', operators: ENUM_OR_NONE },
  district: { kind: 'enum', operators: ENUM_OR_NONE },
  campaign: { kind: 'ref', operators: REF_OPS },
  schedule_type: { kind: 'enum', operators: ENUM_OPS, options: ATTENDANCY_TYPES },
  period_type: { kind: 'enum', operators: ENUM_OPS, options: DAY_PERIODS },
} as const satisfies Record<string, FieldSpec>;
export type CrmField = keyof typeof CRM_FIELDS;
export const CRM_FIELD_NAMES = Object.keys(CRM_FIELDS) as CrmField[];

export function isCrmField(value: unknown): value is CrmField {
  return typeof value === 'string' && Object.hasOwn(CRM_FIELDS, value);
}

export function operatorsOf(field: CrmField): readonly CrmOperator[] {
  return CRM_FIELDS[field].operators;
}

/** A validated filter: lists are arrays, ranges are [from, to], exists is a yes/no. */
export type CrmValue = string | number | boolean | (string | number)[] | [string | number, string | number];
export type CrmFilter = { field: CrmField; operator: CrmOperator; value: CrmValue };

/** Whole years between a birth date and a day ('YYYY-MM-DD'), as people count them. */
export function ageOn(birthdate: string, day: string): number {
  const [by, bm, bd] = birthdate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** The birth-date range of people aged from `min` to `max` on `day` (both inclusive). */
export function birthRangeForAges(min: number, max: number, day: string): { from: string; to: string } {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const iso = (year: number, month: number, date: number) =>
    `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
  // Aged at most `max`: born after the day `max + 1` years ago. Aged at least `min`: born on or
  // before the day `min` years ago. 29 February falls back to 28 in common years.
  const shift = (years: number) => {
    const year = y - years;
    const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
    return { year, date: m === 2 && d === 29 && !leap ? 28 : d };
  };
  const oldest = shift(max + 1);
  const youngest = shift(min);
  const after = new Date(Date.UTC(oldest.year, m - 1, oldest.date + 1));
  return {
    from: iso(after.getUTCFullYear(), after.getUTCMonth() + 1, after.getUTCDate()),
    to: iso(youngest.year, m, youngest.date),
  };
}
