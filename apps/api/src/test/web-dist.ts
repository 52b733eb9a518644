import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A built web app as the build leaves it, in a temporary folder: index.html and the first-screen
 * hints the server reads (WEB_DIST). `remove` deletes the folder.
 */
export function writeWebDist(name: string, indexHtml: string, hints: unknown) {
  const dir = mkdtempSync(path.join(tmpdir(), `${name}-`));
  writeFileSync(path.join(dir, 'index.html'), indexHtml);
  writeFileSync(path.join(dir, 'first-screen-hints.json'), JSON.stringify(hints));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
