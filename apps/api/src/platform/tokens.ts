import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** Opaque session token: 32 random bytes, base64url. Only its SHA-256 is stored. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** Constant-time comparison of two secrets of any length (share codes, print keys). */
export function sameSecret(a: string, b: string): boolean {
  return timingSafeEqual(sha256(a), sha256(b));
}
