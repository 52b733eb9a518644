import { describe, expect, it } from 'vitest';
import { leadAgeDays, stageOf, unlockTimeBr } from './rules.ts';

describe('sales funnel rules', () => {
  it('puts a lead in the further of its manual stage and its bookings; lost wins', () => {
    const base = { lost: false, manualStage: 'new' as const, hasAttended: false, hasOpenBooking: false };
    expect(stageOf(base)).toBe('new');
    expect(stageOf({ ...base, hasOpenBooking: true })).toBe('scheduled');
    expect(stageOf({ ...base, hasOpenBooking: true, hasAttended: true })).toBe('attended');
    expect(stageOf({ ...base, manualStage: 'attended', hasOpenBooking: true })).toBe('attended');
    expect(stageOf({ ...base, lost: true, hasAttended: true })).toBe('lost');
  });

  it('writes the unlock time in Brasília time and counts whole days', () => {
    expect(unlockTimeBr(new Date('2026-11-27T17:30:00Z'))).toBe('27/11/2026 14:30');
    expect(leadAgeDays(new Date('2026-11-20T12:00:00Z'), new Date('2026-11-27T11:00:00Z'))).toBe(6);
  });
});
