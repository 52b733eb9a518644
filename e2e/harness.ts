import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { findBrowser } from './browser-path.ts';

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

export type Server = { url: string; stop(): Promise<void>; logs(): string };

/** The real product (`npm start`'s server over the built PWA) on a free port with a fresh database. */
export async function startServer(env: Record<string, string> = {}): Promise<Server> {
  const port = await freePort();
  const dataDir = path.join(root, '.tmp', `e2e-${randomBytes(4).toString('hex')}`);
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
  return {
    url,
    logs: () => output,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
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

/** Reports every CSP violation of the context's pages (and their frames) into cspViolations. */
export async function watchCsp(context: BrowserContext) {
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`[csp] ${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${location.pathname}`),
    );
  });
  context.on('console', (message) => {
    if (message.text().startsWith('[csp]')) cspViolations.push(message.text());
  });
}

/** A new page in its own context (fresh storage) at a phone or desktop width, in pt-BR. */
export async function newPage(
  browser: Browser,
  options: { width: number; serviceWorkers?: 'allow' | 'block' },
): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: options.width, height: options.width < 600 ? 844 : 800 },
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    serviceWorkers: options.serviceWorkers ?? 'block',
  });
  await watchCsp(context);
  return context.newPage();
}

/** The newest PIN texted to `phone` (national digits), read from the sandbox outbox. */
export async function readPin(url: string, phone: string, after = 0): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const outbox = (await (await fetch(`${url}/dev/outbox.json`)).json()) as {
      to: string;
      text: string;
      created: string;
    }[];
    const message = outbox.find((m) => m.to === `55${phone}` && Date.parse(m.created) >= after);
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
  // Index, or Home where Index redirects at once (the first screen is preloaded, decision 027).
  await page.waitForURL((url) => url.pathname === `${prefix}/` || url.pathname === `${prefix}/home`);
}

/** Logs a known person in through the login screens and waits until the app has left them. */
export async function logInThroughUi(page: Page, baseUrl: string, who: { phone: string; password: string }) {
  await page.goto(`${baseUrl}/entrar`);
  await page.getByLabel('Celular').fill(who.phone);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByLabel('Senha', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/entrar'));
}
