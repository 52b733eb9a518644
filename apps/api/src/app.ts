import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { type Container, createContainer } from './container.ts';
import { createAppShell } from './features/app-shell/index.ts';
import { registerAutomaticMessageDevPages, registerWhatsappWebhook } from './features/automatic-messages/index.ts';
import { registerCalendarFeed } from './features/calendar-feeds/index.ts';
import * as catalogue from './features/catalogue/index.ts';
import * as crm from './features/crm/index.ts';
import * as orders from './features/orders/index.ts';
import { registerRecordFiles } from './features/patients/index.ts';
import * as payments from './features/payments/index.ts';
import * as places from './features/places/index.ts';
import * as print from './features/print/index.ts';
import { registerReminderDevPages } from './features/reminders/index.ts';
import { registerChatDevPages } from './features/sales-funnel/index.ts';
import { registerSignaturesHttp } from './features/signatures/index.ts';
import {
  type IdentityPort,
  registerIdentityCallback,
  registerSandboxIdentityPages,
} from './integrations/identity/index.ts';
import type { SmsPort } from './integrations/sms/index.ts';
import type { Config } from './platform/config.ts';
import type { Database } from './platform/db/client.ts';
import { guardSandboxPages, registerDevPages } from './platform/dev-pages.ts';
import { installErrorHandler } from './platform/error-handler.ts';
import { answerAnonymously, registerCalls } from './platform/http.ts';
import { createLogger, lazyRequestLogger } from './platform/logger.ts';
import { buildOpenApi, renderDocsPage } from './platform/openapi.ts';
import { registerSecurityHeaders } from './platform/security-headers.ts';

export type AppDeps = {
  config: Config;
  database: Database;
  sms?: SmsPort;
  /** Tests: an identity port of their own (e.g. the real adapter against a local key server). */
  identity?: IdentityPort;
  logger?: FastifyBaseLogger;
  /** Background jobs (the order expiry sweep); main.ts turns them on, tests call them directly. */
  jobs?: boolean;
};

const containers = new WeakMap<object, Container>();

/** The services behind an app built by buildApp (tests call jobs such as the expiry sweep directly). */
export function containerOf(app: object): Container {
  const container = containers.get(app);
  if (!container) throw new Error('not an app built by buildApp');
  return container;
}

