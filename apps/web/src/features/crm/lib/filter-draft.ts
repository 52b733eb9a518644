import { CRM_FIELDS, type CrmField, type CrmOperator } from '@app/domain/crm/rules';
import type { WireFilter } from '../api/crm-calls.ts';

// A filter as the builder edits it: every value is text (inputs), lists are arrays of text, ranges
// are [from, to]. toWire turns it into the call's {field, operator, value}; fromWire back.

export type DraftValue = string | string[] | [string, string];
export type DraftFilter = { key: string; field: CrmField; operator: CrmOperator; value: DraftValue };

let next = 0;
const newKey = () => `f${++next}`;

/** The empty value an operator edits. */
export function emptyValue(operator: CrmOperator): DraftValue {
  if (operator === 'in' || operator === 'not_in') return [];
  if (operator === 'between') return ['', ''];
  if (operator === 'exists') return 'true';
  return '';
}

export function newFilter(field: CrmField): DraftFilter {
  const operator = CRM_FIELDS[field].operators[0] as CrmOperator;
  const value = CRM_FIELDS[field].kind === 'bool' ? 'true' : emptyValue(operator);
  return { key: newKey(), field, operator, value };
}

export function withOperator(filter: DraftFilter, operator: CrmOperator): DraftFilter {
  const kind = CRM_FIELDS[filter.field].kind;
  return { ...filter, operator, value: kind === 'bool' ? 'true' : emptyValue(operator) };
}

/** Whether the field's options are numbers (booking status and type). */
const numericOptions = (field: CrmField) => {
  const spec = CRM_FIELDS[field];
  return 'options' in spec && typeof (spec.options as readonly unknown[])[0] === 'number';
};

function scalar(field: CrmField, text: string): string | number | boolean {
  const kind = CRM_FIELDS[field].kind;
  if (kind === 'number') return text.trim() === '' ? Number.NaN : Number(text);
  if (kind === 'bool') return text === 'true';
  if (kind === 'enum' && numericOptions(field)) return Number(text);
  return text;
}

/** Whether the filter has what it needs to be sent. */
export function isComplete(f: DraftFilter): boolean {
  if (Array.isArray(f.value)) return f.value.length > 0 && f.value.every((v) => v.trim() !== '');
  return f.value.trim() !== '';
}

export function toWire(f: DraftFilter): WireFilter {
  if (f.operator === 'exists') return { field: f.field, operator: f.operator, value: f.value === 'true' };
  if (f.operator === 'between') {
    const [from, to] = f.value as [string, string];
    return { field: f.field, operator: f.operator, value: [scalar(f.field, from), scalar(f.field, to)] };
  }
  if (f.operator === 'in' || f.operator === 'not_in')
    return { field: f.field, operator: f.operator, value: (f.value as string[]).map((v) => scalar(f.field, v)) };
  return { field: f.field, operator: f.operator, value: scalar(f.field, f.value as string) };
}

export function fromWire(w: { field: string; operator: string; value: unknown }): DraftFilter | null {
  if (!Object.hasOwn(CRM_FIELDS, w.field)) return null;
  const field = w.field as CrmField;
  const operator = w.operator as CrmOperator;
  const text = (v: unknown) => String(v);
  let value: DraftValue;
  if (Array.isArray(w.value)) value = operator === 'between' ? [text(w.value[0]), text(w.value[1])] : w.value.map(text);
  else value = text(w.value);
  return { key: newKey(), field, operator, value };
}

/** 'YYYY-MM-DD' of `months` ago from `today` (the 'not seen in' shortcuts). */
export function monthsAgo(today: string, months: number): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1 - months, 1));
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(d, last));
  return date.toISOString().slice(0, 10);
}
