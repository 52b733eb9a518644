import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from './client.ts';
import { DataDirLockedError, lockDataDir, lockFileName } from './data-dir-lock.ts';

// Two servers on one DATA_DIR both ran and lost 27 of 80 orders.

const root = path.resolve(import.meta.dirname, '../../../../..');
const here = import.meta.dirname;
const folders: string[] = [];
const children: ChildProcess[] = [];

function freshFolder() {
  const dir = mkdtempSync(path.join(tmpdir(), 'data-dir-lock-'));
  folders.push(dir);
  return dir;
}

/**
 * The children run on the embedded database: without this, the suite's run on PostgreSQL
 * (DATABASE_URL set, as in CI) would start a server that never touches the folder.
 */
const { DATABASE_URL: _server, ...embeddedEnv } = process.env;

/** A Node process running `code` (an ES module that may import our .ts files); resolves once it prints 'ready'. */
function startChild(code: string, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    cwd: root,
    env: { ...embeddedEnv, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', () => output.includes('ready') && resolve());
    void exited.then(() => reject(new Error(`child exited before ready:\n${output}`)));
  });
  ready.catch(() => {}); // a child meant to die need not be awaited for 'ready'
  return { child, ready, exited, output: () => output };
}

/** One of the project's commands (`npm start`'s server, db:reset) as its own process. */
function runScript(script: string, args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: root,
    env: { ...embeddedEnv, LOG_LEVEL: 'silent', PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stderr = '';
  child.stderr?.on('data', (d) => (stderr += d));
  return new Promise<{ code: number | null; stderr: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, stderr })),
  );
}

const holdDatabase = (dir: string) => `
  import { openDatabase } from ${JSON.stringify(path.join(here, 'client.ts'))};
  const database = await openDatabase({ kind: 'pglite', dataDir: ${JSON.stringify(dir)} });
  await database.db.execute('create table if not exists kept (n int)');
  console.log('ready');
  setInterval(() => {}, 1000);
`;

const holdLock = (dir: string, then = '') => `
  import { lockDataDir } from ${JSON.stringify(path.join(here, 'data-dir-lock.ts'))};
  lockDataDir(${JSON.stringify(dir)});
  console.log('ready');
  setInterval(() => {}, 1000);
  ${then}
`;

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the embedded database folder lock', () => {
  it('refuses a second process on a folder a running process holds, naming the holder', async () => {
    const dir = freshFolder();
    const holder = startChild(holdDatabase(dir));
    await holder.ready;
    const pid = holder.child.pid as number;
    const lock = JSON.parse(readFileSync(path.join(dir, lockFileName), 'utf8'));
    expect(lock).toMatchObject({ pid, host: hostname() });
    expect(typeof lock.startedAt).toBe('string');

    // In this process: opening the same folder fails before PGlite touches it.
    const refused = await openDatabase({ kind: 'pglite', dataDir: dir }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(DataDirLockedError);
    expect((refused as Error).message).toContain(`pid ${pid}`);

    // `npm start` and `npm run db:reset` as processes: they stop with the sentence, exit code 1, and
    // the reset leaves the holder's files alone.
    const server = await runScript('apps/api/src/main.ts', [], { DATA_DIR: dir });
    expect(server.code).toBe(1);
    expect(server.stderr).toContain(`The data folder ${dir} is in use by another process (pid ${pid}`);
    const reset = await runScript('apps/api/src/platform/db/migrate-cli.ts', ['--reset'], { DATA_DIR: dir });
    expect(reset.code).toBe(1);
    expect(reset.stderr).toContain(`pid ${pid}`);
    expect(existsSync(path.join(dir, 'PG_VERSION'))).toBe(true);

    // The holder stops (SIGTERM, no handler of its own): the lock goes with it and the folder opens again.
    holder.child.kill('SIGTERM');
    await holder.exited;
    expect(existsSync(path.join(dir, lockFileName))).toBe(false);
    const database = await openDatabase({ kind: 'pglite', dataDir: dir });
    // The holder's table is there: its files were not emptied by the refused reset.
    await expect(database.db.execute('select count(*) from kept')).resolves.toBeDefined();
    await database.close();
    expect(existsSync(path.join(dir, lockFileName))).toBe(false);
  });

  it('takes over a lock whose holder is dead, and says so in the log', async () => {
    const dir = freshFolder();
    const dead = startChild('');
    await dead.exited;
    const stale = { pid: dead.child.pid, host: hostname(), startedAt: '2026-01-01T00:00:00.000Z', token: 'gone' };
    writeFileSync(path.join(dir, lockFileName), JSON.stringify(stale));
    const log = { info: vi.fn(), warn: vi.fn() };
    const lock = lockDataDir(dir, log);
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining(`pid ${dead.child.pid}`));
    expect(JSON.parse(readFileSync(lock.file, 'utf8')).pid).toBe(process.pid);
    lock.release();
    expect(existsSync(lock.file)).toBe(false);
  });

  it('takes over a lock naming this very pid but not held here (a restarted container), and an empty one', () => {
    const dir = freshFolder();
    const file = path.join(dir, lockFileName);
    writeFileSync(file, JSON.stringify({ pid: process.pid, host: hostname(), startedAt: 'x', token: 'old' }));
    const first = lockDataDir(dir);
    // Held here now: the same process opening the folder twice is refused too.
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    first.release();
    writeFileSync(file, '');
    const old = new Date(Date.now() - 60_000);
    // An empty file (a process killed between creating and writing it) older than a moment is stale.
    utimesSync(file, old, old);
    lockDataDir(dir).release();
  });

  it('refuses a lock held on another host (a shared folder: its pid cannot be checked from here)', () => {
    const dir = freshFolder();
    writeFileSync(
      path.join(dir, lockFileName),
      JSON.stringify({ pid: 1, host: 'another-host', startedAt: 'x', token: 't' }),
    );
    expect(() => lockDataDir(dir)).toThrow(/pid 1 on host another-host/);
  });

  it('is released when its holder dies of an uncaught error or is interrupted', async () => {
    const crashing = freshFolder();
    const crash = startChild(holdLock(crashing, "setTimeout(() => { throw new Error('boom'); }, 50);"));
    expect(await crash.exited).toBe(1);
    expect(existsSync(path.join(crashing, lockFileName))).toBe(false);

    const interrupted = freshFolder();
    const sigint = startChild(holdLock(interrupted));
    await sigint.ready;
    expect(existsSync(path.join(interrupted, lockFileName))).toBe(true);
    sigint.child.kill('SIGINT');
    await sigint.exited;
    expect(existsSync(path.join(interrupted, lockFileName))).toBe(false);
  });
});
