import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';

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

export type WebDist = ReturnType<typeof writeWebDist>;

/**
 * Registers the file's beforeAll/afterAll: a test app serving `webDist` (filled before the first
 * test runs), closed after the last one, and the build's folder removed.
 */
export function useWebDistTestApp(webDist: WebDist): { t: TestApp } {
  const s = {} as { t: TestApp };
  beforeAll(async () => {
    s.t = await createTestApp({ env: { WEB_DIST: webDist.dir } });
  });
  afterAll(async () => {
    await s.t.close();
    webDist.remove();
  });
  return s;
}
