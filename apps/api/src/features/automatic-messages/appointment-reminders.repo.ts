import type { ReminderChannel } from '@app/domain/automatic-messages/rules';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { whatsappAppointmentReminders } from './appointment-reminders.tables.ts';
import { whatsappPlaceSettings } from './order-notices.tables.ts';

/** A place's reminder setting: the number (null: off), the hours before the booking, the channel. */
export type ReminderSetting = { numberId: string | null; hours: number; channel: ReminderChannel };

/** A reminder ready to go out: the booking still open at the same time, a consenting patient with a phone. */
export type ReminderToSend = {
  id: string;
  numberId: string;
  phone: string;
  fullName: string;
  supplierName: string | null;
  startsAt: Date;
};

const rowsOf = (result: unknown): Record<string, unknown>[] =>
  (result as { rows?: Record<string, unknown>[] }).rows ?? (result as Record<string, unknown>[]);

/**
 * The patient of a booking (same place, same user) whose current `messages` consent (decision 139)
 * is a grant, who is alive, has a phone and never replied SAIR to the place's numbers.
 */
const consentingPatient = (a: string) =>
  sql.raw(`(select p.id from patients p
  where p.place_id = ${a}.place_id and p.user_id = ${a}.user_id and not p.has_died and p.phone is not null
    and (select c.granted from patient_consents c where c.place_id = p.place_id and c.patient_id = p.id
      and c.purpose = 'messages' order by c.created_at desc limit 1) is true
  order by p.created_at limit 1)`);

async function finish(
  tx: Tx,
  placeId: string,
  id: string,
  set: { status: string; providerMessageId?: string; errorCode?: number | null; sentAt?: Date },
) {
  await tx
    .update(whatsappAppointmentReminders)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(whatsappAppointmentReminders.placeId, placeId), eq(whatsappAppointmentReminders.id, id)));
}

