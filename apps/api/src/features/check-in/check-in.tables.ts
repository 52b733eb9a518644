import type { CheckInGuestData } from '@app/domain/check-in/schemas';
import { index, jsonb, pgTable, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ownedBy, primaryId, updatedAt } from '../../platform/db/columns.ts';
import { openOrders } from '../open-orders/open-orders.tables.ts';
import { places } from '../places/places.tables.ts';
import { users } from '../users/users.tables.ts';

export type { CheckInGuestData };

/**
 * A guest's check-in on a room's (or chalet's) open account (decision 105): the guest registration
 * data of spec 1 §3, one row per guest and account (saving again replaces it). Personal data: read
 * only by the guest and the place's staff, never logged. Tenant table (RLS).
 */
export const checkIns = pgTable(
  'check_ins',
  {
    id: primaryId(),
    placeId: ownedBy('place_id', () => places.id),
    openOrderId: ownedBy('open_order_id', () => openOrders.id),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    guest: jsonb('guest').$type<CheckInGuestData>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('check_ins_one_per_guest').on(t.openOrderId, t.userId),
    index('check_ins_account').on(t.placeId, t.openOrderId, t.createdAt),
  ],
);
