import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

// Where a route's gzipped JavaScript comes from, per package (node_modules) or app folder, from a
// build with source maps:
//   (cd apps/web && npx vite build --sourcemap --outDir ../../.tmp/dist-map)
//   node --import tsx bench/js-attribution.ts .tmp/dist-map [Home|Login|<screen>] [--modules]
// The files are the entry's (index.html: script + modulepreload) plus the screen's first-screen
// hints (dist/first-screen-hints.json), the same set `npm run bench -- pages` sees in Chromium minus
// the locale chunks fetched at run time (listed apart). Each chunk's gzip size (level 9) is shared
// among its sources by their minified bytes: an estimate (gzip does not compress every part
// alike), good for ranking causes; the chunk totals are exact.

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const b64 = new Map([...B64].map((c, i) => [c, i]));

/** Decodes one source-map `mappings` line into [generated column, source index] per segment. */
function decodeLine(line: string, state: { source: number }): [number, number][] {
  const out: [number, number][] = [];
  let column = 0;
  for (const segment of line.split(',')) {
    if (!segment) continue;
    const fields: number[] = [];
    let value = 0;
    let shift = 0;
    for (const ch of segment) {
      const digit = b64.get(ch) ?? 0;
      value += (digit & 31) << shift;
      if (digit & 32) shift += 5;
      else {
        fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
        value = 0;
        shift = 0;
      }
    }
    column += fields[0] ?? 0;
    if (fields.length >= 4) state.source += fields[1] ?? 0;
    out.push([column, fields.length >= 4 ? state.source : -1]);
  }
  return out;
}

/** Minified bytes per source file of one chunk (unmapped bytes count as `(chunk glue)`). */
export function bytesPerSource(code: string, map: { sources: string[]; mappings: string }): Map<string, number> {
  const sizes = new Map<string, number>();
  const add = (name: string, n: number) => sizes.set(name, (sizes.get(name) ?? 0) + n);
  const lines = code.split('\n');
  const mapLines = map.mappings.split(';');
  const state = { source: 0 };
  lines.forEach((text, i) => {
    const segments = decodeLine(mapLines[i] ?? '', state);
    const bytes = (from: number, to: number) => Buffer.byteLength(text.slice(from, to));
    if (segments.length === 0) {
      add('(chunk glue)', bytes(0, text.length) + 1);
      return;
    }
    add('(chunk glue)', bytes(0, segments[0]?.[0] ?? 0) + 1);
    segments.forEach(([column, source], k) => {
      const end = segments[k + 1]?.[0] ?? text.length;
      add(source < 0 ? '(chunk glue)' : (map.sources[source] ?? '?'), bytes(column, end));
    });
  });
  return sizes;
}

/** A source path reduced to what to act on: a package, or a folder of the app. */
export function groupOf(source: string): string {
  const pkg = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1] ?? source;
  const web = source.match(/apps\/web\/src\/((?:features|routes|app|components)\/[^/]+|[^/]+)/);
  if (web) return `web:${web[1]}`;
  const domain = source.match(/packages\/domain\/src\/([^/]+)/);
  if (domain) return `domain:${domain[1]}`;
  return source;
}

function resolveAsset(dist: string, file: string): string | undefined {
  const direct = path.join(dist, file.replace(/^\//, ''));
  if (existsSync(direct)) return direct;
  // Another build of the same code: match the name before the hash.
  const stem = path.basename(file).replace(/-[\w-]{8}\.js$/, '-');
  const hit = readdirSync(path.join(dist, 'assets')).find(
    (n) => n.startsWith(stem) && n.endsWith('.js') && n.length === stem.length + 11,
  );
  return hit ? path.join(dist, 'assets', hit) : undefined;
}

export function routeFiles(dist: string, screen: string): string[] {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const entry = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1] ?? '');
  const hints = JSON.parse(readFileSync(path.join(dist, 'first-screen-hints.json'), 'utf8'));
  const own: string[] = hints.screens[screen]?.js ?? [];
  return [...new Set([...entry, ...own])];
}

export function attribute(dist: string, files: string[]) {
  const perGroup = new Map<string, number>();
  const perModule = new Map<string, number>();
  const chunks: { file: string; gzKb: number }[] = [];
  for (const file of files) {
    const full = resolveAsset(dist, file);
    if (!full) continue;
    const code = readFileSync(full, 'utf8');
    const gz = gzipSync(code, { level: 9 }).length;
    chunks.push({ file: path.basename(full), gzKb: gz / 1024 });
    const mapFile = `${full}.map`;
    if (!existsSync(mapFile)) continue;
    const sizes = bytesPerSource(code, JSON.parse(readFileSync(mapFile, 'utf8')));
    const total = [...sizes.values()].reduce((a, b) => a + b, 0);
    for (const [source, n] of sizes) {
      const share = (gz * n) / total / 1024;
      const name = groupOf(source);
      perGroup.set(name, (perGroup.get(name) ?? 0) + share);
      const mod = source.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
      perModule.set(mod, (perModule.get(mod) ?? 0) + share);
    }
  }
  return { chunks, perGroup, perModule };
}

const round = (n: number) => Math.round(n * 10) / 10;
const table = (m: Map<string, number>, limit: number) =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([name, kb]) => ({ name, 'gz KB (est.)': round(kb) }));

if (import.meta.url === `file://${process.argv[1]}`) {
  const [distArg = 'apps/web/dist', screen = 'Home'] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  const dist = path.resolve(distArg);
  const files = routeFiles(dist, screen);
  const { chunks, perGroup, perModule } = attribute(dist, files);
  const total = chunks.reduce((n, c) => n + c.gzKb, 0);
  console.log(`${screen}: ${round(total)} KB gzipped in ${chunks.length} chunks (before locale chunks)`);
  console.table(chunks.map((c) => ({ file: c.file, 'gz KB': round(c.gzKb) })));
  console.table(table(perGroup, 40));
  if (process.argv.includes('--modules')) console.table(table(perModule, 60));
}