export function createAppointmentRemindersRepo() {
  return {
    async setting(tx: Tx, placeId: string): Promise<ReminderSetting> {
      const [row] = await tx.select().from(whatsappPlaceSettings).where(eq(whatsappPlaceSettings.placeId, placeId));
      return {
        numberId: row?.reminderNumberId ?? null,
        hours: row?.reminderHours ?? 24,
        channel: row?.reminderChannel ?? 'sms',
      };
    },

    async setSetting(tx: Tx, placeId: string, setting: ReminderSetting) {
      await tx
        .insert(whatsappPlaceSettings)
        .values({
          placeId,
          reminderNumberId: setting.numberId,
          reminderHours: setting.hours,
          reminderChannel: setting.channel,
        })
        .onConflictDoUpdate({
          target: whatsappPlaceSettings.placeId,
          set: {
            reminderNumberId: setting.numberId,
            reminderHours: setting.hours,
            reminderChannel: setting.channel,
            updatedAt: new Date(),
          },
        });
    },

    /** Scheduled reminders whose booking was cancelled, attended or moved: cancelled (never sent). */
    async cancelStale(tx: Tx, placeId: string, at: Date): Promise<number> {
      const result = await tx.execute(sql`update whatsapp_appointment_reminders r
        set status = 'cancelled', updated_at = ${at.toISOString()}
        from attendancies a
        where r.place_id = ${placeId} and r.status = 'scheduled' and a.id = r.attendancy_id
          and (a.status not in (0, 1) or a.starts_at <> r.starts_at)
        returning r.id`);
      return rowsOf(result).length;
    },

    /** Every scheduled reminder of the place cancelled (reminders turned off, or their hours changed). */
    async cancelAllScheduled(tx: Tx, placeId: string): Promise<number> {
      const rows = await tx
        .update(whatsappAppointmentReminders)
        .set({ status: 'cancelled', updatedAt: new Date() })
        .where(
          and(eq(whatsappAppointmentReminders.placeId, placeId), eq(whatsappAppointmentReminders.status, 'scheduled')),
        )
        .returning({ id: whatsappAppointmentReminders.id });
      return rows.length;
    },

    /**
     * The reminders of open bookings due by `until` (start minus the clinic's hours), for bookings
     * starting after `earliestStart` whose patient consents: inserted once per booking and start
     * (a cancelled one of the same start comes back with the new due time; a sent one never does).
     */
    async plan(
      tx: Tx,
      placeId: string,
      setting: { numberId: string; hours: number },
      window: { until: Date; earliestStart: Date },
      limit: number,
    ): Promise<{ id: string; dueAt: Date }[]> {
      const result = await tx.execute(sql`insert into whatsapp_appointment_reminders
          (place_id, attendancy_id, starts_at, due_at, number_id)
        select a.place_id, a.id, a.starts_at, a.starts_at - make_interval(hours => ${setting.hours}), ${setting.numberId}
        from attendancies a
        where a.place_id = ${placeId} and a.status in (0, 1)
          and a.starts_at > ${window.earliestStart.toISOString()}
          and a.starts_at - make_interval(hours => ${setting.hours}) <= ${window.until.toISOString()}
          and ${consentingPatient('a')} is not null
        order by a.starts_at
        limit ${limit}
        on conflict (attendancy_id, starts_at) do update
          set status = 'scheduled', due_at = excluded.due_at, number_id = excluded.number_id, updated_at = now()
          where whatsapp_appointment_reminders.status = 'cancelled'
        returning id, due_at`);
      return rowsOf(result).map((r) => ({ id: String(r.id), dueAt: new Date(r.due_at as string) }));
    },

    /**
     * Claims a due reminder for sending (scheduled → sending) when its booking is still open at the
     * same start and its patient still consents; otherwise cancels it. Null: nothing to send.
     */
    async claim(tx: Tx, placeId: string, id: string, at: Date): Promise<ReminderToSend | 'early' | null> {
      const result = await tx.execute(sql`select r.id, r.status, r.number_id, r.due_at, r.starts_at,
          a.status as booking_status, a.starts_at as booking_starts_at,
          p.full_name, p.phone, s.name as supplier_name,
          exists (select 1 from whatsapp_opt_outs o where o.place_id = r.place_id
            and o.phone = '55' || regexp_replace(p.phone, '\\D', '', 'g')) as opted_out
        from whatsapp_appointment_reminders r
        join attendancies a on a.id = r.attendancy_id
        left join patients p on p.id = ${consentingPatient('a')}
        left join service_suppliers s on s.place_id = a.place_id and s.supplier_id = a.supplier_id
        where r.place_id = ${placeId} and r.id = ${id}
        for update of r`);
      const [row] = rowsOf(result);
      if (row?.status !== 'scheduled') return null;
      if (new Date(row.due_at as string).getTime() > at.getTime() + 60_000) return 'early';
      const moved = new Date(row.booking_starts_at as string).getTime() !== new Date(row.starts_at as string).getTime();
      const open = row.booking_status === 0 || row.booking_status === 1;
      const reachable = row.phone != null && !row.opted_out;
      await finish(tx, placeId, id, { status: open && !moved && reachable ? 'sending' : 'cancelled' });
      if (!open || moved || !reachable) return null;
      return {
        id,
        numberId: String(row.number_id),
        phone: String(row.phone),
        fullName: String(row.full_name),
        supplierName: (row.supplier_name as string | null) ?? null,
        startsAt: new Date(row.starts_at as string),
      };
    },

    finish,

    /** The provider's delivery report of a sent reminder. */
    async recordStatus(tx: Tx, placeId: string, providerMessageId: string, status: string): Promise<number> {
      const rows = await tx
        .update(whatsappAppointmentReminders)
        .set({ status, updatedAt: new Date() })
        .where(
          and(
            eq(whatsappAppointmentReminders.placeId, placeId),
            eq(whatsappAppointmentReminders.providerMessageId, providerMessageId),
            sql`${whatsappAppointmentReminders.status} <> 'read'`,
          ),
        )
        .returning({ id: whatsappAppointmentReminders.id });
      return rows.length;
    },

    /** A booking's reminders, oldest first (tests and the dev page). */
    async ofBooking(tx: Tx, placeId: string, attendancyId: string) {
      return tx
        .select()
        .from(whatsappAppointmentReminders)
        .where(
          and(
            eq(whatsappAppointmentReminders.placeId, placeId),
            eq(whatsappAppointmentReminders.attendancyId, attendancyId),
          ),
        )
        .orderBy(whatsappAppointmentReminders.createdAt);
    },
  };
}
export type AppointmentRemindersRepo = ReturnType<typeof createAppointmentRemindersRepo>;
