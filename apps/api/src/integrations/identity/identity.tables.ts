import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../platform/db/columns.ts';

/**
 * Nonces of id tokens already accepted: a token (Google, Apple or the sandbox issuer) signs in once.
 * Rows outlive the token's expiry by nothing: an expired token is refused anyway.
 */
export const identityNonces = pgTable('identity_nonces', {
  /** SHA-256 of provider + nonce. */
  nonceHash: text('nonce_hash').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/** The sandbox issuer's signing key (one row), made on first use so tokens survive a restart. */
export const identitySandboxKeys = pgTable('identity_sandbox_keys', {
  /** Always 'issuer': one key, whichever instance wrote it first. */
  slot: text('slot').primaryKey(),
  kid: text('kid').notNull(),
  privateJwk: jsonb('private_jwk').notNull(),
  publicJwk: jsonb('public_jwk').notNull(),
  createdAt: createdAt(),
});
