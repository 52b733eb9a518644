import { CRM_FIELD_NAMES, CRM_FIELDS, type CrmFilter } from '@app/domain/crm/rules';
import { CrmFilterInput } from '@app/domain/crm/schemas';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { crmWhere, filterSql } from './crm-filter.repo.ts';

const dialect = new PgDialect();
const render = (f: CrmFilter) => dialect.sqlToQuery(filterSql(f, '2026-11-27'));
const HOSTILE = "x'); drop table patients; --";

describe('the CRM SQL builder', () => {
  it('sends every typed value as a bind parameter, never inside the SQL text', () => {
    for (const field of ['search', 'occupation', 'clinical_indication', 'city', 'district'] as const) {
      const operator = CRM_FIELDS[field].operators[0];
      const parsed = CrmFilterInput.parse({
        field,
        operator,
        value: operator === 'in' ? [HOSTILE] : HOSTILE,
      });
      const query = render(parsed);
      expect(query.sql).not.toContain('drop table');
      expect(JSON.stringify(query.params)).toContain('drop table');
    }
  });

  it('builds a condition for every field and operator the domain allows', () => {
    const sample: Record<string, unknown> = {
      text: 'ana',
      number: 3,
      date: '2026-01-01',
      bool: true,
      ref: '00000000-0000-4000-8000-000000000001',
    };
    for (const field of CRM_FIELD_NAMES) {
      const spec = CRM_FIELDS[field];
      for (const operator of spec.operators) {
        const scalar =
          'options' in spec
            ? (spec.options as readonly unknown[])[0]
            : spec.kind === 'enum'
              ? 'Centro'
              : sample[spec.kind];
        const value =
          operator === 'exists'
            ? true
            : operator === 'between'
              ? [scalar, scalar]
              : operator === 'in' || operator === 'not_in'
                ? [scalar]
                : scalar;
        const filter = CrmFilterInput.parse({ field, operator, value });
        expect(render(filter).sql.length, `${field} ${operator}`).toBeGreaterThan(5);
      }
    }
  });

  it('turns ages into a birth-date range (the index answers it)', () => {
    const query = render({ field: 'age', operator: 'between', value: [30, 50] });
    expect(query.sql).toContain('"birthdate" between');
    expect(query.params).toEqual(['1975-11-28', '1996-11-27']);
  });

  it('scopes a professional to their own patients and always to the place', () => {
    const query = dialect.sqlToQuery(
      crmWhere('place-a', [], { all: false, supplierIds: ['supplier-pedro'] }, '2026-11-27'),
    );
    expect(query.sql).toContain('"crm_patient_summaries"."place_id" = $1');
    expect(query.sql).toContain('"tags" &&');
    expect(query.params[0]).toBe('place-a');
  });

  it('refuses unknown fields, wrong operators and values of the wrong kind', () => {
    expect(CrmFilterInput.safeParse({ field: 'salary', operator: 'eq', value: 1 }).success).toBe(false);
    expect(CrmFilterInput.safeParse({ field: 'age', operator: 'contains', value: 'x' }).success).toBe(false);
    expect(CrmFilterInput.safeParse({ field: 'age', operator: 'between', value: [50, 30] }).success).toBe(false);
    expect(CrmFilterInput.safeParse({ field: 'age', operator: 'gte', value: 131 }).success).toBe(false);
    expect(CrmFilterInput.safeParse({ field: 'birthdate', operator: 'gte', value: '2026-02-30' }).success).toBe(false);
    expect(CrmFilterInput.safeParse({ field: 'gender', operator: 'in', value: ['robot'] }).success).toBe(false);
    expect(CrmFilterInput.safeParse({ field: 'campaign', operator: 'in', value: ['1; drop'] }).success).toBe(false);
    // A scalar where a list is expected is a one-item list.
    expect(CrmFilterInput.parse({ field: 'gender', operator: 'in', value: 'female' }).value).toEqual(['female']);
  });
});
