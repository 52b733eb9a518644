import type { Tx } from '../../platform/db/client.ts';
import { users } from '../users/users.tables.ts';

/** The one write of the check-in demo that no service needs: the guest's account. */
export function createCheckInSeedRepo() {
  return {
    async insertGuest(tx: Tx, guest: { username: string; phone: string; email: string; passwordHash: string }) {
      const [row] = await tx
        .insert(users)
        .values({ ...guest, phoneValidated: true })
        .onConflictDoNothing()
        .returning({ id: users.id });
      return row?.id ?? null;
    },
  };
}
