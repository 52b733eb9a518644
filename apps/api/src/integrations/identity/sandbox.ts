import { randomUUID } from 'node:crypto';
import type { SocialProvider } from '@app/domain/users/schemas';
import { createLocalJWKSet, exportJWK, generateKeyPair, importJWK, type JWK, SignJWT } from 'jose';
import type { IdentityRepo } from './identity.repo.ts';
import { IdentityError, type IdentityPort, type SocialClient } from './port.ts';
import { verifyIdToken } from './verify-id-token.ts';

/** The sandbox issuer's name: a reserved domain (.invalid), so no real token can claim it. */
export const SANDBOX_ISSUER = 'https://identity.sandbox.invalid';
export const SANDBOX_CLIENT_IDS: Record<SocialProvider, string> = {
  google: 'sandbox-google-client',
  apple: 'sandbox-apple-client',
};
export const SANDBOX_AUTHORIZE_PATH = '/dev/identity/authorize';
export const SANDBOX_AVATAR_PATH = '/dev/identity/avatar/';
const ALG = 'ES256';

export type TestIdentity = {
  provider: SocialProvider;
  subject: string;
  email?: string | null;
  name?: string | null;
  picture?: string | null;
  nonce: string;
  /** Tests only: other audiences and lifetimes to prove they are refused. */
  audience?: string;
  issuedAt?: Date;
  expiresInSeconds?: number;
};

export type SandboxIdentity = IdentityPort & {
  /** Signs an id token like the provider's, with the sandbox key (the /dev/identity page). */
  sign(identity: TestIdentity): Promise<string>;
  /** The public key set, as a provider publishes it (/dev/identity/jwks). */
  jwks(): Promise<{ keys: JWK[] }>;
};

/**
 * A local OpenID issuer standing in for Google and Apple (decision 095): its own ES256 key kept in
 * the database, tokens verified exactly as the real adapter verifies the providers' (same function).
 */
export function createSandboxIdentity(repo: IdentityRepo): SandboxIdentity {
  let loaded: Promise<{ kid: string; privateJwk: JWK; publicJwk: JWK }> | null = null;
  const key = () => {
    loaded ??= (async () => {
      const found = await repo.sandboxKey();
      if (found) return found as { kid: string; privateJwk: JWK; publicJwk: JWK };
      const pair = await generateKeyPair(ALG, { extractable: true });
      const kid = randomUUID();
      const saved = await repo.saveSandboxKey({
        kid,
        privateJwk: { ...(await exportJWK(pair.privateKey)), kid, alg: ALG },
        publicJwk: { ...(await exportJWK(pair.publicKey)), kid, alg: ALG, use: 'sig' },
      });
      return saved as { kid: string; privateJwk: JWK; publicJwk: JWK };
    })().catch((error) => {
      loaded = null;
      throw error;
    });
    return loaded;
  };
  const clients: SocialClient[] = (['google', 'apple'] as const).map((provider) => ({
    provider,
    authorize_url: SANDBOX_AUTHORIZE_PATH,
    client_id: SANDBOX_CLIENT_IDS[provider],
    scope: provider === 'apple' ? 'name email' : 'openid email profile',
    response_type: provider === 'apple' ? 'code id_token' : 'id_token',
  }));
  return {
    clients: () => clients,
    async jwks() {
      return { keys: [(await key()).publicJwk] };
    },
    async verify(provider, idToken, nonce) {
      if (!SANDBOX_CLIENT_IDS[provider]) throw new IdentityError('unavailable', `${provider} unknown`);
      const keys = createLocalJWKSet(await this.jwks());
      return verifyIdToken(
        {
          provider,
          issuer: SANDBOX_ISSUER,
          audience: SANDBOX_CLIENT_IDS[provider],
          keys,
          // The sandbox's pictures are served by this server (/dev/identity/avatar/…).
          pictureAllowed: (url) => url.pathname.startsWith(SANDBOX_AVATAR_PATH),
        },
        idToken,
        nonce,
      );
    },
    async sign(identity) {
      const { kid, privateJwk } = await key();
      const issuedAt = Math.floor((identity.issuedAt ?? new Date()).getTime() / 1000);
      const claims: Record<string, unknown> = { nonce: identity.nonce };
      if (identity.email) Object.assign(claims, { email: identity.email, email_verified: true });
      // Apple's token carries no name nor picture (the name comes in the form post).
      if (identity.provider === 'google') {
        if (identity.name) claims.name = identity.name;
        if (identity.picture) claims.picture = identity.picture;
      }
      return new SignJWT(claims)
        .setProtectedHeader({ alg: ALG, kid, typ: 'JWT' })
        .setIssuer(SANDBOX_ISSUER)
        .setAudience(identity.audience ?? SANDBOX_CLIENT_IDS[identity.provider])
        .setSubject(identity.subject)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + (identity.expiresInSeconds ?? 600))
        .sign(await importJWK(privateJwk, ALG));
    },
  };
}
