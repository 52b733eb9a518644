import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, primaryId } from '../../platform/db/columns.ts';

/**
 * The sandbox chat tool's conversations (what /dev/chat "received"), keyed by the place's slug the
 * way the real tool is keyed by its account. Not tenant data: no place's staff read it directly,
 * only the funnel through the port.
 */
export const chatSandboxChats = pgTable(
  'chat_sandbox_chats',
  {
    id: primaryId(),
    placeSlug: text('place_slug').notNull(),
    personId: text('person_id').notNull(),
    name: text('name').notNull(),
    phone: text('phone'),
    message: text('message'),
    agentName: text('agent_name'),
    customFields: jsonb('custom_fields').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('chat_sandbox_chats_place').on(t.placeSlug, t.createdAt)],
);
