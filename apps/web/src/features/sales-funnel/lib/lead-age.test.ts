import { describe, expect, it } from 'vitest';
import { leadAge, localInputToIso } from './lead-age.ts';

describe('lead age', () => {
  it('says today for a lead of less than a day and counts whole days after', () => {
    const now = new Date('2026-11-27T12:00:00Z');
    expect(leadAge('2026-11-27T01:00:00Z', now)).toEqual({ key: 'age.today', count: 0 });
    expect(leadAge('2026-11-24T11:00:00Z', now)).toEqual({ key: 'age.days', count: 3 });
  });
  it('refuses an empty reminder time', () => {
    expect(localInputToIso('')).toBeNull();
    expect(localInputToIso('2026-11-28T09:30')).toMatch(/^2026-11-28T\d{2}:30:00.000Z$/);
  });
});
