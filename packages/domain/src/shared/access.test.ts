import { describe, expect, it } from 'vitest';
import { ACCESS_LEVEL, ACCESS_LEVELS, isAccessLevel, meetsLevel } from './access.ts';

describe('access levels', () => {
  it('use the numbers of spec 3 §2.1', () => {
    expect(ACCESS_LEVEL).toEqual({ anonymous: 0, user: 1, manager: 2, supplier: 3, owner: 4 });
    expect(ACCESS_LEVELS).toEqual(['anonymous', 'user', 'manager', 'supplier', 'owner']);
  });

  it('each level meets itself and every lower one, never a higher one', () => {
    for (const actual of ACCESS_LEVELS) {
      for (const required of ACCESS_LEVELS) {
        expect(meetsLevel(actual, required)).toBe(ACCESS_LEVEL[actual] >= ACCESS_LEVEL[required]);
      }
    }
    expect(meetsLevel('anonymous', 'user')).toBe(false);
    expect(meetsLevel('manager', 'supplier')).toBe(false);
    expect(meetsLevel('owner', 'supplier')).toBe(true);
    expect(meetsLevel('user', 'anonymous')).toBe(true);
  });

  it('recognises level names only', () => {
    expect(isAccessLevel('owner')).toBe(true);
    expect(isAccessLevel('admin')).toBe(false);
    expect(isAccessLevel('toString')).toBe(false);
    expect(isAccessLevel(2)).toBe(false);
  });
});
