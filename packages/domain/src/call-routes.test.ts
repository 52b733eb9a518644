import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { callRoutes } from './call-routes.ts';
import { callTarget } from './call-target.ts';
import { catalogue } from './contract.ts';

const src = import.meta.dirname;
const routeFiles = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((f) => /(^|[/\\-])routes\.ts$/.test(f) && f !== 'call-routes.ts')
  .sort();

describe('callRoutes', () => {
  it('has exactly one route for each call of the catalogue, and no route without a call', () => {
    expect(Object.keys(callRoutes).sort()).toEqual(Object.keys(catalogue).sort());
    for (const def of Object.values(catalogue)) {
      const { name, surface, path: urlPath, method, level, place, clinic } = def;
      expect({ name, surface, path: urlPath, method, level, place, ...(clinic ? { clinic } : {}) }).toEqual(
        callRoutes[name],
      );
    }
  });

  it("the browser's call targets (call-target.ts) are callRoutes' method, surface and path for every call", () => {
    for (const route of Object.values(callRoutes)) {
      const { method, surface, path: urlPath } = route;
      expect({ name: route.name, ...callTarget(route.name) }).toEqual({
        name: route.name,
        method,
        surface,
        path: urlPath,
      });
    }
  });

  it('gathers every feature routes.ts, and no name is declared by two features', async () => {
    expect(routeFiles.length).toBeGreaterThan(10);
    const names: string[] = [];
    for (const file of routeFiles) {
      const mod = (await import(path.join(src, file))) as Record<string, Record<string, unknown>>;
      for (const table of Object.values(mod)) names.push(...Object.keys(table));
    }
    expect(names.length).toBe(new Set(names).size);
    expect(names.sort()).toEqual(Object.keys(callRoutes).sort());
  });
});
