import { normalizeForSearch } from '@app/domain/addresses/rules';
import { birthRangeForAges, type CrmFilter } from '@app/domain/crm/rules';
import { and, arrayOverlaps, not, type SQL, sql } from 'drizzle-orm';
import { containsPlain, escapeLike, plainText } from '../../platform/db/plain-text.ts';
import { patientOrigins } from '../crm-lists/crm-lists.tables.ts';
import { patients } from '../patients/patients.tables.ts';
import { attendancies } from '../scheduling/scheduling.tables.ts';
import { crmPatientSummaries } from './crm.tables.ts';

// Every CRM filter as a parameterised SQL condition on `patients` joined to its CRM summary
// (decision 177) and `patient_origins`, decision 143. Values only ever travel as bind parameters;
// column and table names come from the Drizzle tables, never from the request. The summary's cities
// and districts are written by the migration with the same translate(lower(..)) as `plain` below.

const ZONE = 'America/Sao_Paulo';
const CANCELLED = 3;

const plain = plainText;
/** The first instant of a Brazilian day. */
const dayStart = (day: string) => sql`((${day})::date::timestamp at time zone ${ZONE})`;
const dayEnd = (day: string) => sql`(((${day})::date + 1)::timestamp at time zone ${ZONE})`;

/** Bookings of the patient at the place matching `extra` (only the period 'between' reads them). */
const bookings = (extra: SQL) =>
  sql`exists (select 1 from ${attendancies} where ${attendancies.placeId} = ${crmPatientSummaries.placeId} and ${attendancies.userId} = ${crmPatientSummaries.userId} and ${extra})`;
const notCancelled = sql`${attendancies.status} <> ${CANCELLED}`;
const summary = crmPatientSummaries;

type Values = (string | number)[];
const list = (value: CrmFilter['value']): Values => (Array.isArray(value) ? (value as Values) : [value as string]);
const range = (value: CrmFilter['value']) => value as [string | number, string | number];

/** in / not_in / exists on a nullable column. */
function columnChoice(column: SQL | unknown, f: CrmFilter, normalise = false): SQL {
  if (f.operator === 'exists') return f.value ? sql`${column} is not null` : sql`${column} is null`;
  const values = list(f.value).map((v) => (normalise ? normalizeForSearch(String(v)) : v));
  const target = normalise ? plain(column) : sql`${column}`;
  const matches = sql`${target} in ${values}`;
  return f.operator === 'not_in' ? sql`(${column} is null or not ${matches})` : matches;
}

/**
 * Any of the values among the summary's tags (decision 210): one GIN holds every field's values,
 * each with its field's prefix, so several 'in' filters intersect inside that one index.
 */
const tagged = (prefix: string, values: Values) =>
  sql`${summary.tags} && array[${sql.join(
    values.map((v) => sql`${`${prefix}:${v}`}`),
    sql`, `,
  )}]::text[]`;

/** 'in' as tags (the index), 'not_in' and 'exists' as the column itself. */
function taggedChoice(f: CrmFilter, prefix: string, choice: (f: CrmFilter) => SQL, normalise = false) {
  if (f.operator !== 'in') return choice(f);
  return tagged(
    prefix,
    list(f.value).map((v) => (normalise ? normalizeForSearch(String(v)) : String(v))),
  );
}

/** Any of the values in a summary array. */
const overlaps = (column: unknown, values: Values, type: 'text' | 'smallint') =>
  sql`${column} && array[${sql.join(
    values.map((v) => sql`${String(v)}`),
    sql`, `,
  )}]::${sql.raw(type)}[]`;

/**
 * Something the patient has (a booking status, an address's district), from its summary array:
 * in → one of the values; not_in → none of them; exists → any at all.
 */
function summaryChoice(f: CrmFilter, column: unknown, type: 'text' | 'smallint', normalise = false): SQL {
  if (f.operator === 'exists') return f.value ? sql`cardinality(${column}) > 0` : sql`cardinality(${column}) = 0`;
  const values = list(f.value).map((v) => (normalise ? normalizeForSearch(String(v)) : v));
  const found = overlaps(column, values, type);
  return f.operator === 'not_in' ? not(found) : found;
}

