import path from 'node:path';
import { z } from 'zod';
import { type ChatConfig, loadChatConfig } from '../integrations/chat/config.ts';
import { loadFileLinkSecret, loadStorageConfig, type StorageConfig } from '../integrations/storage/config.ts';
import { loadWhatsappConfig, type WhatsappConfig } from '../integrations/whatsapp/config.ts';
import { loadCredentialsKey } from './secret-box.ts';

const bool = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();

const Env = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./.data'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  REDIS_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Sandbox mode (the /dev pages while every provider is a sandbox); on unless NODE_ENV=production. */
  SANDBOX: bool,
  /** The sandbox pages answer other machines too (a shared demo server); loopback only by default. */
  SANDBOX_PAGES_REMOTE: bool,
  /** More places the pages may connect to (CSP connect-src), space-separated: e.g. a pin pad elsewhere on the network. */
  CSP_CONNECT_EXTRA: z
    .string()
    .regex(/^[^;,]*$/, 'space-separated sources such as ws://192.168.0.20:1337 (no ; or ,)')
    .default(''),
  /** The place served when a request names none (the first demo place by default). */
  DEFAULT_PLACE: z.string().default('cantina-da-praca'),
  WEB_DIST: z.string().optional(),
  PUBLIC_URL: z.string().url().optional(),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  /** Sessions slide: each use pushes the end forward, up to an absolute limit (decision 047). */
  SESSION_IDLE_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  SESSION_MAX_DAYS: z.coerce.number().int().min(1).max(365).optional(),
  /** The old name of SESSION_MAX_DAYS, still read. */
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).optional(),
  MANAGER_SESSION_IDLE_HOURS: z.coerce.number().int().min(1).max(720).default(12),
  MANAGER_SESSION_MAX_DAYS: z.coerce.number().int().min(1).max(90).default(7),
  /** Product list pages kept in memory (docs/decisions/024); 0 reads the database every time. */
  PRODUCT_CACHE_MS: z.coerce.number().int().min(0).max(600_000).default(5_000),
  /** A supplier's month of slots kept in memory (decision 208); 0 reads the database every time. */
  AGENDA_CACHE_MS: z.coerce.number().int().min(0).max(600_000).default(60_000),
  /** Place rows (settings) kept in memory (docs/decisions/006); changes reach every instance at once (045). */
  PLACE_CACHE_MS: z.coerce.number().int().min(0).max(600_000).default(5_000),
  TRUST_PROXY: bool,
  SEED_DEMO: bool,
  SMS_PROVIDER: z.enum(['sandbox', 'infobip']).default('sandbox'),
  INFOBIP_BASE_URL: z.string().url().optional(),
  INFOBIP_API_KEY: z.string().optional(),
  INFOBIP_SENDER: z.string().default('InfoSMS'),
  POSTAL_PROVIDER: z.enum(['sandbox', 'viacep']).default('sandbox'),
  PAYMENTS_PROVIDER: z.enum(['sandbox', 'zoop']).default('sandbox'),
  ZOOP_BASE_URL: z.string().url().default('https://api.zoop.ws'),
  ZOOP_MARKETPLACE_ID: z.string().optional(),
  ZOOP_API_KEY: z.string().optional(),
  ZOOP_PUBLISHABLE_KEY: z.string().optional(),
  PAYMENTS_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  PAYMENTS_WEBHOOK_SECRET: z.string().min(16).optional(),
  /** Sandbox: a pending Pix (or timed-out card charge) settles by itself after this delay; 0 = only on /dev/payments. */
  PAYMENTS_SANDBOX_SETTLE_MS: z.coerce.number().int().min(0).max(86_400_000).optional(),
  VIACEP_URL: z.string().url().optional(),
  IBGE_URL: z.string().url().optional(),
  /** Google and Apple sign-in: the local test issuer, the real providers, or none (decision 095). */
  IDENTITY_PROVIDER: z.enum(['sandbox', 'oidc', 'none']).optional(),
  /** The OAuth client id of the web app at Google (…apps.googleusercontent.com): the tokens' audience. */
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  /** The Services ID of Sign in with Apple for the web (e.g. br.com.example.web): the tokens' audience. */
  APPLE_CLIENT_ID: z.string().min(1).optional(),
  PRINT_PROVIDER: z.enum(['sandbox', 'printnode']).default('sandbox'),
  PRINTNODE_URL: z.string().url().default('https://api.printnode.com'),
  PRINTNODE_API_KEY: z.string().optional(),
  PRINTNODE_PRINTER_ID: z.coerce.number().int().positive().optional(),
  /** Documents to sign (decision 175): the local sandbox, or ZapSign's API. */
  SIGNATURE_PROVIDER: z.enum(['sandbox', 'zapsign']).default('sandbox'),
  /** A clinic's own patient system (decisions 158, 185): the in-memory sandbox, or each place's base URL over HTTP. */
  CLINIC_INTEGRATION_PROVIDER: z.enum(['sandbox', 'http']).default('sandbox'),
  ZAPSIGN_URL: z.string().url().default('https://api.zapsign.com.br'),
  ZAPSIGN_API_TOKEN: z.string().min(1).optional(),
  /** The header value ZapSign's webhook is configured to send (x-webhook-secret). */
  SIGNATURE_WEBHOOK_SECRET: z.string().min(16).optional(),
  /** Web Push (decision 101): the vendors' push services, or the sandbox (local push services only). */
  PUSH_PROVIDER: z.enum(['sandbox', 'webpush']).optional(),
  /** The VAPID key pair (base64url, as `npx web-push generate-vapid-keys` prints it): required in production. */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'the base64url P-256 public key (87 characters)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'the base64url P-256 private key (43 characters)')
    .optional(),
  /** Who push services contact about this server: mailto: or https: (RFC 8292). */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'a mailto: address or an https: URL')
    .optional(),
  PUSH_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
});

