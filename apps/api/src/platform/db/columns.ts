import { type AnyPgColumn, timestamp, uuid } from 'drizzle-orm/pg-core';

// Column shapes most tables share, written once so every table spells them the same way.

/** The row's own key: a random uuid. */
export const primaryId = () => uuid('id').primaryKey().defaultRandom();

/** A required reference whose rows go with their parent (a place's rows with the place, a person's with the person). */
export const ownedBy = (name: string, parent: () => AnyPgColumn) =>
  uuid(name).notNull().references(parent, { onDelete: 'cascade' });

/** When the row was written. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** When the row last changed. */
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