function textFilter(column: unknown, f: CrmFilter): SQL {
  if (f.operator === 'exists') return f.value ? sql`coalesce(${column}, '') <> ''` : sql`coalesce(${column}, '') = ''`;
  return containsPlain(column, String(f.value));
}

function dateFilter(column: unknown, f: CrmFilter): SQL {
  if (f.operator === 'between') {
    const [from, to] = range(f.value);
    return sql`${column} between ${from} and ${to}`;
  }
  if (f.operator === 'gte') return sql`${column} >= ${f.value}`;
  if (f.operator === 'lte') return sql`${column} <= ${f.value}`;
  return sql`${column} = ${f.value}`;
}

function numberFilter(expression: SQL, f: CrmFilter): SQL {
  if (f.operator === 'between') {
    const [from, to] = range(f.value);
    return sql`${expression} between ${from} and ${to}`;
  }
  if (f.operator === 'gte') return sql`${expression} >= ${f.value}`;
  if (f.operator === 'lte') return sql`${expression} <= ${f.value}`;
  return sql`${expression} = ${f.value}`;
}

/** Ages as a birth-date range, so the btree on (place_id, birthdate) answers it. */
function ageFilter(f: CrmFilter, today: string): SQL {
  const bounds: [number, number] =
    f.operator === 'between'
      ? (range(f.value) as [number, number])
      : f.operator === 'gte'
        ? [f.value as number, 200]
        : f.operator === 'lte'
          ? [0, f.value as number]
          : [f.value as number, f.value as number];
  const { from, to } = birthRangeForAges(bounds[0], bounds[1], today);
  return sql`${summary.birthdate} between ${from} and ${to}`;
}

function searchFilter(text: string): SQL {
  const byName = containsPlain(patients.fullName, text);
  const digits = text.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
  if (!/\d{3,}/.test(digits)) return byName;
  return sql`(${byName} or ${patients.cpf} like ${`${escapeLike(digits)}%`} or ${patients.phone} like ${`%${escapeLike(digits.replace(/\D/g, ''))}%`})`;
}

/** A part of the day as the summary names it (the hour the booking starts in Brazil). */
const dayPart = (period: string) => (period === 'morning' || period === 'afternoon' ? period : 'evening');

/** Bookings not cancelled in a period, first bounded by the summary's first and last booking. */
function periodFilter(f: CrmFilter): SQL {
  if (f.operator === 'last_seen_before') return sql`${summary.lastVisit} < ${dayStart(String(f.value))}`;
  if (f.operator === 'between') {
    const [from, to] = range(f.value);
    const start = dayStart(String(from));
    const end = dayEnd(String(to));
    return sql`(${summary.lastBookingAt} >= ${start} and ${summary.firstBookingAt} < ${end} and ${bookings(
      sql`${notCancelled} and ${attendancies.startsAt} >= ${start} and ${attendancies.startsAt} < ${end}`,
    )})`;
  }
  if (f.operator === 'gte') return sql`${summary.lastBookingAt} >= ${dayStart(String(f.value))}`;
  return sql`${summary.firstBookingAt} < ${dayEnd(String(f.value))}`;
}

function procedureFilter(f: CrmFilter): SQL {
  if (f.operator === 'exists') return f.value ? sql`${summary.procedureDone}` : sql`not ${summary.procedureDone}`;
  return taggedChoice(f, 'p', (f) => summaryChoice(f, summary.procedures, 'text'));
}

const bool = (column: unknown, f: CrmFilter) => sql`coalesce(${column}, false) = ${Boolean(f.value)}`;

