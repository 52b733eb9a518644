import { cpSync, existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A migrated, seeded PGlite data dir that each journey's server starts from, copied (decision 255).
 * Making one costs a server start plus initdb, migrations and the demo seed (~10 s of a ~15 s start
 * on this machine, ×50 files); copying it takes ~0.1 s. The demo seed writes times relative to now
 * ("today", "40 minutes ago"), so a template older than `maxAgeMs`, or made on another São Paulo day,
 * is made again: a journey meets data as fresh as its own start within a few minutes.
 */
const root = path.resolve(import.meta.dirname, '..');
export const templateDir = path.join(root, '.tmp', 'e2e-template');
const madeFile = path.join(templateDir, 'e2e-template.json');
const maxAgeMs = 10 * 60_000;

function saoPauloDate(at: Date) {
  return at.toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
}

function fresh(now: Date): boolean {
  if (!existsSync(madeFile)) return false;
  try {
    const made = new Date((JSON.parse(readFileSync(madeFile, 'utf8')) as { at: string }).at);
    return now.getTime() - made.getTime() < maxAgeMs && saoPauloDate(made) === saoPauloDate(now);
  } catch {
    return false;
  }
}

/** Removes the template: every `npm run test:e2e` starts from the current code's migrations and seed. */
export function dropTemplate() {
  rmSync(templateDir, { recursive: true, force: true });
}

/**
 * Fills `dataDir` with a copy of a fresh template, first making the template with `make` (which must
 * start and cleanly stop the real server on the dir it is given) when there is none or it is stale.
 * Journeys run one file at a time (e2e/vitest.config.ts), so no two workers make it together.
 */
export async function seedDataDir(dataDir: string, make: (dir: string) => Promise<void>) {
  const now = new Date();
  if (!fresh(now)) {
    const making = `${templateDir}-making`;
    rmSync(making, { recursive: true, force: true });
    await make(making);
    writeFileSync(path.join(making, 'e2e-template.json'), JSON.stringify({ at: now.toISOString() }));
    dropTemplate();
    renameSync(making, templateDir);
  }
  cpSync(templateDir, dataDir, { recursive: true, filter: (source) => source !== madeFile });
}
