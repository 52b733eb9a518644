import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { findBrowser } from './browser-path.ts';
import { seedDataDir } from './seeded-data-dir.ts';

const root = path.resolve(import.meta.dirname, '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export type Server = { url: string; pid: number | undefined; stop(): Promise<void>; logs(): string };

/**
 * Every server process spawned by this file's journeys and not yet stopped, started or not: a
 * beforeAll that timed out while a server was still starting never gets its Server, so
 * `stopStrays` (run after each file by csp-guard.setup.ts) kills what is left, and the data dir goes.
 */
const spawned = new Map<ChildProcess, string>();

function exited(child: ChildProcess) {
  return child.exitCode !== null || child.signalCode !== null;
}

async function stopChild(child: ChildProcess, dataDir: string, options: { keep?: boolean } = {}) {
  if (!exited(child)) {
    const gone = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await Promise.race([gone, new Promise((r) => setTimeout(r, 10_000))]);
    if (!exited(child)) child.kill('SIGKILL');
  }
  if (!options.keep) rmSync(dataDir, { recursive: true, force: true });
  spawned.delete(child);
}

/** Stops every server the journeys of this file left running (csp-guard.setup.ts, afterAll). */
export async function stopStrays() {
  await Promise.all([...spawned].map(([child, dataDir]) => stopChild(child, dataDir)));
  servers.splice(0);
}

// A worker killed mid-file (timeout, Ctrl-C) takes its servers with it.
process.once('exit', () => {
  for (const child of spawned.keys()) if (!exited(child)) child.kill('SIGKILL');
});

/** `npm start`'s server over the built PWA on `dataDir`, answering on a free port. */
async function spawnProduct(dataDir: string, env: Record<string, string>) {
  const port = await freePort();
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // The phone journeys start at the phone step; e2e/social-sign-in.spec.ts turns the sandbox
      // Google/Apple issuer (login step 0) on.
      IDENTITY_PROVIDER: 'none',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  spawned.set(child, dataDir);
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return { child, url, logs: () => output };
}

/**
 * The real product (`npm start`'s server over the built PWA) on a free port with its own database,
 * a copy of a freshly migrated and seeded one (e2e/seeded-data-dir.ts).
 */
export async function startServer(env: Record<string, string> = {}): Promise<Server> {
  const dataDir = path.join(root, '.tmp', `e2e-${randomBytes(4).toString('hex')}`);
  await seedDataDir(dataDir, async (dir) => {
    // Seeding reads no env of the journeys: one template serves them all.
    const maker = await spawnProduct(dir, {});
    await stopChild(maker.child, dir, { keep: true });
    if (maker.child.exitCode !== 0) throw new Error(`the seeding server did not stop cleanly:\n${maker.logs()}`);
  });
  const { child, url, logs } = await spawnProduct(dataDir, env);
  const server: Server = {
    url,
    pid: child.pid,
    logs,
    async stop() {
      await stopChild(child, dataDir);
      const at = servers.indexOf(server);
      if (at >= 0) servers.splice(at, 1);
    },
  };
  servers.push(server);
  return server;
}

/** The machine's Chromium (e2e/browser-path.ts) with the flags this machine needs (no background network). */
export function launchBrowser(): Promise<Browser> {
  const executablePath = findBrowser();
  if (!executablePath)
    throw new Error('No Chromium found: run `npm run test:e2e` (it installs one) or set CHROMIUM_PATH.');
  return chromium.launch({
    executablePath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export const WIDTHS = [390, 1280] as const;

/**
 * Content-Security-Policy violations seen by any page of the journeys (decision 054). The setup file
 * (csp-guard.setup.ts) fails the test during which one happened: the CSP must break nothing.
 */
export const cspViolations: string[] = [];

/**
 * What the pages met during the current test (API answers of 400 and more, console errors, page
 * errors), printed with the servers' last log lines when a test fails (csp-guard.setup.ts), so a
 * failure in CI says what the screen was told, not only which locator timed out.
 */
export const journal: string[] = [];
export const servers: Server[] = [];

/** Reports every CSP violation of the context's pages (and their frames) into cspViolations. */
export async function watchCsp(context: BrowserContext) {
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`[csp] ${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${location.pathname}`),
    );
  });
  context.on('console', (message) => {
    if (message.text().startsWith('[csp]')) cspViolations.push(message.text());
    else if (message.type() === 'error') note(`console: ${message.text()}`);
  });
  context.on('weberror', (error) => note(`page error: ${error.error().message}`));
  context.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (response.status() >= 400 && pathname.startsWith('/api/')) {
      void response
        .text()
        .catch(() => '')
        .then((body) =>
          note(`${response.request().method()} ${pathname} → ${response.status()} ${body.slice(0, 300)}`),
        );
    }
  });
}

