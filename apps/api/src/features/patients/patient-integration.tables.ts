import { pgTable, text } from 'drizzle-orm/pg-core';
import { ownedBy, updatedAt } from '../../platform/db/columns.ts';
import { places } from '../places/places.tables.ts';

/**
 * Where a clinic's own patient system answers (spec 2 §7 integration client; decisions 158, 185):
 * the base URL the owner set and the key that system gave (sent as a Bearer token, never returned),
 * sealed with the server's CREDENTIALS_KEY bound to the place (decision 211).
 */
export const patientIntegrationSettings = pgTable('patient_integration_settings', {
  placeId: ownedBy('place_id', () => places.id).primaryKey(),
  baseUrl: text('base_url').notNull(),
  /** A key saved before decision 211, in plain text: sealed and emptied on the place's next read. */
  token: text('token'),
  tokenSealed: text('token_sealed'),
  /** The key's last four characters, for the masked answer. */
  tokenHint: text('token_hint'),
  updatedAt: updatedAt(),
});
export type PatientIntegrationSettingsRow = typeof patientIntegrationSettings.$inferSelect;
