import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The web's layers and feature slices (docs/decisions/060-web-feature-slices.md):
// - features/<name> uses the feature names of packages/domain and apps/api (plus the checkout slice);
// - another feature, a route or the app reaches a feature only through its public entry:
//   `index.ts`, or `admin/index.ts` for its back-office part; a lazy `import()` may name a module
//   that entry re-exports, so the module keeps its own chunk;
// - a feature's entries only re-export (build/feature-entries.ts declares them side-effect free);
// - no two features import each other, directly or around a longer loop;
// - lib/, components/ui/ and app/shared/ (the layer every feature may import) import no feature.
const src = path.resolve(import.meta.dirname);
const domainSrc = path.resolve(src, '../../../packages/domain/src');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return files(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

const rel = (file: string) => path.relative(src, file).split(path.sep).join('/');
const staticImport = /(?:^|;)\s*(?:import|export)\s+[^;]*?from\s+['"]([^'"]+)['"]/gm;
const dynamicImport = /import\(\s*['"]([^'"]+)['"]\s*\)/g;

type Import = { from: string; to: string; spec: string; dynamic: boolean };

function imports(): Import[] {
  return files(src).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    const found = [
      ...[...text.matchAll(staticImport)].map((m) => ({ spec: m[1] ?? '', dynamic: false })),
      ...[...text.matchAll(dynamicImport)].map((m) => ({ spec: m[1] ?? '', dynamic: true })),
    ];
    return found
      .filter(({ spec }) => spec.startsWith('.'))
      .map(({ spec, dynamic }) => ({
        from: rel(file),
        to: rel(path.resolve(path.dirname(file), spec)),
        spec,
        dynamic,
      }));
  });
}

const featureOf = (file: string) => /^features\/([^/]+)\//.exec(file)?.[1] ?? null;
const entriesOf = (feature: string) => [`features/${feature}/index.ts`, `features/${feature}/admin/index.ts`];
const features = readdirSync(path.join(src, 'features')).filter((name) =>
  statSync(path.join(src, 'features', name)).isDirectory(),
);

/** The modules a feature's entries re-export: its public modules. */
function publicModules(feature: string): Set<string> {
  const found = new Set<string>();
  for (const entry of entriesOf(feature)) {
    let text: string;
    try {
      text = readFileSync(path.join(src, entry), 'utf8');
    } catch {
      continue;
    }
    for (const m of text.matchAll(staticImport))
      found.add(rel(path.resolve(path.dirname(path.join(src, entry)), m[1] ?? '')));
  }
  return found;
}

describe('web structure', () => {
  it('names features as the domain and the API do', () => {
    const domain = readdirSync(domainSrc).filter(
      (name) => statSync(path.join(domainSrc, name)).isDirectory() && name !== 'shared',
    );
    // The checkout is a workflow over cart, orders, payments and addresses, a slice of its own on
    // both sides; every other folder is one of the domain's features.
    expect(features.filter((name) => name !== 'checkout' && !domain.includes(name))).toEqual([]);
  });

  it('gives every feature a public entry that only re-exports', () => {
    const offenders: string[] = [];
    for (const feature of features) {
      const entries = entriesOf(feature).filter((entry) => {
        try {
          return statSync(path.join(src, entry)).isFile();
        } catch {
          return false;
        }
      });
      if (entries.length === 0) offenders.push(`features/${feature}: no index.ts or admin/index.ts`);
      for (const entry of entries) {
        const code = readFileSync(path.join(src, entry), 'utf8')
          .replace(/^\s*\/\/.*$/gm, '')
          .replace(/export\s+(?:type\s+)?\{[^}]*\}\s+from\s+'[^']+';/g, '')
          .trim();
        if (code) offenders.push(`${entry}: not only re-exports (${code.slice(0, 60)})`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('reaches another feature only through its public entry', () => {
    const publics = new Map(features.map((feature) => [feature, publicModules(feature)]));
    const offenders = imports().flatMap(({ from, to, spec, dynamic }) => {
      const target = featureOf(to);
      if (!target || target === featureOf(from) || entriesOf(target).includes(to)) return [];
      if (dynamic && publics.get(target)?.has(to)) return [];
      return [`${from} → ${spec}`];
    });
    expect(offenders).toEqual([]);
  });

  it('has no loop between features', () => {
    const edges = new Map<string, Set<string>>(features.map((feature) => [feature, new Set()]));
    for (const { from, to } of imports()) {
      const a = featureOf(from);
      const b = featureOf(to);
      if (a && b && a !== b) edges.get(a)?.add(b);
    }
    const loops: string[] = [];
    // Each loop is reported once, from its alphabetically first feature.
    const visit = (start: string, node: string, trail: string[]) => {
      for (const next of edges.get(node) ?? []) {
        if (next === start) loops.push([...trail, next].join(' → '));
        else if (!trail.includes(next) && next > start) visit(start, next, [...trail, next]);
      }
    };
    for (const feature of features) visit(feature, feature, [feature]);
    expect(loops).toEqual([]);
  });

  it('keeps the shared layers free of features and routes', () => {
    const shared = /^(lib|components\/ui|app\/shared)\//;
    const offenders = imports()
      .filter(({ from, to }) => shared.test(from) && /^(features|routes)\//.test(to))
      .map(({ from, spec }) => `${from} → ${spec}`);
    expect(offenders).toEqual([]);
  });

  it('keeps routes out of features', () => {
    const offenders = imports()
      .filter(({ from, to }) => from.startsWith('features/') && to.startsWith('routes/'))
      .map(({ from, spec }) => `${from} → ${spec}`);
    expect(offenders).toEqual([]);
  });
});
