import type { SocialProvider } from '@app/domain/users/schemas';
import { createRemoteJWKSet } from 'jose';
import { IdentityError, type IdentityPort, type SocialClient } from './port.ts';
import { type TokenRules, verifyIdToken } from './verify-id-token.ts';

/**
 * The providers' public OpenID Connect facts (their discovery documents):
 * https://accounts.google.com/.well-known/openid-configuration and
 * https://appleid.apple.com/.well-known/openid-configuration.
 */
export const PROVIDERS = {
  google: {
    // Google writes both spellings of its issuer.
    issuer: ['https://accounts.google.com', 'accounts.google.com'],
    jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    scope: 'openid email profile',
    responseType: 'id_token',
  },
  apple: {
    issuer: ['https://appleid.apple.com'],
    jwksUrl: 'https://appleid.apple.com/auth/keys',
    authorizeUrl: 'https://appleid.apple.com/auth/authorize',
    // The spec asks Apple for the name; Apple sends it once, in the form post, not in the token.
    scope: 'name email',
    responseType: 'code id_token',
  },
} as const;

export type OidcConfig = {
  google?: { clientId: string };
  apple?: { clientId: string };
  /** Tests point the key sets at a local server; production uses the providers' addresses. */
  jwksUrls?: Partial<Record<SocialProvider, string>>;
  timeoutMs?: number;
};

/** The real adapter: Google's and Apple's published keys (fetched and cached by jose, refreshed on a new kid). */
export function createOidcIdentity(config: OidcConfig): IdentityPort {
  const rules: Partial<Record<SocialProvider, TokenRules>> = {};
  const clients: SocialClient[] = [];
  for (const provider of ['google', 'apple'] as const) {
    const client = config[provider];
    if (!client) continue;
    const facts = PROVIDERS[provider];
    rules[provider] = {
      provider,
      issuer: [...facts.issuer],
      audience: client.clientId,
      keys: createRemoteJWKSet(new URL(config.jwksUrls?.[provider] ?? facts.jwksUrl), {
        timeoutDuration: config.timeoutMs ?? 5000,
      }),
    };
    clients.push({
      provider,
      authorize_url: facts.authorizeUrl,
      client_id: client.clientId,
      scope: facts.scope,
      response_type: facts.responseType,
    });
  }
  return {
    clients: () => clients,
    async verify(provider, idToken, nonce) {
      const r = rules[provider];
      if (!r) throw new IdentityError('unavailable', `${provider} is not configured`);
      return verifyIdToken(r, idToken, nonce);
    },
  };
}