function note(line: string) {
  journal.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
  if (journal.length > 200) journal.shift();
}

/** A new page in its own context (fresh storage) at a phone or desktop width, in pt-BR. */
export async function newPage(
  browser: Browser,
  /** `hasTouch`: a touch screen (tablets, phones), for journeys driven by touch events. */
  options: { width: number; serviceWorkers?: 'allow' | 'block'; hasTouch?: boolean },
): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: options.width, height: options.width < 600 ? 844 : 800 },
    hasTouch: options.hasTouch ?? false,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    serviceWorkers: options.serviceWorkers ?? 'block',
  });
  await watchCsp(context);
  return context.newPage();
}

/** The newest PIN texted to `phone` (national digits), read from the sandbox outbox. */
/** The sandbox outbox, newest first. */
/** The sandbox SMS outbox (/dev/outbox.json), newest first. */
export async function outbox(url: string) {
  return (await (await fetch(`${url}/dev/outbox.json`)).json()) as { to: string; text: string; created: string }[];
}

/** A charge as the sandbox payment provider holds it (/dev/payments.json). */
export type SandboxCharge = { id: string; referenceId: string; method: string; status: string; splitRules?: unknown };

/** The sandbox provider's charges and our transactions, as /dev/payments lists them. */
export async function sandboxPayments(url: string) {
  return (await (await fetch(`${url}/dev/payments.json`)).json()) as {
    provider: SandboxCharge[];
    ours: { id: string; orderId?: string; order_id?: string }[];
  };
}

/** A /dev/payments button (Liquidar, Recusar, Expirar) pressed for a provider charge, as a developer would. */
export async function sandboxPaymentAction(url: string, chargeId: string, action: 'settle' | 'fail' | 'expire') {
  const res = await fetch(`${url}/dev/payments/${chargeId}/${action}`, { method: 'POST', redirect: 'manual' });
  if (res.status !== 303) throw new Error(`/dev/payments ${action} answered ${res.status}`);
}

/**
 * Marks the newest text sent to `phone` so far; `readPin(url, phone, mark)` then waits for a code
 * sent after it. A clock-based "sent in the last second" picked up the previous code when the
 * journey ran faster than that (CI, decision 193).
 */
export async function outboxMark(url: string, phone: string): Promise<number> {
  const newest = (await outbox(url)).find((m) => m.to === `55${phone}`);
  return newest ? Date.parse(newest.created) : 0;
}

