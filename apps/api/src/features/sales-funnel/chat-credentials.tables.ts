import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ownedBy, updatedAt } from '../../platform/db/columns.ts';
import { places } from '../places/places.tables.ts';

/**
 * A place's own Octadesk account (decision 201): the chat adapter calls it with these instead of the
 * server's configuration. The API key is sealed (AES-256-GCM with the server's CREDENTIALS_KEY) and
 * never read back to a browser: only its last four characters are shown. Tenant data (RLS).
 */
export const chatPlaceCredentials = pgTable('chat_place_credentials', {
  placeId: ownedBy('place_id', () => places.id).primaryKey(),
  baseUrl: text('base_url').notNull(),
  agentEmail: text('agent_email').notNull(),
  apiKeySealed: text('api_key_sealed').notNull(),
  apiKeyHint: text('api_key_hint').notNull(),
  updatedByUserId: uuid('updated_by_user_id'),
  updatedAt: updatedAt(),
});
