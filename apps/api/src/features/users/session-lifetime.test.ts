import { describe, expect, it } from 'vitest';
import { firstExpiry, pastMax, slidExpiry } from './session-lifetime.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const manager = { idleMs: 12 * HOUR, maxMs: 7 * DAY };
const user = { idleMs: 30 * DAY, maxMs: 90 * DAY };
const at = (ms: number) => new Date(ms);

describe('sliding session ends', () => {
  const now = 1_000 * DAY;

  it('a new session ends one idle period from now', () => {
    expect(firstExpiry(manager, now).getTime()).toBe(now + 12 * HOUR);
    expect(firstExpiry({ idleMs: 10 * DAY, maxMs: 2 * DAY }, now).getTime()).toBe(now + 2 * DAY);
  });

  it('writes only when the end moves by a 24th of the idle limit (a day at most)', () => {
    const created = at(now - HOUR);
    // Staff: 30-minute steps.
    expect(slidExpiry(manager, created, at(now + 12 * HOUR - 29 * 60_000), now)).toBeNull();
    expect(slidExpiry(manager, created, at(now + 11 * HOUR), now)?.getTime()).toBe(now + 12 * HOUR);
    // Customers: one-day steps.
    expect(slidExpiry(user, created, at(now + 29.5 * DAY), now)).toBeNull();
    expect(slidExpiry(user, created, at(now + 28 * DAY), now)?.getTime()).toBe(now + 30 * DAY);
  });

  it('stops at the absolute limit, written once', () => {
    const created = at(now - 7 * DAY + HOUR);
    const cap = created.getTime() + 7 * DAY;
    expect(slidExpiry(manager, created, at(now + 10 * 60_000), now)?.getTime()).toBe(cap);
    expect(slidExpiry(manager, created, at(cap), now)).toBeNull();
    expect(pastMax(manager, created, now)).toBe(false);
    expect(pastMax(manager, created, cap)).toBe(true);
  });
});
