import type { Prelogin } from '../../../app/shared/current-place.ts';

// Step 0 of the login (spec 1 §2): the provider's sign-in opens in a popup (a full redirect when the
// browser blocks it, spec 3 §6) and answers by form post to /auth/identity/callback, whose page
// hands the id token back here. The nonce and state stay in this tab; the server checks the token.

export type SocialClient = Prelogin['auth_providers']['clients'][number];
export type SocialProvider = SocialClient['provider'];
export type SocialResult = { provider: SocialProvider; idToken: string; nonce: string; name: string | null };

const PENDING_KEY = 'identity-pending';
const RESULT_KEY = 'identity-result';
const RETURN_KEY = 'identity-return';
export const CALLBACK_PATH = '/auth/identity/callback';

type Pending = { state: string; nonce: string; provider: SocialProvider };
type Posted = { kind?: string; id_token?: string; state?: string; name?: string | null; error?: string | null };

const random = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes)).replace(/[+/=]/g, (c) => (c === '+' ? '-' : c === '/' ? '_' : ''));
};

/** The provider's authorisation address for this sign-in. */
export function authorizeUrl(client: SocialClient, pending: Pending): string {
  const base = new URL(client.authorize_url, window.location.origin);
  const params = {
    client_id: client.client_id,
    redirect_uri: `${window.location.origin}${CALLBACK_PATH}`,
    response_type: client.response_type,
    response_mode: 'form_post',
    scope: client.scope,
    nonce: pending.nonce,
    state: pending.state,
  };
  for (const [key, value] of Object.entries(params)) base.searchParams.set(key, value);
  return base.toString();
}

/** A provider's refusal or a popup closed by the person: the message the toast shows. */
export class SocialSignInError extends Error {}

function resultFor(pending: Pending, posted: Posted): SocialResult {
  if (posted.error || !posted.id_token) throw new SocialSignInError(posted.error || 'no_token');
  return { provider: pending.provider, idToken: posted.id_token, nonce: pending.nonce, name: posted.name ?? null };
}

function readPending(): Pending | null {
  try {
    return JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? 'null') as Pending | null;
  } catch {
    return null;
  }
}

/**
 * Opens the provider; resolves with the id token when its page answers (a message from the popup,
 * or the browser store when the provider's page cut the popup's link to this window). When the
 * popup is blocked, the whole tab goes to the provider and `takeRedirectResult` picks it up later.
 */
export function startSocialSignIn(client: SocialClient, onClosed: () => void): Promise<SocialResult> | null {
  const base = { nonce: random(), provider: client.provider };
  const popupPending: Pending = { ...base, state: `${random()}.p` };
  sessionStorage.setItem(PENDING_KEY, JSON.stringify(popupPending));
  localStorage.removeItem(RESULT_KEY);
  const popup = window.open(authorizeUrl(client, popupPending), 'identity-popup', 'popup,width=480,height=680');
  if (!popup) {
    const redirectPending: Pending = { ...base, state: `${random()}.r` };
    sessionStorage.setItem(PENDING_KEY, JSON.stringify(redirectPending));
    sessionStorage.setItem(RETURN_KEY, window.location.pathname + window.location.search);
    window.location.assign(authorizeUrl(client, redirectPending));
    return null;
  }
  // The person may close the window: the button stops waiting. The listeners stay, since a provider's
  // page that cuts the popup's link makes it look closed while the answer is still to come.
  const watch = window.setInterval(() => {
    if (!popup.closed) return;
    window.clearInterval(watch);
    onClosed();
  }, 500);
  return new Promise((resolve, reject) => {
    const finish = (posted: Posted) => {
      if (posted.kind !== RESULT_KEY || posted.state !== popupPending.state) return;
      window.clearInterval(watch);
      window.removeEventListener('message', onMessage);
      window.removeEventListener('storage', onStorage);
      sessionStorage.removeItem(PENDING_KEY);
      localStorage.removeItem(RESULT_KEY);
      try {
        resolve(resultFor(popupPending, posted));
      } catch (error) {
        reject(error);
      }
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin === window.location.origin && event.data && typeof event.data === 'object') finish(event.data);
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key !== RESULT_KEY || !event.newValue) return;
      try {
        finish(JSON.parse(event.newValue) as Posted);
      } catch {
        // Not ours.
      }
    };
    window.addEventListener('message', onMessage);
    window.addEventListener('storage', onStorage);
  });
}

/** After a redirect sign-in (popup blocked): the result the callback left for this tab, once. */
export function takeRedirectResult(): SocialResult | null {
  const pending = readPending();
  const raw = localStorage.getItem(RESULT_KEY);
  if (!pending || !raw || !pending.state.endsWith('.r')) return null;
  let posted: Posted;
  try {
    posted = JSON.parse(raw) as Posted;
  } catch {
    return null;
  }
  if (posted.state !== pending.state) return null;
  sessionStorage.removeItem(PENDING_KEY);
  sessionStorage.removeItem(RETURN_KEY);
  localStorage.removeItem(RESULT_KEY);
  return resultFor(pending, posted);
}
