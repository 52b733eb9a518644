import { createHmac } from 'node:crypto';
import { SIGNED_URL_SECONDS } from '@app/domain/patients/files-rules';
import type { AuditRole } from '@app/domain/patients/rules';
import { sameSecret } from '../../platform/tokens.ts';

// Signed, short-lived URLs of private files (decision 161): HMAC-SHA256 over what the link opens
// (a stored file, or a patient's record export), the place, who it was minted for and when it ends.
// Minted per audited read; the read through the URL is audited again, as the same person.

/** Where signed links are opened; the token goes in `t` (a path segment is limited to 100 characters). */
export const FILE_LINK_PATH = '/api/record-files';

export type FileLinkClaims = {
  /** 'file': a stored blob (patient_files.id); 'export': the record of a patient as PDF. */
  kind: 'file' | 'export';
  id: string;
  placeId: string;
  patientId: string;
  userId: string | null;
  name: string | null;
  role: AuditRole;
  supplierId: string | null;
  /** What the audit names the read by (a share link's id for an anonymous read). */
  via: string | null;
  /** Seconds since the epoch. */
  exp: number;
};

export function createFileLinks(secret: string, now: () => number = Date.now) {
  const sign = (payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');
  return {
    /** The URL path of a link valid for SIGNED_URL_SECONDS, and when it ends. */
    mint(claims: Omit<FileLinkClaims, 'exp'>): { url: string; expiresAt: Date } {
      const exp = Math.floor(now() / 1000) + SIGNED_URL_SECONDS;
      const payload = Buffer.from(JSON.stringify({ ...claims, exp })).toString('base64url');
      return { url: `${FILE_LINK_PATH}?t=${payload}.${sign(payload)}`, expiresAt: new Date(exp * 1000) };
    },
    /** The claims of a genuine, unexpired token; null for anything else (tampered, expired, garbage). */
    verify(token: string): FileLinkClaims | null {
      const [payload, signature, extra] = token.split('.');
      if (!payload || !signature || extra !== undefined || token.length > 4000) return null;
      if (!sameSecret(signature, sign(payload))) return null;
      try {
        const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as FileLinkClaims;
        if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now()) return null;
        return claims;
      } catch {
        return null;
      }
    },
  };
}
export type FileLinks = ReturnType<typeof createFileLinks>;