/** The code in the newest text to `phone` sent after `after` (an `outboxMark`; 0: any), waiting up to 10 s. */
export async function readPin(url: string, phone: string, after = 0): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const message = (await outbox(url)).find((m) => m.to === `55${phone}` && Date.parse(m.created) > after);
    const pin = message?.text.match(/\b(\d{4})\b/)?.[1];
    if (pin) return pin;
    if (Date.now() > deadline) throw new Error(`no PIN for ${phone}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Saves a screenshot under .tmp/shots for a person to look at (not compared by the tests). */
export async function shot(page: Page, name: string) {
  await page.screenshot({ path: path.join(root, '.tmp', 'shots', `${name}.png`), fullPage: true });
}

/** One step of a journey: when it fails, the page is saved first as .tmp/shots/{dir}/failed-{name}.png. */
export async function shotOnFailure<T>(page: Page, dir: string, name: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    await shot(page, `${dir}/failed-${name}`).catch(() => {});
    throw error;
  }
}

/** Whether the page fits its width (no sideways scrolling). */
export const noOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** Signs a new person up through the login screens at `prefix` (the PIN comes from the sandbox outbox). */
export async function signUpThroughUi(page: Page, baseUrl: string, prefix: string, phone: string, name: string) {
  await page.goto(`${baseUrl}${prefix}/entrar`);
  await page.getByLabel('Celular').fill(phone);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await page.getByLabel('Nome completo').fill(name);
  await page.getByLabel('Senha', { exact: true }).fill('segredo1');
  await page.getByLabel('Repita a senha').fill('segredo1');
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await page.getByLabel('Código').fill(await readPin(baseUrl, phone));
  await page.getByRole('button', { name: 'Confirmar' }).click();
  // The app leaves the register screen ('/cadastro') only once the code is accepted: a navigation
  // before that would abort the validation in flight and the next load would ask for a code again.
  await page.waitForURL((url) => !/\/(entrar|cadastro)$/.test(url.pathname));
}

/** Logs a known person in through the login screens and waits until the app has left them. */
export async function logInThroughUi(page: Page, baseUrl: string, who: { phone: string; password: string }) {
  await page.goto(`${baseUrl}/entrar`);
  await page.getByLabel('Celular').fill(who.phone);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByLabel('Senha', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  // Under /p/{place}/ the login is /p/{place}/entrar: wait until the app has left it, wherever it is.
  await page.waitForURL((url) => !url.pathname.endsWith('/entrar'));
}

/**
 * Logs a known person in through the login screens of the place at `prefix` ('/p/<slug>', or ''
 * for the default place) and waits until the app has left them for a screen of that place (under
 * a prefix `logInThroughUi`'s wait would hold at once: '/p/<slug>/entrar' does not start with
 * '/entrar').
 */
export async function logInAt(
  page: Page,
  baseUrl: string,
  prefix: string,
  who: { phone: string; password: string },
  /** Where the login screen sends them afterwards (its `?redirect=`), instead of the place's first screen. */
  redirect?: string,
) {
  const login = `${prefix}/entrar`;
  await page.goto(`${baseUrl}${login}${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`);
  await page.getByLabel('Celular').fill(who.phone);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByLabel('Senha', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(
    (url) => url.pathname.startsWith(`${prefix}/`) && url.pathname !== login && !url.pathname.startsWith(`${login}/`),
  );
}

/**
 * An API client logged in as `who` at `place` (staff: its manager token too), for a journey's setup and
 * read-backs. `place` '' sends no place header: the default place, as the app at `/` does.
 */
export async function apiAs(baseUrl: string, place: string, who: { phone: string; password: string }) {
  const { createClient } = await import('@app/domain/client');
  const session = await createClient({ baseUrl, placeId: () => place }).call('login', who);
  return createClient({
    baseUrl,
    placeId: () => place,
    tokens: () => ({ token: session.token, managerToken: session.manager?.managerToken ?? null }),
  });
}

/**
 * The code printed beside a table's QR code (decision 186), as the owner's sheet shows it: what the
 * first guest of a free table types. Read with the demo manager of the place.
 */
export async function tableCodeOf(
  baseUrl: string,
  place: string,
  name: string,
  staff: { phone: string; password: string } = { phone: '11987650001', password: 'gerente123' },
): Promise<string> {
  const manager = await apiAs(baseUrl, place, staff);
  const { codes } = await manager.call('openorder/tablecodes', {});
  const code = codes.find((c) => c.name === name)?.code;
  if (!code) throw new Error(`no table code for ${name}`);
  return code;
}
