import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { escapeHtml } from '../../platform/html.ts';
import { cspNonce } from '../../platform/security-headers.ts';
import { IDENTITY_CALLBACK_PATH } from './callback-page.ts';
import { acceptFormPosts, field } from './form-body.ts';
import {
  SANDBOX_AUTHORIZE_PATH,
  SANDBOX_AVATAR_PATH,
  SANDBOX_CLIENT_IDS,
  SANDBOX_ISSUER,
  type SandboxIdentity,
} from './sandbox.ts';

/** People a developer can be at the sandbox issuer; a new random one is the default. */
const TEST_PEOPLE = [
  { subject: 'sandbox-mariana', name: 'Mariana Albuquerque Figueiredo', email: 'mariana.figueiredo@example.com' },
  { subject: 'sandbox-joao', name: 'João Pedro de Oliveira Santos', email: 'joao.santos@example.com' },
];

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w[0])
    .filter((_, i, all) => i === 0 || i === all.length - 1)
    .join('') || '?';

const providerOf = (clientId: string) =>
  clientId === SANDBOX_CLIENT_IDS.apple ? 'apple' : clientId === SANDBOX_CLIENT_IDS.google ? 'google' : null;

/** The provider sends the person back to this server's own callback only. */
function sameServerCallback(req: FastifyRequest, redirectUri: string): boolean {
  try {
    const url = new URL(redirectUri);
    return url.host === req.headers.host && url.pathname === IDENTITY_CALLBACK_PATH;
  } catch {
    return false;
  }
}

const page = (title: string, body: string) =>
  `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title>
<style>body{font:16px system-ui,sans-serif;margin:1.5rem;max-width:34rem}label{display:block;margin:.75rem 0 .25rem}input[type=text],input[type=email]{width:100%;box-sizing:border-box;padding:.6rem;font:inherit}fieldset{border:1px solid #d1d5db;border-radius:8px;margin:1rem 0}button{margin-top:1rem;padding:.7rem 1.2rem;font:inherit;border-radius:8px;border:0;background:#1a73e8;color:#fff}small{color:#4b5563}</style>
</head><body>${body}</body></html>`;

const error = (text: string) => page('Erro', `<h1>Sandbox de identidade</h1><p role="alert">${escapeHtml(text)}</p>`);

/**
 * The sandbox OpenID issuer at /dev/identity (decision 095): the app opens it like Google's or
 * Apple's sign-in window; the developer picks or types a person; it posts a signed id token back to
 * the app's callback exactly as the providers do (form_post). Sandbox pages only (decision 053).
 */
