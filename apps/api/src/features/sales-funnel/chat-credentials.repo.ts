import { eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { chatPlaceCredentials } from './chat-credentials.tables.ts';

/** A place's saved Octadesk account, its key still sealed. */
export type ChatCredentialsRecord = {
  placeId: string;
  baseUrl: string;
  agentEmail: string;
  apiKeySealed: string;
  apiKeyHint: string;
  updatedByUserId: string | null;
  updatedAt: Date;
};

export function createChatCredentialsRepo() {
  return {
    async get(tx: Tx, placeId: string): Promise<ChatCredentialsRecord | null> {
      const [row] = await tx.select().from(chatPlaceCredentials).where(eq(chatPlaceCredentials.placeId, placeId));
      return row ?? null;
    },
    async save(tx: Tx, values: Omit<ChatCredentialsRecord, 'updatedAt'>) {
      const { placeId, ...rest } = values;
      await tx
        .insert(chatPlaceCredentials)
        .values(values)
        .onConflictDoUpdate({ target: chatPlaceCredentials.placeId, set: { ...rest, updatedAt: new Date() } });
    },
    async remove(tx: Tx, placeId: string) {
      await tx.delete(chatPlaceCredentials).where(eq(chatPlaceCredentials.placeId, placeId));
    },
  };
}
export type ChatCredentialsRepo = ReturnType<typeof createChatCredentialsRepo>;
