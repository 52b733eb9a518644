import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The login screen's JavaScript budget (bench/RESULTS.md) depends on the browser never loading the
// zod schemas: web code imports the contract for types only, and the client without the catalogue.
const src = path.resolve(import.meta.dirname);

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return files(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

const runtimeImport = /^\s*import\s+(?!type\b)[^;]*?from\s+['"]([^'"]+)['"]/gm;

describe('web bundle rules', () => {
  it('imports no zod, no contract catalogue and no schemas at run time', () => {
    const offenders: string[] = [];
    for (const file of files(src)) {
      for (const match of readFileSync(file, 'utf8').matchAll(runtimeImport)) {
        const from = match[1] ?? '';
        const bad =
          from === 'zod' ||
          from === '@app/domain' ||
          /^@app\/domain\/(contract|contract-types|index)$/.test(from) ||
          /^@app\/domain\/.*\/(schemas|calls)$/.test(from);
        if (bad) offenders.push(`${path.relative(src, file)} → ${from}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('translates with the app translator, not i18next (decision 204)', () => {
    // After a merge, `node scripts/codemods/own-translator.mjs` rewrites imports of the old one.
    const offenders: string[] = [];
    for (const file of files(src)) {
      for (const match of readFileSync(file, 'utf8').matchAll(runtimeImport)) {
        if (/^(react-)?i18next$/.test(match[1] ?? '')) offenders.push(path.relative(src, file));
      }
    }
    expect(offenders).toEqual([]);
  });

  it('keeps the back office out of storefront chunks: only back-office code imports admin code', () => {
    // Admin code is routes/admin/ and each feature's admin/ folder; storefront screens, the shell
    // and a feature's storefront part never import it, so no storefront chunk carries it.
    const offenders: string[] = [];
    const anyImport = /(?:^\s*(?:import|export)\s+[^;]*?from\s+|import\()\s*['"]([^'"]+)['"]/gm;
    const isAdmin = (rel: string) => rel.startsWith('routes/admin/') || /^features\/[^/]+\/admin\//.test(rel);
    for (const file of files(src)) {
      const rel = path.relative(src, file).split(path.sep).join('/');
      if (isAdmin(rel)) continue;
      for (const match of readFileSync(file, 'utf8').matchAll(anyImport)) {
        const from = match[1] ?? '';
        if (!from.startsWith('.')) continue;
        const target = path
          .relative(src, path.resolve(path.dirname(file), from))
          .split(path.sep)
          .join('/');
        if (isAdmin(target)) offenders.push(`${rel} → ${from}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
