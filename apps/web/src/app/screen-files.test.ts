import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCREENS } from './registered-routes.ts';
import { ROUTES } from './route-table.ts';
import { SCREEN_BOOT_DATA, SCREEN_FILES, SCREEN_FOLLOWERS, SCREEN_NAMESPACES } from './screen-files.ts';

const routesDir = path.resolve(import.meta.dirname, '../routes');
const routeNames = new Set(ROUTES.map((r) => r.name));

describe('screen files', () => {
  it('names an existing file for every screen, and each becomes a lazy module', () => {
    for (const [name, file] of Object.entries(SCREEN_FILES)) {
      expect(existsSync(path.join(routesDir, file)), `${name}: ${file}`).toBe(true);
      expect(typeof SCREENS[name as keyof typeof SCREENS], name).toBe('function');
    }
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
