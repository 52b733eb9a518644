import type { Db } from '../../platform/db/client.ts';
import { createChatSandboxRepo, type SandboxChatRecord } from './chat-sandbox.repo.ts';
import type { ChatPort, IncomingChat } from './port.ts';

export type SandboxChat = ChatPort & {
  /** What /dev/chat does: a person writes to a place (the same phone keeps its person id). */
  receive(input: {
    placeSlug: string;
    name: string;
    phone: string | null;
    message: string | null;
  }): Promise<IncomingChat>;
  latest(limit: number): Promise<SandboxChatRecord[]>;
};

/** The chat tool kept locally, for development and the e2e journeys. */
export function createSandboxChat(db: Db): SandboxChat {
  const repo = createChatSandboxRepo(db);
  return {
    listChats: (place, since) => repo.since(place.slug, since),
    getPerson: (place, personId) => repo.person(place.slug, personId),
    async updatePerson(place, personId, customFields) {
      const current = await repo.person(place.slug, personId);
      if (!current) return null;
      const merged = { ...current.customFields, ...customFields };
      await repo.setFields(place.slug, personId, merged);
      return { ...current, customFields: merged };
    },
    async receive(input) {
      const known = input.phone ? await repo.personIdByPhone(input.placeSlug, input.phone) : null;
      return repo.add({ ...input, personId: known ?? crypto.randomUUID(), agentName: 'Atendimento (sandbox)' });
    },
    latest: (limit) => repo.latest(limit),
  };
}
