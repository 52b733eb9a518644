import { describe, expect, it } from 'vitest';
import { fromWire, isComplete, monthsAgo, newFilter, toWire, withOperator } from './filter-draft.ts';

describe('the CRM filter draft', () => {
  it('sends numbers, booleans and numeric options with their types', () => {
    const age = { ...newFilter('age'), operator: 'between' as const, value: ['30', '50'] as [string, string] };
    expect(toWire(age)).toEqual({ field: 'age', operator: 'between', value: [30, 50] });
    const status = { ...newFilter('appointment'), value: ['2'] };
    expect(toWire(status)).toEqual({ field: 'appointment', operator: 'in', value: [2] });
    expect(toWire(newFilter('children'))).toEqual({ field: 'children', operator: 'eq', value: true });
    expect(toWire(withOperator(newFilter('occupation'), 'exists'))).toEqual({
      field: 'occupation',
      operator: 'exists',
      value: true,
    });
  });

  it('knows an incomplete filter and reads a saved one back', () => {
    expect(isComplete(newFilter('district'))).toBe(false);
    expect(isComplete({ ...newFilter('age'), operator: 'between', value: ['30', ''] })).toBe(false);
    const back = fromWire({ field: 'age', operator: 'between', value: [30, 50] });
    expect(back?.value).toEqual(['30', '50']);
    expect(fromWire({ field: 'salary', operator: 'eq', value: 1 })).toBeNull();
  });

  it('counts months back, keeping the day inside short months', () => {
    expect(monthsAgo('2026-11-27', 6)).toBe('2026-05-27');
    expect(monthsAgo('2026-08-31', 6)).toBe('2026-02-28');
  });
});