export type Lifetime = { idleMs: number; maxMs: number };
export type SessionLifetimes = { user: Lifetime; manager: Lifetime };

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  databasePoolSize: number;
  redisUrl?: string;
  logLevel: string;
  sandbox: boolean;
  /**
   * The sandbox pages (/dev/outbox with every SMS code, /dev/payments, /dev/print, the sandbox card
   * tokenisation): only in sandbox mode with every provider a sandbox (decision 053).
   */
  sandboxPages: boolean;
  /** Sandbox pages for requests from other machines (SANDBOX_PAGES_REMOTE); else loopback only. */
  sandboxPagesRemote: boolean;
  /** Extra CSP connect-src sources (decision 054). */
  cspConnectExtra: string[];
  defaultPlace: string;
  webDist: string;
  publicUrl?: string;
  bodyLimit: number;
  /** Idle and absolute lifetimes of user and manager tokens, in ms (decision 047). */
  sessions: SessionLifetimes;
  productCacheMs: number;
  agendaCacheMs: number;
  placeCacheMs: number;
  trustProxy: boolean;
  seedDemo: boolean;
  sms: { provider: 'sandbox' } | { provider: 'infobip'; baseUrl: string; apiKey: string; sender: string };
  /** Postal codes, cities and districts: bundled demo data, or ViaCEP + IBGE (URLs overridable). */
  postal: { provider: 'sandbox' } | { provider: 'viacep'; viacepUrl?: string; ibgeUrl?: string };
  /** Google and Apple sign-in (integrations/identity, decision 095). */
  identity:
    | { provider: 'sandbox' }
    | { provider: 'none' }
    | { provider: 'oidc'; google?: { clientId: string }; apple?: { clientId: string } };
  /** Payments service (spec 1 §7): the local sandbox, or Zoop's API (decision 034). */
  payments: {
    provider: 'sandbox' | 'zoop';
    zoop?: { baseUrl: string; marketplaceId: string; apiKey: string; publishableKey: string };
    timeoutMs: number;
    webhookSecret: string;
    sandboxSettleMs: number;
  };
  /** Uploaded pictures: local disk (default) or an S3-compatible bucket (integrations/storage/config.ts). */
  storage: StorageConfig;
  /** Signs the short-lived URLs of patient files (decision 161). */
  fileLinkSecret: string;
  /** Seals the places' own API keys at rest (decision 201); null in production without CREDENTIALS_KEY. */
  credentialsKey: string | null;
  /** Order tickets: the document log only (sandbox), or PrintNode's API (decision 028). */
  print: { provider: 'sandbox' } | { provider: 'printnode'; baseUrl: string; apiKey: string; printerId: number };
  /** Web Push (decision 101): without `vapid`, the key pair is made once and kept in the database. */
  /** Documents to sign (decision 175): the local sandbox, or ZapSign with its webhook's secret. */
  signature:
    | { provider: 'sandbox' }
    | { provider: 'zapsign'; baseUrl: string; apiToken: string; webhookSecret: string };
  /** A clinic's own patient system (decisions 158, 185); private addresses only outside production. */
  clinicIntegration: { provider: 'sandbox' | 'http'; allowPrivate: boolean };
  /** WhatsApp automatic messages (integrations/whatsapp, decision 150). */
  whatsapp: WhatsappConfig;
  push: {
    provider: 'sandbox' | 'webpush';
    vapid?: { subject: string; publicKey: string; privateKey: string };
    timeoutMs: number;
  };
  /** The clinic's chat tool for the sales funnel (integrations/chat/config.ts). */
  chat: ChatConfig;
};

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