/** One filter as a condition; `today` is the Brazilian day ages are counted on. */
export function filterSql(f: CrmFilter, today: string): SQL {
  switch (f.field) {
    case 'search':
      return searchFilter(String(f.value));
    case 'appointment':
      return summaryChoice(f, summary.bookingStatuses, 'smallint');
    case 'period':
      return periodFilter(f);
    case 'contact_type':
      return columnChoice(patientOrigins.contactTypeId, f);
    case 'schedule_count':
      return numberFilter(sql`${summary.scheduleCount}`, f);
    case 'birthdate':
      return dateFilter(summary.birthdate, f);
    case 'publicity_block':
      return bool(patientOrigins.publicityBlock, f);
    case 'contact_block':
      return bool(patientOrigins.contactBlock, f);
    case 'new_client':
      return f.value ? sql`${summary.lastVisit} is null` : sql`${summary.lastVisit} is not null`;
    case 'clinical_indication':
      return textFilter(patientOrigins.clinicalIndication, f);
    case 'specialty_interest':
      return columnChoice(patientOrigins.interestSpecialityId, f);
    case 'procedure':
      return procedureFilter(f);
    case 'professional':
      return f.operator === 'not_in'
        ? not(arrayOverlaps(summary.supplierIds, list(f.value).map(String)))
        : tagged('s', list(f.value).map(String));
    case 'age':
      return ageFilter(f, today);
    case 'marital_status':
      return taggedChoice(f, 'm', (f) => columnChoice(summary.maritalStatus, f));
    case 'gender':
      return taggedChoice(f, 'g', (f) => columnChoice(summary.gender, f));
    case 'blood_type':
      return taggedChoice(f, 'b', (f) => columnChoice(summary.bloodType, f));
    case 'children':
      return bool(summary.hasChildren, f);
    case 'occupation':
      return textFilter(summary.occupation, f);
    case 'state':
      return taggedChoice(f, 'st', (f) => summaryChoice(f, summary.states, 'text'));
    case 'city':
      return taggedChoice(f, 'c', (f) => summaryChoice(f, summary.cities, 'text', true), true);
    case 'district':
      return taggedChoice(f, 'd', (f) => summaryChoice(f, summary.districts, 'text', true), true);
    case 'campaign':
      return columnChoice(patientOrigins.campaignId, f);
    case 'schedule_type':
      return summaryChoice(f, summary.bookingTypes, 'smallint');
    case 'period_type': {
      const found = overlaps(summary.dayParts, list(f.value).map(String).map(dayPart), 'text');
      return f.operator === 'not_in' ? not(found) : found;
    }
  }
}

const ORIGIN_FIELDS = new Set([
  'contact_type',
  'publicity_block',
  'contact_block',
  'clinical_indication',
  'specialty_interest',
  'campaign',
]);
const TAG_PREFIXES: Partial<Record<CrmFilter['field'], string>> = {
  gender: 'g',
  marital_status: 'm',
  blood_type: 'b',
  professional: 's',
  state: 'st',
  city: 'c',
  district: 'd',
  procedure: 'p',
};

/**
 * The tags every matching patient must carry: each 'in' filter of one value on a tagged field
 * (decision 210). The page sets them as app.crm_tags for the summary's restrictive policy, the one
 * place a GIN condition can be an index condition under forced RLS; the filters' own conditions
 * stay in the where, so the answer never depends on it.
 */
export function requiredTags(filters: readonly CrmFilter[]): string[] {
  const tags = new Set<string>();
  for (const f of filters) {
    const prefix = TAG_PREFIXES[f.field];
    const values = f.operator === 'in' ? list(f.value) : [];
    if (!prefix || values.length !== 1) continue;
    const value = String(values[0]);
    tags.add(`${prefix}:${f.field === 'city' || f.field === 'district' ? normalizeForSearch(value) : value}`);
  }
  return [...tags].sort();
}

/**
 * How a match reads: the tables besides the summary it must join (patients for a search,
 * patient_origins for their filters) and the tags it requires.
 */
export const matchShapeOf = (filters: readonly CrmFilter[]) => ({
  patients: filters.some((f) => f.field === 'search'),
  origins: filters.some((f) => ORIGIN_FIELDS.has(f.field)),
  tags: requiredTags(filters),
});

/** Every filter and the caller's scope, as one condition. */
export function crmWhere(
  placeId: string,
  filters: readonly CrmFilter[],
  scope: { all: true } | { all: false; supplierIds: string[] },
  today: string,
): SQL {
  const parts: SQL[] = [sql`${summary.placeId} = ${placeId}`];
  if (!scope.all) parts.push(tagged('s', scope.supplierIds));
  for (const f of filters) parts.push(filterSql(f, today));
  return and(...parts) as SQL;
}