/** The HTTP app: the contract's calls, the OpenAPI document, sandbox pages and the built PWA. */
export async function buildApp(deps: AppDeps) {
  const { config } = deps;
  const app = Fastify({
    loggerInstance: deps.logger ?? createLogger(config.logLevel),
    // A request's child logger is made when it writes a line, not for every request (decision 244).
    childLoggerFactory: lazyRequestLogger,
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    // Let the error handler answer every client error in the envelope.
    return503OnClosing: true,
  });
  // An empty POST body is an empty object, as the original clients send.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    // PostgreSQL text cannot hold NUL: refuse it for every call here rather than fail in a query.
    if (text.includes('\\u0000') || text.includes('\u0000')) {
      return done(Object.assign(new Error('caractere inválido (NUL)'), { statusCode: 400 }), undefined);
    }
    try {
      done(null, JSON.parse(text));
    } catch {
      const error = Object.assign(new Error('JSON malformado'), { statusCode: 400 });
      done(error, undefined);
    }
  });
  installErrorHandler(app);
  // CSP, nosniff, frame and referrer rules on every answer, pages and API alike (decision 054).
  registerSecurityHeaders(app, config);

  const container = createContainer({
    config,
    database: deps.database,
    log: app.log,
    sms: deps.sms,
    identity: deps.identity,
  });
  // Before any sandbox page is registered (decision 053).
  if (config.sandboxPages) guardSandboxPages(app, { remote: config.sandboxPagesRemote });
  registerCalls(app, container.handlers, container.resolvers, { defaultPlace: config.defaultPlace });
  orders.register(app, {
    events: container.events,
    resolvers: container.resolvers,
    defaultPlace: config.defaultPlace,
  });
  places.register(app, { findPlace: container.placeCache.find });
  print.register(app, { print: container.print, places: container.repos.places, sandboxPages: config.sandboxPages });
  payments.register(app, {
    payments: container.payments,
    port: container.paymentsPort,
    webhookSecret: config.payments.webhookSecret,
    sandbox: container.sandboxPayments,
    sandboxPages: config.sandboxPages,
  });
  app.addHook('onClose', async () => container.sandboxPayments?.stop());
  if (deps.jobs) {
    const sweep = orders.startExpirySweep(container.sweep, app.log);
    app.addHook('onClose', async () => sweep.stop());
  }
  app.addHook('onClose', async () => container.events.close());
  app.addHook('onClose', async () => container.scheduling.stop());
  if (deps.jobs) {
    // The clinic's reminders, no-shows and waitlist run on the Postgres job queue (decision 130).
    await container.jobQueue.start();
    app.addHook('onClose', async () => container.jobQueue.stop());
  }
  registerCalendarFeed(app, container.calendarFeeds);
  // Documents to sign: the provider's webhook; the sandbox's signing pages only with sandbox pages.
  registerSignaturesHttp(app, {
    signatures: container.signatures,
    webhookSecret: config.signature.provider === 'zapsign' ? config.signature.webhookSecret : null,
    sandbox: config.sandboxPages ? container.sandboxSignature : null,
  });
  registerRecordFiles(app, container.recordFiles);
  crm.register(app, { crm: container.crm, resolvers: container.resolvers, defaultPlace: config.defaultPlace });

  const openapi = buildOpenApi();
  const docsPage = renderDocsPage(openapi);
  app.get('/api/openapi.json', async () => openapi);
  app.get('/api/docs', async (_req, reply) => reply.type('text/html; charset=utf-8').send(docsPage));
  await catalogue.register(app, config.storage);
  app.get('/api/health', async () => ({ ok: true, data: { db: deps.database.kind } }));

  // Google, Apple and the sandbox issuer post the id token here (decision 095).
  registerIdentityCallback(app);
  // The sandbox issuer signs anybody in as anybody: sandbox pages only, loopback (decision 053).
  if (config.sandboxPages && container.sandboxIdentity) registerSandboxIdentityPages(app, container.sandboxIdentity);
  // Only while every provider is a sandbox: /dev/outbox lists every SMS code (decision 053).
  if (config.sandboxPages && container.sandboxSms) registerDevPages(app, container.sandboxSms);
  // Runs a clinic job now (reminders, no-shows, waitlist) while the SMS is the sandbox (decision 130).
  if (config.sandboxPages && container.sandboxSms) registerReminderDevPages(app, container.reminders);
  // /dev/chat plays the clinic's chat tool while it is the sandbox (decision 146).
  if (config.sandboxPages && container.chatSandbox)
    registerChatDevPages(app, container.chatSandbox, config.defaultPlace);
  // WhatsApp: Meta's webhook with the real provider; the outbox tab and "run now" with the sandbox.
  if (config.whatsapp.provider === 'cloud') {
    registerWhatsappWebhook(app, { service: container.automaticMessages, ...config.whatsapp });
  }
  if (config.sandboxPages && container.sandboxWhatsapp) {
    registerAutomaticMessageDevPages(app, {
      sandbox: container.sandboxWhatsapp,
      service: container.automaticMessages,
    });
  }

  const indexHtml = path.join(config.webDist, 'index.html');
  const hasWeb = existsSync(indexHtml);
  const appShell = hasWeb
    ? createAppShell({
        webDist: config.webDist,
        defaultPlace: config.defaultPlace,
        findPlace: container.placeCache.find,
        answer: (name, request, body) => answerAnonymously(container.handlers, name, request, body as never),
        log: app.log,
      })
    : null;
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: false,
      index: false,
      // dist/ holds .br and .gz copies made at build time (apps/web/scripts/precompress.mjs).
      preCompressed: true,
      setHeaders(reply, filePath) {
        // Hashed file names never change content: cache them for a year.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '';
    if (url.startsWith('/api/') || url.startsWith('/dev/') || req.method !== 'GET' || !hasWeb) {
      return reply
        .status(404)
        .send({ ok: false, error: { message: 'Chamada desconhecida.', code: 'not_found', error_type: 'not_found' } });
    }
    // Client-side routes (and /p/{place}/...) all load the app shell.
    const asset = url.match(/^\/p\/[^/]+(\/.+\.[a-z0-9]+)$/i);
    if (asset?.[1]) return reply.sendFile(asset[1].slice(1));
    return appShell?.send(req, reply);
  });

  containers.set(app, container);
  return app;
}
