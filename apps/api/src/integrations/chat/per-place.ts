import { createOctadeskChat } from './octadesk.ts';
import type { ChatPlace, ChatPort } from './port.ts';

/** A place's own Octadesk account, opened from its sealed row (decision 201). */
export type PlaceChatCredentials = { baseUrl: string; apiKey: string; agentEmail: string };

/**
 * The chat port the funnel uses (decision 201): a place with its own Octadesk credentials is served
 * by Octadesk with them; the others by the server's configured tool (the sandbox in development).
 * The credentials are read on each call, so a change in the back office applies at once.
 */
export function createPerPlaceChat(deps: {
  fallback: ChatPort;
  credentialsOf: (placeId: string) => Promise<PlaceChatCredentials | null>;
  fetch?: typeof fetch;
}): ChatPort {
  const portOf = async (place: ChatPlace): Promise<ChatPort> => {
    const own = await deps.credentialsOf(place.id);
    return own ? createOctadeskChat({ ...own, ...(deps.fetch ? { fetch: deps.fetch } : {}) }) : deps.fallback;
  };
  return {
    listChats: async (place, since) => (await portOf(place)).listChats(place, since),
    getPerson: async (place, personId) => (await portOf(place)).getPerson(place, personId),
    updatePerson: async (place, personId, fields) => (await portOf(place)).updatePerson(place, personId, fields),
  };
}