export function registerSandboxIdentityPages(app: FastifyInstance, issuer: SandboxIdentity) {
  app.get('/dev/identity/jwks', async () => issuer.jwks());
  // The profile picture 'the provider' hands out: the initials on a colour (no network needed).
  app.get(`${SANDBOX_AVATAR_PATH}:file`, async (req, reply) => {
    const file = field(req.params, 'file', 40).replace(/\.svg$/, '');
    const letters = escapeHtml(decodeURIComponent(file).slice(0, 2).toUpperCase());
    reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400');
    return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160"><rect width="160" height="160" fill="#1a73e8"/><text x="80" y="100" font-family="system-ui,sans-serif" font-size="64" fill="#fff" text-anchor="middle">${letters}</text></svg>`;
  });
  app.get('/dev/identity/.well-known/openid-configuration', async () => ({
    issuer: SANDBOX_ISSUER,
    authorization_endpoint: SANDBOX_AUTHORIZE_PATH,
    jwks_uri: '/dev/identity/jwks',
    response_types_supported: ['id_token', 'code id_token'],
    response_modes_supported: ['form_post'],
    id_token_signing_alg_values_supported: ['ES256'],
    subject_types_supported: ['public'],
  }));

  app.get(SANDBOX_AUTHORIZE_PATH, async (req, reply) => {
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    const q = req.query;
    const provider = providerOf(field(q, 'client_id', 100));
    const redirectUri = field(q, 'redirect_uri', 500);
    const nonce = field(q, 'nonce', 200);
    if (!provider) return error('client_id desconhecido.');
    if (!sameServerCallback(req, redirectUri)) return error('redirect_uri deve ser o retorno deste servidor.');
    if (nonce.length < 16) return error('nonce ausente.');
    const label = provider === 'apple' ? 'Apple' : 'Google';
    const hidden = ['client_id', 'redirect_uri', 'nonce', 'state', 'scope']
      .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(field(q, name, 500))}">`)
      .join('');
    const people = TEST_PEOPLE.map(
      (p, i) =>
        `<label><input type="radio" name="person" value="${i}"> ${escapeHtml(p.name)} <small>${escapeHtml(p.email)}</small></label>`,
    ).join('');
    const fresh = `sandbox-${randomBytes(6).toString('hex')}`;
    return page(
      `Entrar com ${label} (sandbox)`,
      `<h1>Entrar com ${label} <small>(sandbox)</small></h1>
<p>Nenhum dado sai desta máquina: este emissor local assina o token de identidade com a sua própria chave.</p>
<form method="post" action="${SANDBOX_AUTHORIZE_PATH}">${hidden}
<fieldset><legend>Conta de teste</legend>${people}
<label><input type="radio" name="person" value="new" checked> Outra pessoa (abaixo)</label></fieldset>
<label for="name">Nome</label><input id="name" type="text" name="name" value="Ana Beatriz Nogueira Carvalho" maxlength="200">
<label for="email">E-mail</label><input id="email" type="email" name="email" value="ana.carvalho.${fresh.slice(8)}@example.com" maxlength="200">
<label for="sub">Identificador (sub)</label><input id="sub" type="text" name="sub" value="${fresh}" maxlength="100">
<button type="submit">Continuar</button></form>`,
    );
  });

  app.register(async (scope) => {
    acceptFormPosts(scope);
    scope.post(SANDBOX_AUTHORIZE_PATH, async (req, reply) => {
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      const b = req.body;
      const provider = providerOf(field(b, 'client_id', 100));
      const redirectUri = field(b, 'redirect_uri', 500);
      const nonce = field(b, 'nonce', 200);
      if (!provider || !sameServerCallback(req, redirectUri) || nonce.length < 16) return error('Pedido inválido.');
      const chosen = TEST_PEOPLE[Number(field(b, 'person', 5))];
      const person = chosen ?? {
        subject: field(b, 'sub', 100) || `sandbox-${randomBytes(6).toString('hex')}`,
        name: field(b, 'name', 200),
        email: field(b, 'email', 200),
      };
      const idToken = await issuer.sign({
        provider,
        subject: person.subject,
        email: person.email || null,
        name: person.name || null,
        // A picture from 'the provider', served here (Google sends one; Apple never does).
        picture:
          provider === 'google'
            ? `${req.protocol}://${req.headers.host}${SANDBOX_AVATAR_PATH}${encodeURIComponent(initials(person.name))}.svg`
            : null,
        nonce,
      });
      // Apple sends the name beside the token, on the first sign-in, when the name scope was asked.
      const [first, ...rest] = person.name.split(' ');
      const user =
        provider === 'apple' && field(b, 'scope', 100).includes('name') && person.name
          ? JSON.stringify({ name: { firstName: first, lastName: rest.join(' ') }, email: person.email })
          : '';
      const inputs = [['id_token', idToken], ['state', field(b, 'state', 200)], ...(user ? [['user', user]] : [])]
        .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value ?? '')}">`)
        .join('');
      const nonceAttr = cspNonce(reply);
      return page(
        'Voltando…',
        `<form method="post" action="${escapeHtml(redirectUri)}">${inputs}<noscript><button type="submit">Voltar ao app</button></noscript></form>
<script nonce="${nonceAttr}">document.forms[0].submit();</script>`,
      );
    });
  });
}
