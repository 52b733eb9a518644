import type { Db } from '../../platform/db/client.ts';
import type { ChatConfig } from './config.ts';
import { createOctadeskChat } from './octadesk.ts';
import type { ChatPort } from './port.ts';
import { createSandboxChat, type SandboxChat } from './sandbox.ts';

export { type ChatConfig, loadChatConfig } from './config.ts';
export { createPerPlaceChat, type PlaceChatCredentials } from './per-place.ts';
export type { ChatPerson, ChatPlace, ChatPort, IncomingChat } from './port.ts';
export type { SandboxChat } from './sandbox.ts';

/** The configured chat tool; `sandbox` drives /dev/chat and is set only when it is the sandbox. */
export function createChat(deps: { config: ChatConfig; db: Db; override?: ChatPort }): {
  chat: ChatPort;
  sandbox: SandboxChat | null;
} {
  const sandbox = deps.config.provider === 'sandbox' ? createSandboxChat(deps.db) : null;
  if (deps.override) return { chat: deps.override, sandbox };
  if (deps.config.provider === 'octadesk') return { chat: createOctadeskChat(deps.config), sandbox };
  if (deps.config.provider === 'none') return { chat: noChat, sandbox };
  return { chat: sandbox as SandboxChat, sandbox };
}

/** No chat tool configured: no chats arrive and no person is known. */
const noChat: ChatPort = {
  listChats: async () => [],
  getPerson: async () => null,
  updatePerson: async () => null,
};
