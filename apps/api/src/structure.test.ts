import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The shape of the API (docs/decisions/057): a feature is used through its index.ts, features
// depend on each other in one direction only, and only the data layer sees table rows.
const src = path.resolve(import.meta.dirname);

const isTest = (rel: string) => /\.test\.ts$|test-helpers\.ts$|^test\//.test(rel);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    const rel = path.relative(src, full).split(path.sep).join('/');
    return rel.endsWith('.ts') && !isTest(rel) ? [rel] : [];
  });
}

type Import = { from: string; to: string; names: string };

const importPattern = /^\s*(?:import|export)\s+(?:type\s+)?([^;]*?)\s+from\s+['"](\.[^'"]+)['"]/gm;

function importsOf(files: string[]): Import[] {
  return files.flatMap((from) =>
    [...readFileSync(path.join(src, from), 'utf8').matchAll(importPattern)].map((m) => ({
      from,
      to: path.posix.normalize(path.posix.join(path.posix.dirname(from), m[2] ?? '')),
      names: m[1] ?? '',
    })),
  );
}

const featureOf = (rel: string) => rel.match(/^features\/([^/]+)\//)?.[1] ?? null;
const isTables = (rel: string) => rel.endsWith('.tables.ts');
/**
 * The data layer: table definitions, queries, seed data, the schema index and migrations runner,
 * and the rate limiter (its counters are platform's one table and it is their only query module).
 */
const isDataLayer = (rel: string) =>
  /\.(tables|repo|seed)\.ts$/.test(rel) ||
  rel.startsWith('seed/') ||
  rel.startsWith('platform/db/') ||
  rel === 'platform/rate-limit.ts';

/**
 * Another feature's file that `from` may import without going through that feature's index.ts:
 * tables (foreign keys and joins: the schema is one layer of one database) from the data layer,
 * and seed data from the demo seed.
 */
function deepImportAllowed(from: string, to: string): boolean {
  if (isTables(to)) return isDataLayer(from);
  if (to.endsWith('.seed.ts')) return from.startsWith('seed/');
  return false;
}

/** Feature → features it imports (table-to-table foreign keys excluded: they are the schema's, not a use). */
function featureGraph(imports: Import[]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const { from, to } of imports) {
    const a = featureOf(from);
    const b = featureOf(to);
    if (!a || !b || a === b || (isTables(from) && isTables(to))) continue;
    if (!graph.has(a)) graph.set(a, new Set());
    graph.get(a)?.add(b);
  }
  return graph;
}

/** Every cycle's features, found by depth-first search (one entry per back edge). */
export function cyclesOf(graph: Map<string, Set<string>>): string[] {
  const cycles: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next].join(' → '));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node);
  return cycles;
}

describe('API structure', () => {
  const files = sourceFiles(src);
  const imports = importsOf(files);

  it('crosses into another feature only through its index.ts', () => {
    const offenders = imports
      .filter(({ from, to }) => {
        const target = featureOf(to);
        if (!target || target === featureOf(from)) return false;
        return to !== `features/${target}/index.ts` && !deepImportAllowed(from, to);
      })
      .map(({ from, to }) => `${from} → ${to}`);
    expect(offenders).toEqual([]);
  });

  it('has no cycle between features', () => {
    expect(cyclesOf(featureGraph(imports))).toEqual([]);
  });

  it('finds a cycle when two features import each other', () => {
    const graph = new Map([
      ['places', new Set(['users'])],
      ['users', new Set(['places'])],
    ]);
    expect(cyclesOf(graph)).toEqual(['places → users → places']);
  });

  it('keeps table rows in the data layer: services and views get domain types from repositories', () => {
    const offenders = new Set(
      imports
        .filter(({ from, to, names }) => {
          if (isDataLayer(from)) return false;
          return isTables(to) || /\b\w+Row\b/.test(names);
        })
        .map(({ from }) => from),
    );
    expect([...offenders].sort()).toEqual([]);
  });

  it('declares the session and refusal helpers once, in platform/service-kit.ts', () => {
    const declares = /\b(?:const|function)\s+(?:sessionOf|refuse)\b/;
    const offenders = files.filter(
      (file) => file !== 'platform/service-kit.ts' && declares.test(readFileSync(path.join(src, file), 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});
