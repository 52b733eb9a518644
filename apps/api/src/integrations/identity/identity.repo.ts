import { createHash } from 'node:crypto';
import { lt } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { identityNonces, identitySandboxKeys } from './identity.tables.ts';

export type SandboxKeyRow = { kid: string; privateJwk: unknown; publicJwk: unknown };

export function createIdentityRepo(db: Db) {
  return {
    /**
     * Records a token's nonce; false when it was already used (a replayed token). The primary key
     * decides, so two instances racing on the same token accept it once.
     */
    async useNonce(provider: string, nonce: string, expiresAt: Date): Promise<boolean> {
      const nonceHash = createHash('sha256').update(`${provider}:${nonce}`).digest('hex');
      await db.delete(identityNonces).where(lt(identityNonces.expiresAt, new Date(Date.now() - 86_400_000)));
      const rows = await db
        .insert(identityNonces)
        .values({ nonceHash, expiresAt })
        .onConflictDoNothing()
        .returning({ nonceHash: identityNonces.nonceHash });
      return rows.length === 1;
    },
    async sandboxKey(): Promise<SandboxKeyRow | null> {
      const [row] = await db.select().from(identitySandboxKeys).limit(1);
      return row ?? null;
    },
    /** Keeps the first key written when two instances make one at the same time. */
    async saveSandboxKey(row: SandboxKeyRow): Promise<SandboxKeyRow> {
      await db
        .insert(identitySandboxKeys)
        .values({ slot: 'issuer', ...row })
        .onConflictDoNothing();
      const [first] = await db.select().from(identitySandboxKeys).limit(1);
      return first ?? row;
    },
  };
}
export type IdentityRepo = ReturnType<typeof createIdentityRepo>;
