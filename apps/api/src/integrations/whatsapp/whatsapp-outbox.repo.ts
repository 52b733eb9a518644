import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { whatsappOutbox } from './whatsapp.tables.ts';

export type OutboxMessage = {
  id: string;
  messageId: string;
  numberId: string;
  to: string;
  template: string;
  text: string;
  status: string;
  created: string;
};

const view = (r: typeof whatsappOutbox.$inferSelect): OutboxMessage => ({
  id: r.id,
  messageId: r.messageId,
  numberId: r.numberId,
  to: r.to,
  template: r.template,
  text: r.text,
  status: r.status,
  created: r.createdAt.toISOString(),
});

/** The sandbox's sent WhatsApp messages (shown at /dev/outbox/whatsapp). */
export function createWhatsappOutboxRepo(db: Db) {
  return {
    async add(values: { messageId: string; numberId: string; to: string; template: string; text: string }) {
      await db.insert(whatsappOutbox).values(values);
    },
    async latest(limit: number): Promise<OutboxMessage[]> {
      const rows = await db.select().from(whatsappOutbox).orderBy(desc(whatsappOutbox.createdAt)).limit(limit);
      return rows.map(view);
    },
    async mark(messageId: string, status: string): Promise<OutboxMessage | null> {
      const [row] = await db
        .update(whatsappOutbox)
        .set({ status })
        .where(eq(whatsappOutbox.messageId, messageId))
        .returning();
      return row ? view(row) : null;
    },
  };
}
