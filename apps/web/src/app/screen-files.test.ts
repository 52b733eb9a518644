import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCREENS } from './registered-routes.ts';
import { ROUTES } from './route-table.ts';
import { inEntryTable, SCREEN_BOOT_DATA, SCREEN_FILES, SCREEN_FOLLOWERS, SCREEN_NAMESPACES } from './screen-files.ts';
import { loadStaffScreen, STAFF_SCREEN_FILES } from './staff-screens.ts';

const routesDir = path.resolve(import.meta.dirname, '../routes');
const routeNames = new Set(ROUTES.map((r) => r.name));

describe('screen files', () => {
  it('names an existing file for every screen, and each becomes a lazy module', () => {
    for (const [name, file] of Object.entries(SCREEN_FILES)) {
      expect(existsSync(path.join(routesDir, file)), `${name}: ${file}`).toBe(true);
      expect(typeof SCREENS[name as keyof typeof SCREENS], name).toBe('function');
      // A screen outside the entry's table is one the second table can load.
      if (!inEntryTable(file)) expect(STAFF_SCREEN_FILES, `${name}: ${file}`).toContain(file);
    }
  });

  it('lists the back office screens in the second table, and no others', async () => {
    const second = Object.values(SCREEN_FILES).filter((file) => !inEntryTable(file));
    expect(second.length).toBeGreaterThan(0);
    expect(second.every((file) => file.startsWith('admin/'))).toBe(true);
    expect([...STAFF_SCREEN_FILES].sort()).toEqual([...second].sort());
    await expect(loadStaffScreen('admin/no-such-route.tsx')).rejects.toThrow('no screen module');
  });

  it('speaks only of routes of the table that have a screen', () => {
    for (const table of [SCREEN_FILES, SCREEN_NAMESPACES, SCREEN_FOLLOWERS, SCREEN_BOOT_DATA]) {
      for (const name of Object.keys(table)) expect(routeNames.has(name as never), name).toBe(true);
    }
    for (const followers of Object.values(SCREEN_FOLLOWERS)) {
      for (const name of followers ?? []) expect(name in SCREEN_FILES, name).toBe(true);
    }
  });
});

describe('the login screen (decision 189 keeps it light)', () => {
  it('brings its validation texts with its chunk, not after its first render', async () => {
    const login = await SCREENS.Login();
    expect(login.namespaces).toEqual(expect.arrayContaining(['login', 'validation']));
    expect(SCREEN_NAMESPACES.Login).toEqual(login.namespaces);
  });
});
