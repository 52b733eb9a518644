import { randomBytes } from 'node:crypto';
import {
  closeSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { onExit } from 'signal-exit';

/**
 * One process at a time on an embedded database folder (docs/decisions/052): two PGlite instances on
 * the same files each keep their own buffers and WAL position, and silently lose each other's writes.
 */
export const lockFileName = 'data-dir.lock';

type Holder = { pid: number; host: string; bootId?: string; startedAt: string; command: string; token: string };

export type DataDirLock = { file: string; release(): void };

export type LockLog = { info(msg: string): void; warn(msg: string): void };

export class DataDirLockedError extends Error {
  constructor(
    readonly file: string,
    readonly holder: Partial<Holder>,
  ) {
    const who = `pid ${holder.pid ?? '?'} on host ${holder.host ?? '?'}, since ${holder.startedAt ?? '?'}`;
    super(
      `The data folder ${path.dirname(file)} is in use by another process (${who}).\n` +
        'Two processes on one embedded database lose each other’s writes, so this one will not start.\n' +
        'Stop the other process first, or give this one its own DATA_DIR, or use a PostgreSQL server (DATABASE_URL).\n' +
        `If you are sure no process uses the folder, delete ${file}.`,
    );
    this.name = 'DataDirLockedError';
  }
}

/** Locks held by this process: a lock naming our own pid that is not here is a previous life's (container restart). */
const heldHere = new Set<string>();

/** Distinguishes a pid from before a reboot from the same number now (Linux; elsewhere the pid check alone). */
function readBootId(): string | undefined {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
  } catch {
    return undefined;
  }
}

function readHolder(file: string): Partial<Holder> | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as Partial<Holder>) : {};
  } catch {
    // A process killed between creating and writing the file leaves it empty: nobody holds it.
    return {};
  }
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether the holder recorded in the file still runs; a holder on another host cannot be checked, so it counts as alive. */
function holderAlive(file: string, holder: Partial<Holder>, bootId: string | undefined): boolean {
  if (typeof holder.pid !== 'number' || !holder.token) return false;
  if (holder.host !== hostname()) return true;
  if (bootId && holder.bootId && holder.bootId !== bootId) return false;
  if (holder.pid === process.pid) return heldHere.has(file);
  return pidAlive(holder.pid);
}

/**
 * Takes the folder's lock or throws DataDirLockedError. The file is created with O_EXCL (one winner
 * among racing processes); a lock whose holder is gone is taken over, and logged. The lock is released
 * by `release()` and on any exit of the process: normal, process.exit, uncaught error, SIGINT/SIGTERM.
 */
export function lockDataDir(dir: string, log?: LockLog): DataDirLock {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, lockFileName);
  const bootId = readBootId();
  const me: Holder = {
    pid: process.pid,
    host: hostname(),
    bootId,
    startedAt: new Date().toISOString(),
    command: process.argv.slice(1).join(' ').slice(0, 300),
    token: randomBytes(8).toString('hex'),
  };
  for (let attempt = 0; attempt < 5; attempt++) {
    let fd: number;
    try {
      fd = openSync(file, 'wx', 0o644);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(file);
      if (!holder) continue; // released meanwhile: try again
      if (!holder.token && justCreated(file)) {
        // Created by a process that has not written it yet (microseconds): look again.
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
        continue;
      }
      if (holderAlive(file, holder, bootId)) throw new DataDirLockedError(file, holder);
      if (removeStale(file, holder)) {
        log?.warn(
          `Took over the data folder lock ${file}: its holder (pid ${holder.pid ?? '?'}, since ${holder.startedAt ?? '?'}) is no longer running.`,
        );
      }
      continue;
    }
    try {
      writeSync(fd, JSON.stringify(me));
    } finally {
      closeSync(fd);
    }
    heldHere.add(file);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      heldHere.delete(file);
      removeOnExit();
      // Only our own file: never delete a lock someone else took after ours was (wrongly) judged stale.
      if (readHolder(file)?.token === me.token) {
        try {
          unlinkSync(file);
        } catch {}
      }
    };
    const removeOnExit = onExit(() => release());
    return { file, release };
  }
  throw new DataDirLockedError(file, readHolder(file) ?? {});
}

function justCreated(file: string): boolean {
  try {
    return Date.now() - statSync(file).mtimeMs < 2_000;
  } catch {
    return false;
  }
}

/**
 * Removes a stale lock without racing another process doing the same: the file is first renamed
 * (atomic; only one renamer wins), and if what was moved is not the stale lock we judged (a live
 * process took over in between), it is put back.
 */
function removeStale(file: string, judged: Partial<Holder>): boolean {
  const aside = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.stale`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
  const moved = readHolder(aside);
  if (moved && moved.token !== judged.token) {
    try {
      linkSync(aside, file);
    } catch {}
    unlinkSync(aside);
    return false;
  }
  unlinkSync(aside);
  return true;
}