/** Reads and validates the environment once at start; a bad value stops the server with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const e = parsed.data;
  let sms: Config['sms'] = { provider: 'sandbox' };
  if (e.SMS_PROVIDER === 'infobip') {
    if (!e.INFOBIP_BASE_URL || !e.INFOBIP_API_KEY) {
      throw new Error('Invalid configuration:\n  SMS_PROVIDER=infobip needs INFOBIP_BASE_URL and INFOBIP_API_KEY');
    }
    sms = { provider: 'infobip', baseUrl: e.INFOBIP_BASE_URL, apiKey: e.INFOBIP_API_KEY, sender: e.INFOBIP_SENDER };
  }
  const sandbox = e.SANDBOX ?? e.NODE_ENV !== 'production';
  const payments = paymentsConfig(e);
  const print =
    e.PRINT_PROVIDER === 'printnode'
      ? printNodeConfig(e.PRINTNODE_URL, e.PRINTNODE_API_KEY, e.PRINTNODE_PRINTER_ID)
      : ({ provider: 'sandbox' } as const);
  const identity = identityConfig(e, sandbox);
  const chat = loadChatConfig(env, sandbox);
  const whatsapp = loadWhatsappConfig(env, { production: e.NODE_ENV === 'production', sandbox });
  const everyProviderSandbox =
    chat.provider === 'sandbox' &&
    identity.provider !== 'oidc' &&
    sms.provider === 'sandbox' &&
    payments.provider === 'sandbox' &&
    print.provider === 'sandbox' &&
    e.SIGNATURE_PROVIDER === 'sandbox' &&
    e.POSTAL_PROVIDER === 'sandbox' &&
    whatsapp.provider === 'sandbox';
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(repoRoot, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    sandbox,
    sandboxPages: sandbox && everyProviderSandbox,
    sandboxPagesRemote: e.SANDBOX_PAGES_REMOTE ?? false,
    cspConnectExtra: e.CSP_CONNECT_EXTRA.split(/\s+/).filter(Boolean),
    defaultPlace: e.DEFAULT_PLACE,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : path.join(repoRoot, 'apps/web/dist'),
    publicUrl: e.PUBLIC_URL,
    bodyLimit: e.BODY_LIMIT_BYTES,
    sessions: sessionLifetimes(e),
    productCacheMs: e.PRODUCT_CACHE_MS,
    agendaCacheMs: e.AGENDA_CACHE_MS,
    placeCacheMs: e.PLACE_CACHE_MS,
    trustProxy: e.TRUST_PROXY ?? false,
    seedDemo: e.SEED_DEMO ?? true,
    sms,
    postal:
      e.POSTAL_PROVIDER === 'viacep'
        ? { provider: 'viacep', viacepUrl: e.VIACEP_URL, ibgeUrl: e.IBGE_URL }
        : { provider: 'sandbox' },
    payments,
    identity,
    storage: loadStorageConfig(env, path.resolve(repoRoot, e.DATA_DIR)),
    print,
    push: pushConfig(e, sandbox),
    whatsapp,
    chat,
    signature: signatureConfig(e),
    clinicIntegration: { provider: e.CLINIC_INTEGRATION_PROVIDER, allowPrivate: e.NODE_ENV !== 'production' },
    fileLinkSecret: loadFileLinkSecret(env),
    credentialsKey: loadCredentialsKey(env),
  };
}

function signatureConfig(e: z.infer<typeof Env>): Config['signature'] {
  if (e.SIGNATURE_PROVIDER !== 'zapsign') return { provider: 'sandbox' };
  if (!e.ZAPSIGN_API_TOKEN || !e.SIGNATURE_WEBHOOK_SECRET) {
    throw new Error(
      'Invalid configuration:\n  SIGNATURE_PROVIDER=zapsign needs ZAPSIGN_API_TOKEN and SIGNATURE_WEBHOOK_SECRET',
    );
  }
  return {
    provider: 'zapsign',
    baseUrl: e.ZAPSIGN_URL,
    apiToken: e.ZAPSIGN_API_TOKEN,
    webhookSecret: e.SIGNATURE_WEBHOOK_SECRET,
  };
}

/** Production keeps one VAPID pair in its environment: a new pair would orphan every subscription. */
function pushConfig(e: z.infer<typeof Env>, sandbox: boolean): Config['push'] {
  const provider = e.PUSH_PROVIDER ?? (sandbox ? 'sandbox' : 'webpush');
  const given = [e.VAPID_PUBLIC_KEY, e.VAPID_PRIVATE_KEY, e.VAPID_SUBJECT].filter(Boolean).length;
  if ((e.NODE_ENV === 'production' || given > 0) && given < 3) {
    throw new Error(
      'Invalid configuration:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT are required in production (npx web-push generate-vapid-keys)',
    );
  }
  const vapid =
    e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY && e.VAPID_SUBJECT
      ? { subject: e.VAPID_SUBJECT, publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
      : undefined;
  return { provider, ...(vapid ? { vapid } : {}), timeoutMs: e.PUSH_TIMEOUT_MS };
}

const DAY_MS = 86_400_000;

function sessionLifetimes(e: z.infer<typeof Env>): SessionLifetimes {
  const userMax = (e.SESSION_MAX_DAYS ?? e.SESSION_DAYS ?? 90) * DAY_MS;
  const managerMax = e.MANAGER_SESSION_MAX_DAYS * DAY_MS;
  // An idle limit longer than the absolute one would never apply: the absolute one wins.
  return {
    user: { idleMs: Math.min(e.SESSION_IDLE_DAYS * DAY_MS, userMax), maxMs: userMax },
    manager: { idleMs: Math.min(e.MANAGER_SESSION_IDLE_HOURS * 3_600_000, managerMax), maxMs: managerMax },
  };
}

function printNodeConfig(baseUrl: string, apiKey?: string, printerId?: number): Config['print'] {
  if (!apiKey || !printerId) {
    throw new Error(
      'Invalid configuration:\n  PRINT_PROVIDER=printnode needs PRINTNODE_API_KEY and PRINTNODE_PRINTER_ID',
    );
  }
  return { provider: 'printnode', baseUrl, apiKey, printerId };
}

/**
 * Real client ids select the real providers; without them a sandbox server uses the local issuer
 * and production offers no social sign-in (the login shows only the buttons that work).
 */
function identityConfig(e: z.infer<typeof Env>, sandbox: boolean): Config['identity'] {
  const ids = {
    ...(e.GOOGLE_CLIENT_ID ? { google: { clientId: e.GOOGLE_CLIENT_ID } } : {}),
    ...(e.APPLE_CLIENT_ID ? { apple: { clientId: e.APPLE_CLIENT_ID } } : {}),
  };
  const chosen = e.IDENTITY_PROVIDER ?? (ids.google || ids.apple ? 'oidc' : sandbox ? 'sandbox' : 'none');
  if (chosen === 'oidc') {
    if (!ids.google && !ids.apple) {
      throw new Error('Invalid configuration:\n  IDENTITY_PROVIDER=oidc needs GOOGLE_CLIENT_ID or APPLE_CLIENT_ID');
    }
    return { provider: 'oidc', ...ids };
  }
  // A test issuer's tokens would sign anybody in as anybody: never in production.
  if (chosen === 'sandbox' && e.NODE_ENV === 'production' && !sandbox) {
    throw new Error(
      'Invalid configuration:\n  IDENTITY_PROVIDER=sandbox is refused in production (set SANDBOX=true for a demo server)',
    );
  }
  return { provider: chosen };
}

/** Public in this repository: good for the sandbox only (decision 053). */
export const DEV_WEBHOOK_SECRET = 'dev-only-payments-webhook-secret';

function paymentsConfig(e: z.infer<typeof Env>): Config['payments'] {
  const secret = e.PAYMENTS_WEBHOOK_SECRET;
  // Anyone can read the development secret here: with a real provider, or in production, a webhook
  // signed with it would be accepted from anyone.
  if (secret === DEV_WEBHOOK_SECRET && (e.NODE_ENV === 'production' || e.PAYMENTS_PROVIDER !== 'sandbox')) {
    throw new Error(
      'Invalid configuration:\n  PAYMENTS_WEBHOOK_SECRET is the development secret shipped in the code: set a secret of your own',
    );
  }
  if (!secret && e.PAYMENTS_PROVIDER !== 'sandbox') {
    throw new Error(
      `Invalid configuration:\n  PAYMENTS_PROVIDER=${e.PAYMENTS_PROVIDER} needs PAYMENTS_WEBHOOK_SECRET (16+ characters, the provider's webhook signing secret)`,
    );
  }
  if (!secret && e.NODE_ENV === 'production') {
    throw new Error('Invalid configuration:\n  PAYMENTS_WEBHOOK_SECRET (16+ characters) is required in production');
  }
  const common = {
    timeoutMs: e.PAYMENTS_TIMEOUT_MS,
    webhookSecret: secret ?? DEV_WEBHOOK_SECRET,
    sandboxSettleMs: e.PAYMENTS_SANDBOX_SETTLE_MS ?? (e.NODE_ENV === 'test' ? 0 : 20_000),
  };
  if (e.PAYMENTS_PROVIDER === 'sandbox') return { provider: 'sandbox', ...common };
  if (!e.ZOOP_MARKETPLACE_ID || !e.ZOOP_API_KEY || !e.ZOOP_PUBLISHABLE_KEY) {
    throw new Error(
      'Invalid configuration:\n  PAYMENTS_PROVIDER=zoop needs ZOOP_MARKETPLACE_ID, ZOOP_API_KEY and ZOOP_PUBLISHABLE_KEY',
    );
  }
  return {
    provider: 'zoop',
    zoop: {
      baseUrl: e.ZOOP_BASE_URL,
      marketplaceId: e.ZOOP_MARKETPLACE_ID,
      apiKey: e.ZOOP_API_KEY,
      publishableKey: e.ZOOP_PUBLISHABLE_KEY,
    },
    ...common,
  };
}
