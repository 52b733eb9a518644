import { STAFF_ROLES } from '@app/domain/users/staff-roles';
import { index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ownedBy, primaryId } from '../../platform/db/columns.ts';
import { places } from '../places/places.tables.ts';
import { users } from './users.tables.ts';

/**
 * An owner's invitation of a phone to manage the place. Claimed when that phone, once
 * validated, signs in at the place (docs/decisions, team invitations). Tenant table (RLS).
 */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: primaryId(),
    placeId: ownedBy('place_id', () => places.id),
    /** National digits, as users.phone. */
    phone: text('phone').notNull(),
    role: text('role', { enum: STAFF_ROLES }).notNull().default('manager'),
    status: text('status', { enum: ['pending', 'accepted', 'cancelled'] })
      .notNull()
      .default('pending'),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [unique('team_invitations_place_phone').on(t.placeId, t.phone), index('team_invitations_phone').on(t.phone)],
);
export type TeamInvitationRow = typeof teamInvitations.$inferSelect;
