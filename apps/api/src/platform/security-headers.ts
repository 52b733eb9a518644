import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from './config.ts';

// Security headers of every answer (docs/decisions/054): helmet's middlewares, built once at start
// (not per request), one policy per kind of answer. Every tenant shares this origin and the session
// token lives in localStorage (spec 1 §3), so the page's script-src is 'self' plus a per-request
// nonce: an injected <script> or inline handler never runs.

type Policy = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;

const nonces = new WeakMap<ServerResponse, string>();

/** The nonce of this answer's CSP: put it on every inline <script> the page carries. */
export function cspNonce(reply: FastifyReply): string {
  let nonce = nonces.get(reply.raw);
  if (!nonce) {
    nonce = randomBytes(16).toString('base64');
    nonces.set(reply.raw, nonce);
  }
  return nonce;
}

const originOf = (url: string | undefined) => {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
};

/** Where the app's images and browser connections may go, besides this origin. */
export function cspSources(config: Config) {
  const storage = config.storage;
  const img = storage.provider === 's3' ? originOf(storage.publicUrl ?? storage.endpoint) : [];
  const connect = [
    // The card form posts the card to the provider's tokenisation endpoint (never to our API).
    ...originOf(config.payments.zoop?.baseUrl),
    // The pin pad terminal's websocket on this computer (spec 1 §8; default ws://localhost:1337).
    'ws://localhost:*',
    'ws://127.0.0.1:*',
    'wss://localhost:*',
    'wss://127.0.0.1:*',
    ...config.cspConnectExtra,
  ];
  return { img, connect };
}

const common: HelmetOptions = {
  // Sent per request, only over TLS (below).
  strictTransportSecurity: false,
  xFrameOptions: { action: 'deny' },
  xContentTypeOptions: true,
};

function pagePolicy(config: Config): Policy {
  const { img, connect } = cspSources(config);
  return helmet({
    ...common,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", (_req, res) => `'nonce-${nonces.get(res) ?? ''}'`],
        // Inline <style> in index.html (first paint) and the toasts' injected styles; CSS cannot
        // run script, and with img-src/connect-src below it cannot send data to a third party.
        'style-src': ["'self'", "'unsafe-inline'"],
        // Owners may point the logo and banner at their own https address (theme settings); users'
        // photos are URLs; the Pix QR code is a data: URL; uploads are here or in the bucket.
        'img-src': ["'self'", 'data:', 'blob:', 'https:', ...img],
        'font-src': ["'self'"],
        'connect-src': ["'self'", ...connect],
        'worker-src': ["'self'"],
        'manifest-src': ["'self'"],
        'frame-src': ["'self'"],
        'frame-ancestors': ["'none'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}

/** JSON, PDFs and the event stream: nothing in them may load or be framed. */
const apiPolicy: Policy = helmet({
  ...common,
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] },
  },
  referrerPolicy: { policy: 'no-referrer' },
});

/** /api/docs: a static page with one inline stylesheet and no script. */
const docsPolicy: Policy = helmet({
  ...common,
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      'default-src': ["'none'"],
      'style-src': ["'unsafe-inline'"],
      'img-src': ["'self'", 'data:'],
      'frame-ancestors': ["'none'"],
      'base-uri': ["'none'"],
      'form-action': ["'none'"],
    },
  },
  referrerPolicy: { policy: 'no-referrer' },
});

const isDocs = (url: string) => url === '/api/docs' || url.startsWith('/api/docs?') || url.startsWith('/api/docs/');

/** HSTS only means something over TLS: directly, through a trusted proxy, or behind an https PUBLIC_URL. */
function overTls(req: FastifyRequest, publicHttps: boolean) {
  return publicHttps || req.protocol === 'https';
}

export function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const page = pagePolicy(config);
  const publicHttps = config.publicUrl?.startsWith('https:') ?? false;
  app.addHook('onRequest', (req, reply, done) => {
    const url = req.url;
    if (overTls(req, publicHttps)) reply.header('strict-transport-security', 'max-age=31536000');
    let policy: Policy;
    if (url.startsWith('/api/')) policy = isDocs(url) ? docsPolicy : apiPolicy;
    else {
      cspNonce(reply);
      policy = page;
    }
    policy(req.raw, reply.raw, (err) => done(err as Error | undefined));
  });
}
