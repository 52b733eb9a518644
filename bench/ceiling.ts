import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** Starts bench/ceiling-server.ts in its own process; resolves with its url and a stop function. */
export async function startCeiling(): Promise<{ url: string; stop(): void }> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'bench/ceiling-server.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`ceiling server exited (${code})`)));
    child.stdout?.once('data', (d: Buffer) => resolve(d.toString().trim()));
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}
