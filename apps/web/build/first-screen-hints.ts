import path from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { ROUTES } from '../src/app/route-table.ts';
import {
  inEntryTable,
  SCREEN_BOOT_DATA,
  SCREEN_FILES,
  SCREEN_FOLLOWERS,
  SCREEN_NAMESPACES,
} from '../src/app/screen-files.ts';

/** What the server adds to the page for a first load of a screen (decision 044). */
export type ScreenHints = { js: string[]; css: string[]; data: string[] };

/** `dist/first-screen-hints.json`: read by the API's app shell (features/app-shell). */
export type FirstScreenHints = {
  /** Route patterns as regular expressions over the path after the /p/{place} prefix, table order. */
  routes: { name: string; pattern: string }[];
  screens: Record<string, ScreenHints>;
};

export const HINTS_FILE = 'first-screen-hints.json';

/**
 * `dist/screen-chunks.json`: per screen, the JavaScript its chunk imports beyond the entry's, as
 * indexes into `files` (one list of names, as Vite's own preload map). The entry's lazy imports
 * carry no preload lists (vite.config.ts); the router preloads these instead (decision 213).
 */
export type ScreenChunks = { files: string[]; screens: Record<string, number[]> };

export const SCREEN_CHUNKS_FILE = 'screen-chunks.json';

/** A React Router pattern ('/home/:id?', '/categoria/:type/:id?', '*') as an anchored regex source. */
export function patternToRegex(pattern: string): string {
  const segments = pattern.split('/').filter(Boolean);
  const body = segments
    .map((segment) => {
      if (segment === '*') return '(?:/.*)?';
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return `^${body}/?$`;
}

type Chunk = Rollup.OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

/**
 * Emits, per screen, the chunks and stylesheets its first load needs beyond the entry (its own
 * chunk, what it imports, its texts and those of the screens it usually goes on to), and the data
 * the server may inline. With them the server's page starts everything at once instead of after
 * the entry has run: one round trip less before the first screen (Lighthouse LCP).
 */
export function firstScreenHints(srcDir: string): Plugin {
  return {
    name: 'first-screen-hints',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is Chunk => item.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const byModule = new Map(
        chunks.flatMap((chunk) => (chunk.facadeModuleId ? [[chunk.facadeModuleId, chunk]] : [])),
      );

      const closure = (start: Chunk | undefined, js: Set<string>, css: Set<string>) => {
        if (!start || js.has(start.fileName)) return;
        js.add(start.fileName);
        for (const file of start.viteMetadata?.importedCss ?? []) css.add(file);
        for (const file of start.imports) closure(byFile.get(file), js, css);
      };
      // The entry's own chunks are preloaded by index.html and its stylesheet is inlined.
      const entryJs = new Set<string>();
      const entryCss = new Set<string>();
      closure(
        chunks.find((chunk) => chunk.isEntry),
        entryJs,
        entryCss,
      );
      const moduleChunk = (file: string) => byModule.get(path.resolve(srcDir, file));
      const texts = (namespace: string) => moduleChunk(`locales/pt-BR/${namespace}.json`);

      const screens: Record<string, ScreenHints> = {};
      const chunkFiles: string[] = [];
      const chunkIndex = new Map<string, number>();
      const screenChunks: Record<string, number[]> = {};
      for (const name of Object.keys(SCREEN_FILES) as (keyof typeof SCREEN_FILES)[]) {
        const js = new Set<string>();
        const css = new Set<string>();
        const data = new Set<string>();
        closure(texts('common'), js, css);
        for (const shown of [name, ...(SCREEN_FOLLOWERS[name] ?? [])]) {
          const file = SCREEN_FILES[shown];
          const chunk = file ? moduleChunk(`routes/${file}`) : undefined;
          if (!chunk) this.error(`first-screen-hints: no chunk for screen ${shown} (${file})`);
          closure(chunk, js, css);
          // A screen outside the entry's table is reached through the second table's chunk.
          if (file && !inEntryTable(file)) closure(moduleChunk('app/staff-screens.ts'), js, css);
          for (const namespace of SCREEN_NAMESPACES[shown] ?? []) closure(texts(namespace), js, css);
          for (const kind of SCREEN_BOOT_DATA[shown] ?? []) data.add(kind);
        }
        // What a navigation needs: the screen's chunk (the second table's first) and their imports.
        const own = new Set<string>();
        const file = SCREEN_FILES[name];
        if (!inEntryTable(file)) closure(moduleChunk('app/staff-screens.ts'), own, new Set());
        closure(moduleChunk(`routes/${file}`), own, new Set());
        screenChunks[name] = [...own]
          .filter((chunk) => !entryJs.has(chunk))
          .map((chunk) => {
            if (!chunkIndex.has(chunk)) chunkIndex.set(chunk, chunkFiles.push(chunk) - 1);
            return chunkIndex.get(chunk) ?? 0;
          });
        screens[name] = {
          js: [...js].filter((file) => !entryJs.has(file)),
          css: [...css].filter((file) => !entryCss.has(file)),
          data: [...data],
        };
      }
      const routes = ROUTES.filter((route) => route.name in screens).map((route) => ({
        name: route.name,
        pattern: patternToRegex(route.path),
      }));
      const hints: FirstScreenHints = { routes, screens };
      this.emitFile({ type: 'asset', fileName: HINTS_FILE, source: JSON.stringify(hints) });
      const preloads: ScreenChunks = { files: chunkFiles, screens: screenChunks };
      this.emitFile({ type: 'asset', fileName: SCREEN_CHUNKS_FILE, source: JSON.stringify(preloads) });
    },
  };
}
