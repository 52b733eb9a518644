// The chunks a screen imports, preloaded together when a navigation starts (decision 213). The
// entry's lazy imports carry no preload lists (~3 KB gzipped of every first screen, vite.config.ts):
// the lists live in `screen-chunks.json`, written by the build (build/first-screen-hints.ts) and
// fetched once, when the first screen has shown or at the first navigation, whichever is first.
// Without it (offline, an old page) a screen still loads, its imports found level by level.

/** `dist/screen-chunks.json` (the build's `ScreenChunks`). */
export type ScreenChunkList = { files: string[]; screens: Record<string, number[]> };

/** The files of a screen not yet asked for, in the list's order. */
export function chunksToPreload(list: ScreenChunkList, screen: string, asked: ReadonlySet<string>): string[] {
  const files = (list.screens[screen] ?? []).map((index) => list.files[index]);
  return files.filter((file): file is string => file !== undefined && !asked.has(file));
}

let list: Promise<ScreenChunkList | null> | null = null;
const asked = new Set<string>();

/** Starts reading the list (once); a failure leaves screens to load without it. */
export function readScreenChunks(): Promise<ScreenChunkList | null> {
  list ??= fetch('/screen-chunks.json')
    .then((response) => (response.ok ? (response.json() as Promise<ScreenChunkList>) : null))
    .catch(() => null);
  return list;
}

/** Adds a modulepreload link for each chunk of the screen the page has not asked for yet. */
export function preloadScreenChunks(screen: string): void {
  readScreenChunks().then((found) => {
    if (!found) return;
    for (const file of chunksToPreload(found, screen, asked)) {
      asked.add(file);
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = `/${file}`;
      document.head.appendChild(link);
    }
  });
}
