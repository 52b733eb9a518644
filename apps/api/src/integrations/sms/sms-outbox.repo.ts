import { desc } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { smsOutbox } from './sms.tables.ts';

export type OutboxEntry = { to: string; text: string; created: string };

export function createSmsOutboxRepo(db: Db) {
  return {
    async add(to: string, text: string) {
      await db.insert(smsOutbox).values({ to, text });
    },
    async latest(limit: number): Promise<OutboxEntry[]> {
      const rows = await db.select().from(smsOutbox).orderBy(desc(smsOutbox.createdAt)).limit(limit);
      return rows.map((r) => ({ to: r.to, text: r.text, created: r.createdAt.toISOString() }));
    },
  };
}
