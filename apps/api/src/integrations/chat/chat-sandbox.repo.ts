import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { chatSandboxChats } from './chat.tables.ts';
import type { ChatPerson, IncomingChat } from './port.ts';

type Row = typeof chatSandboxChats.$inferSelect;
export type SandboxChatRecord = IncomingChat & { placeSlug: string };

const personOf = (r: Row): ChatPerson => ({
  id: r.personId,
  name: r.name,
  phone: r.phone,
  customFields: r.customFields,
});
const chatOf = (r: Row): SandboxChatRecord => ({
  chatId: r.id,
  person: personOf(r),
  agentName: r.agentName,
  message: r.message,
  createdAt: r.createdAt,
  placeSlug: r.placeSlug,
});

/** The sandbox chat tool's store: conversations as rows, one person id per phone and place. */
export function createChatSandboxRepo(db: Db) {
  return {
    async since(placeSlug: string, since: Date | null): Promise<SandboxChatRecord[]> {
      const rows = await db
        .select()
        .from(chatSandboxChats)
        .where(
          since
            ? and(
                eq(chatSandboxChats.placeSlug, placeSlug),
                // PostgreSQL keeps microseconds, a JavaScript Date milliseconds: compare at the Date's precision,
                // or the newest chat would come back on every look.
                sql`date_trunc('milliseconds', ${chatSandboxChats.createdAt}) > ${since}`,
              )
            : eq(chatSandboxChats.placeSlug, placeSlug),
        )
        .orderBy(asc(chatSandboxChats.createdAt))
        .limit(500);
      return rows.map(chatOf);
    },
    async person(placeSlug: string, personId: string): Promise<ChatPerson | null> {
      const [row] = await db
        .select()
        .from(chatSandboxChats)
        .where(and(eq(chatSandboxChats.placeSlug, placeSlug), eq(chatSandboxChats.personId, personId)))
        .orderBy(desc(chatSandboxChats.createdAt))
        .limit(1);
      return row ? personOf(row) : null;
    },
    async setFields(placeSlug: string, personId: string, customFields: Record<string, string>) {
      await db
        .update(chatSandboxChats)
        .set({ customFields })
        .where(and(eq(chatSandboxChats.placeSlug, placeSlug), eq(chatSandboxChats.personId, personId)));
    },
    async personIdByPhone(placeSlug: string, phone: string): Promise<string | null> {
      const [row] = await db
        .select({ personId: chatSandboxChats.personId })
        .from(chatSandboxChats)
        .where(and(eq(chatSandboxChats.placeSlug, placeSlug), eq(chatSandboxChats.phone, phone)))
        .limit(1);
      return row?.personId ?? null;
    },
    async add(values: {
      placeSlug: string;
      personId: string;
      name: string;
      phone: string | null;
      message: string | null;
      agentName: string;
    }): Promise<SandboxChatRecord> {
      const [row] = await db.insert(chatSandboxChats).values(values).returning();
      return chatOf(row as Row);
    },
    async latest(limit: number): Promise<SandboxChatRecord[]> {
      const rows = await db.select().from(chatSandboxChats).orderBy(desc(chatSandboxChats.createdAt)).limit(limit);
      return rows.map(chatOf);
    },
  };
}
