import { z } from 'zod';
import { boundedDay } from '../shared/bounds.ts';
import { SupplierId } from '../users/team-schemas.ts';

// The wire of reminders, waitlist and calendar feeds (decisions 130–133).

const supplierId = SupplierId.min(1, 'Escolha um profissional.');
const Token = z
  .string()
  .trim()
  .min(16, 'Link inválido.')
  .max(100, 'Link inválido.')
  .regex(/^[\w-]+$/, 'Link inválido.');

export const ReminderBooking = z.object({
  _id: z.string(),
  service_supplier_name: z.string(),
  starts_at: z.string(),
  status: z.number().int(),
});
export const ReminderLinkBody = z.object({ token: Token });
export const ReminderLinkResponse = z.object({
  action: z.enum(['confirm', 'cancel']),
  attendancy: ReminderBooking,
});
export const ReminderUseResponse = z.object({
  message: z.enum(['confirmed', 'cancelled']),
  attendancy: ReminderBooking,
});

export const WaitlistEntry = z.object({
  _id: z.string(),
  service_supplier_id: z.string(),
  service_supplier_name: z.string(),
  /** Staff answers only (null for the patient's own). */
  username: z.string().nullable(),
  phone: z.string().nullable(),
  from: z.string(),
  to: z.string(),
  offered_at: z.string().nullable(),
  created_at: z.string(),
});
export const WaitlistJoinBody = z.object({
  service_supplier_id: supplierId,
  from: boundedDay('fieldDate'),
  to: boundedDay('fieldDate'),
});
export const WaitlistJoinResponse = z.object({ entry: WaitlistEntry });
export const WaitlistLeaveBody = z.object({ id: z.uuid('Entrada da lista de espera inválida.') });
export const WaitlistLeaveResponse = z.object({ removed: z.literal(true) });
export const WaitlistListBody = z.object({});
export const WaitlistSupplierBody = z.object({ service_supplier_id: supplierId });
export const WaitlistListResponse = z.object({ entries: z.array(WaitlistEntry) });

export const CalendarFeedBody = z.object({ service_supplier_id: supplierId });
export const CalendarFeedCreateResponse = z.object({ url: z.string() });
export const CalendarFeedRevokeResponse = z.object({ revoked: z.number().int() });
