import type { FastifyInstance, FastifyReply } from 'fastify';
import { cspNonce } from '../../platform/security-headers.ts';
import { acceptFormPosts, field } from './form-body.ts';

/** Where Google, Apple and the sandbox issuer send the person back (response_mode=form_post). */
export const IDENTITY_CALLBACK_PATH = '/auth/identity/callback';
/** The browser key the result travels under when the sign-in window has lost its opener. */
export const IDENTITY_RESULT_KEY = 'identity-result';

/** Apple sends the name once, as JSON in the `user` field, on the first authorisation only. */
function appleName(user: string): string | null {
  try {
    const parsed = JSON.parse(user) as { name?: { firstName?: unknown; lastName?: unknown } };
    const parts = [parsed.name?.firstName, parsed.name?.lastName].filter((p) => typeof p === 'string' && p.trim());
    return parts.length > 0 ? parts.join(' ').slice(0, 200) : null;
  } catch {
    return null;
  }
}

/**
 * The page the provider posts to: it hands the id token to the app that opened the sign-in (a
 * message to the opener, or the browser store when a provider's page cut the link) and closes; in
 * redirect mode (popup blocked) it goes back to the login. The token is checked by `login`, not here.
 */
function sendResult(reply: FastifyReply, source: unknown) {
  const result = {
    kind: IDENTITY_RESULT_KEY,
    id_token: field(source, 'id_token'),
    state: field(source, 'state', 200),
    name: appleName(field(source, 'user', 2000)),
    error: field(source, 'error', 200) || null,
  };
  const nonce = cspNonce(reply);
  // JSON inside <script> cannot close the tag: every '<' is escaped.
  const data = JSON.stringify(result).replace(/</g, '\\u003c');
  reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
  return reply.send(`<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Entrando…</title></head>
<body style="font:16px system-ui,sans-serif;margin:2rem"><p>Entrando… Você já pode fechar esta janela.</p>
<script nonce="${nonce}" id="${IDENTITY_RESULT_KEY}" type="application/json">${data}</script>
<script nonce="${nonce}">
(function () {
  var r = JSON.parse(document.getElementById('${IDENTITY_RESULT_KEY}').textContent);
  var popup = /\\.p$/.test(r.state || '');
  try { localStorage.setItem('${IDENTITY_RESULT_KEY}', JSON.stringify(r)); } catch (e) {}
  if (popup) {
    try { if (window.opener) window.opener.postMessage(r, location.origin); } catch (e) {}
    window.close();
    return;
  }
  var back = '/';
  try { back = sessionStorage.getItem('identity-return') || '/'; } catch (e) {}
  location.replace(back.charAt(0) === '/' && back.charAt(1) !== '/' ? back : '/');
})();
</script></body></html>`);
}

export function registerIdentityCallback(app: FastifyInstance) {
  app.register(async (scope) => {
    acceptFormPosts(scope);
    scope.post(IDENTITY_CALLBACK_PATH, async (req, reply) => sendResult(reply, req.body));
    // A provider that answers an error by redirect puts it in the query.
    scope.get(IDENTITY_CALLBACK_PATH, async (req, reply) => sendResult(reply, req.query));
  });
}
