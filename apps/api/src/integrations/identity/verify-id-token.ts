import type { SocialProvider } from '@app/domain/users/schemas';
import { errors, type JWTPayload, type JWTVerifyGetKey, jwtVerify } from 'jose';
import { IdentityError, type VerifiedIdentity } from './port.ts';

/** Where a provider's tokens come from and for whom they are. */
export type TokenRules = {
  provider: SocialProvider;
  issuer: string | string[];
  audience: string;
  keys: JWTVerifyGetKey;
  /** Which picture addresses to keep; https only unless the issuer says otherwise (the sandbox's own). */
  pictureAllowed?: (url: URL) => boolean;
};

const httpsOnly = (url: URL) => url.protocol === 'https:';

function pictureOf(value: string | null, allowed: (url: URL) => boolean): string | null {
  if (!value) return null;
  try {
    return allowed(new URL(value)) ? value : null;
  } catch {
    return null;
  }
}

// Google signs with RS256, Apple with RS256, the sandbox issuer with ES256; never 'none' or HMAC.
const ALGORITHMS = ['RS256', 'ES256'];
/** Clocks differ a little between the provider and us. */
const CLOCK_TOLERANCE_SECONDS = 60;
/** An id token is for signing in now: one issued long ago is refused even if its exp is far away. */
const MAX_AGE = '1h';

const text = (value: unknown, max: number) =>
  typeof value === 'string' && value.length > 0 ? value.slice(0, max) : null;

/** Checks one id token with jose: signature against the keys, issuer, audience, expiry, age and nonce. */
export async function verifyIdToken(rules: TokenRules, idToken: string, nonce: string): Promise<VerifiedIdentity> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(idToken, rules.keys, {
      issuer: rules.issuer,
      audience: rules.audience,
      algorithms: ALGORITHMS,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      maxTokenAge: MAX_AGE,
      requiredClaims: ['sub', 'exp', 'iat'],
    }));
  } catch (error) {
    // The provider's key server could not be reached: not the person's fault, say so in the log.
    if (
      error instanceof errors.JWKSTimeout ||
      (error instanceof Error && /fetch|ECONNREFUSED|network/i.test(error.message))
    ) {
      throw new IdentityError('unavailable', `${rules.provider} keys unreachable`);
    }
    const code = error instanceof errors.JOSEError ? error.code : 'ERR_UNKNOWN';
    throw new IdentityError('invalid', `${rules.provider} token refused: ${code}`);
  }
  if (typeof payload.nonce !== 'string' || payload.nonce !== nonce) {
    throw new IdentityError('nonce', `${rules.provider} token nonce does not match`);
  }
  const sub = text(payload.sub, 255);
  if (!sub) throw new IdentityError('invalid', `${rules.provider} token without subject`);
  // Apple writes booleans as strings ("true").
  const verified = payload.email_verified === true || payload.email_verified === 'true';
  return {
    provider: rules.provider,
    subject: sub,
    email: text(payload.email, 200)?.toLowerCase() ?? null,
    emailVerified: verified,
    name: text(payload.name, 200),
    picture: pictureOf(text(payload.picture, 500), rules.pictureAllowed ?? httpsOnly),
  };
}
