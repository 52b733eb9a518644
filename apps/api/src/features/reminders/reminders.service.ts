import type { CallInput, CallResult } from '@app/domain';
import { remindsBySms } from '@app/domain/automatic-messages/rules';
import { formatDateTime } from '@app/domain/orders/rules';
import {
  JOB_BATCH,
  NO_SHOW_AFTER_MS,
  REMINDER_AHEAD_MS,
  REMINDER_MIN_AHEAD_MS,
  type ReminderAction,
  WAITLIST_DAYS_MAX,
  WAITLIST_MIN_AHEAD_MS,
} from '@app/domain/reminders/rules';
import { addDays, canMoveAttendancy, localParts } from '@app/domain/scheduling/rules';
import { toWirePhone } from '@app/domain/users/rules';
import type { SmsPort } from '../../integrations/sms/index.ts';
import { type Actor, placeOf } from '../../platform/actor.ts';
import { AppError, accessDenied } from '../../platform/app-error.ts';
import type { Database } from '../../platform/db/client.ts';
import { invalidField, localTexts, refuse, sessionOf } from '../../platform/service-kit.ts';
import { hashToken, newToken } from '../../platform/tokens.ts';
import type { BookingNotice, RemindersRepo, WaitlistEntryRecord } from './reminders.repo.ts';

const texts = localTexts({
  reminderSms: {
    'pt-BR': '{place}: lembrete do seu horário com {supplier} em {when}. Confirmar: {confirm} Cancelar: {cancel}',
    en: '{place}: reminder of your time with {supplier} on {when}. Confirm: {confirm} Cancel: {cancel}',
  },
  waitlistSms: {
    'pt-BR': '{place}: abriu um horário com {supplier} em {when}. Agende pelo app: {link}',
    en: '{place}: a time with {supplier} opened on {when}. Book it in the app: {link}',
  },
  linkInvalid: {
    'pt-BR': 'Este link não é mais válido. Fale com a clínica.',
    en: 'This link is no longer valid. Please contact the clinic.',
  },
  daysOrder: {
    'pt-BR': 'A data final deve ser igual ou depois da inicial.',
    en: 'The last day must be on or after the first.',
  },
  daysTooMany: {
    'pt-BR': `Escolha no máximo ${WAITLIST_DAYS_MAX} dias.`,
    en: `Choose at most ${WAITLIST_DAYS_MAX} days.`,
  },
  pastDay: {
    'pt-BR': 'Escolha uma data de hoje em diante.',
    en: 'Choose a day from today on.',
  },
  entryNotFound: {
    'pt-BR': 'Você não está nesta lista de espera.',
    en: 'You are not on this waitlist.',
  },
});

/** The waitlist job's name: run right after a cancellation by link, and by the queue's cron. */
export const WAITLIST_JOB = 'clinic-waitlist-offers';

const ACTION_STATUS: Record<ReminderAction, 1 | 3> = { confirm: 1, cancel: 3 };

const view = (b: BookingNotice) => ({
  _id: b.id,
  service_supplier_name: b.supplierName,
  starts_at: b.startsAt.toISOString(),
  status: b.status,
});

const entryView = (e: WaitlistEntryRecord, staff: boolean) => ({
  _id: e.id,
  service_supplier_id: e.supplierId,
  service_supplier_name: e.supplierName,
  username: staff ? e.username : null,
  phone: staff ? e.phone : null,
  from: e.fromDay,
  to: e.toDay,
  offered_at: e.offeredAt?.toISOString() ?? null,
  created_at: e.createdAt.toISOString(),
});

/**
 * The clinic's follow-ups (decisions 130–132): the day-before reminder with single-use confirm and
 * cancel links, no-shows marked lost, and the waitlist that gets a cancelled slot. The jobs run on
 * the queue (pg-boss); each visits every place in its own RLS transaction.
 */
export function createRemindersService(deps: {
  database: Database;
  reminders: RemindersRepo;
  sms: SmsPort;
  publicUrl?: string;
  /** Queues the waitlist job (the job queue when it runs; tests pass nothing). */
  queue?: (name: string, data: Record<string, unknown>) => Promise<void>;
  /** The same reminder as a push to the patient's devices that allowed it (decision 101). */
  push?: (reminder: { placeId: string; userId: string; appointmentId: string; startsAt: Date }) => Promise<unknown>;
  now?: () => Date;
}) {
  const { database, reminders: repo, sms } = deps;
  const now = deps.now ?? (() => new Date());
  const placeLink = (slug: string) => `${deps.publicUrl ?? ''}/p/${slug}/`;
  const speaker = null;

  const linkInvalid = (actor: Actor) => new AppError('not_found', texts(actor, 'linkInvalid'), 404);

  async function sendQuietly(phone: string | null, text: string): Promise<boolean> {
    if (!phone) return false;
    try {
      await sms.send(toWirePhone(phone) ?? `55${phone}`, text);
      return true;
    } catch {
      return false;
    }
  }

  /** A usable link of this place (the token is the credential: unknown, used or expired → refused). */
  async function usableLink(actor: Actor, token: string) {
    const link = await database.inTransaction((tx) => repo.linkByHash(tx, hashToken(token)));
    if (!link || link.placeId !== placeOf(actor).id || link.usedAt || link.expiresAt <= now()) {
      throw linkInvalid(actor);
    }
    return link;
  }

  async function offerFreedSlots(placeId: string): Promise<number> {
    const place = await database.inTransaction((tx) => repo.place(tx, placeId));
    if (!place) return 0;
    const at = now();
    const offers = await database.inPlace(placeId, async (tx) => {
      const freed = await repo.freedSlots(tx, placeId, new Date(at.getTime() + WAITLIST_MIN_AHEAD_MS), JOB_BATCH);
      const out: { phone: string | null; slot: BookingNotice }[] = [];
      for (const slot of freed) {
        const waiting = await repo.firstWaiting(
          tx,
          placeId,
          slot.supplierId,
          localParts(slot.startsAt).date,
          slot.userId,
        );
        await repo.recordOffer(
          tx,
          placeId,
          slot.id,
          waiting ? { id: waiting.id, appointmentId: slot.appointmentId } : null,
          at,
        );
        if (waiting) out.push({ phone: waiting.phone, slot });
      }
      return out;
    });
    for (const { phone, slot } of offers) {
      await sendQuietly(
        phone,
        texts(speaker, 'waitlistSms', {
          place: place.name,
          supplier: slot.supplierName,
          when: formatDateTime(slot.startsAt),
          link: `${placeLink(place.slug)}agendar/${encodeURIComponent(slot.supplierId)}`,
        }),
      );
    }
    return offers.length;
  }

  async function eachPlace(work: (placeId: string) => Promise<number>): Promise<number> {
    let count = 0;
    for (const placeId of await repo.placeIds(database.db)) count += await work(placeId);
    return count;
  }

  return {
    /** Job: texts tomorrow's open bookings a reminder with a confirm and a cancel link, once each. */
    async sendReminders(): Promise<number> {
      return eachPlace(async (placeId) => {
        const place = await database.inTransaction((tx) => repo.place(tx, placeId));
        if (!place) return 0;
        const at = now();
        const { due, bySms } = await database.inPlace(placeId, async (tx) => {
          // The clinic's choice (decision 212): the text goes out only when it includes SMS; the
          // app's push still tells the patient either way.
          const sms = remindsBySms(await repo.reminderChannel(tx, placeId));
          const rows = await repo.dueReminders(
            tx,
            placeId,
            new Date(at.getTime() + REMINDER_MIN_AHEAD_MS),
            new Date(at.getTime() + REMINDER_AHEAD_MS),
            JOB_BATCH,
          );
          const out: { booking: BookingNotice; confirm: string; cancel: string }[] = [];
          for (const booking of rows) {
            if (!(await repo.claimReminder(tx, placeId, booking.id, at))) continue;
            const confirm = newToken();
            const cancel = newToken();
            const base = { placeId, attendancyId: booking.id, expiresAt: booking.startsAt };
            if (sms) {
              await repo.insertLinks(tx, [
                { ...base, tokenHash: confirm.hash, action: 'confirm' },
                { ...base, tokenHash: cancel.hash, action: 'cancel' },
              ]);
            }
            out.push({ booking, confirm: confirm.token, cancel: cancel.token });
          }
          return { due: out, bySms: sms };
        });
        for (const { booking, confirm, cancel } of due) {
          const link = `${placeLink(place.slug)}lembrete/`;
          if (bySms)
            await sendQuietly(
              booking.phone,
              texts(speaker, 'reminderSms', {
                place: place.name,
                supplier: booking.supplierName,
                when: formatDateTime(booking.startsAt),
                confirm: `${link}${confirm}`,
                cancel: `${link}${cancel}`,
              }),
            );
          await deps
            .push?.({ placeId, userId: booking.userId, appointmentId: booking.id, startsAt: booking.startsAt })
            .catch(() => {});
        }
        return due.length;
      });
    },

    /** Job: open bookings that ended a day ago without being attended become lost (no-show). */
    async markNoShows(): Promise<number> {
      return eachPlace((placeId) => {
        const at = now();
        return database.inPlace(placeId, (tx) =>
          repo.markNoShows(tx, placeId, new Date(at.getTime() - NO_SHOW_AFTER_MS), at, JOB_BATCH),
        );
      });
    },

    /** Job: offers each freed future slot to the first patient waiting for it. */
    async offerWaitlist(data: Record<string, unknown> = {}): Promise<number> {
      if (typeof data.placeId === 'string') return offerFreedSlots(data.placeId);
      return eachPlace(offerFreedSlots);
    },

    async readLink(actor: Actor, input: CallInput<'reminders/link'>): Promise<CallResult<'reminders/link'>> {
      const link = await usableLink(actor, input.token);
      const booking = await database.inPlace(link.placeId, (tx) => repo.booking(tx, link.placeId, link.attendancyId));
      if (!booking) throw linkInvalid(actor);
      return { action: link.action, attendancy: view(booking) };
    },

    async useLink(actor: Actor, input: CallInput<'reminders/use'>): Promise<CallResult<'reminders/use'>> {
      const link = await usableLink(actor, input.token);
      const placeId = link.placeId;
      const to = ACTION_STATUS[link.action];
      const booking = await database.inPlace(placeId, async (tx) => {
        const current = await repo.booking(tx, placeId, link.attendancyId, true);
        if (!current) throw linkInvalid(actor);
        if (!canMoveAttendancy(current.status as 0 | 1 | 2 | 3, to, 'patient')) {
          throw refuse(actor, 'attendancyStatusChange', 'attendancy_status', { status: 409 });
        }
        if (!(await repo.spendLinks(tx, link.id, current.id, now()))) throw linkInvalid(actor);
        if (current.status !== to) await repo.setStatus(tx, placeId, current.id, to, now());
        return { ...current, status: to };
      });
      if (to === 3) await deps.queue?.(WAITLIST_JOB, { placeId });
      return { message: to === 3 ? 'cancelled' : 'confirmed', attendancy: view(booking) };
    },

    async joinWaitlist(actor: Actor, input: CallInput<'waitlist/join'>): Promise<CallResult<'waitlist/join'>> {
      const placeId = placeOf(actor).id;
      const me = sessionOf(actor);
      const today = localParts(now()).date;
      if (input.from < today) throw invalidField('from', texts(actor, 'pastDay'));
      if (input.to < input.from) throw invalidField('to', texts(actor, 'daysOrder'));
      if (input.to > addDays(input.from, WAITLIST_DAYS_MAX - 1)) throw invalidField('to', texts(actor, 'daysTooMany'));
      const entry = await database.inPlace(placeId, async (tx) => {
        if (!(await repo.supplierExists(tx, placeId, input.service_supplier_id))) {
          throw refuse(actor, 'supplierNotFound', 'supplier_not_found', { status: 404, field: 'service_supplier_id' });
        }
        const id = await repo.upsertEntry(tx, placeId, {
          supplierId: input.service_supplier_id,
          userId: me.userId,
          fromDay: input.from,
          toDay: input.to,
        });
        const mine = await repo.entries(tx, placeId, { userId: me.userId });
        return mine.find((e) => e.id === id) as WaitlistEntryRecord;
      });
      return { entry: entryView(entry, false) };
    },

    async leaveWaitlist(actor: Actor, input: CallInput<'waitlist/leave'>): Promise<CallResult<'waitlist/leave'>> {
      const placeId = placeOf(actor).id;
      const me = sessionOf(actor);
      const owner = actor.manager?.isOwner ?? false;
      const removed = await database.inPlace(placeId, (tx) =>
        repo.removeEntry(tx, placeId, input.id, owner ? null : me.userId),
      );
      if (!removed) throw new AppError('not_found', texts(actor, 'entryNotFound'), 404);
      return { removed: true };
    },

    async myWaitlist(actor: Actor): Promise<CallResult<'waitlist/list'>> {
      const placeId = placeOf(actor).id;
      const me = sessionOf(actor);
      const rows = await database.inPlace(placeId, (tx) => repo.entries(tx, placeId, { userId: me.userId }));
      return { entries: rows.map((e) => entryView(e, false)) };
    },

    async supplierWaitlist(
      actor: Actor,
      input: CallInput<'waitlist/supplier'>,
    ): Promise<CallResult<'waitlist/supplier'>> {
      const placeId = placeOf(actor).id;
      const manager = actor.manager;
      if (manager && !manager.isOwner && manager.supplierId && manager.supplierId !== input.service_supplier_id) {
        throw accessDenied();
      }
      const rows = await database.inPlace(placeId, (tx) =>
        repo.entries(tx, placeId, { supplierId: input.service_supplier_id }),
      );
      return { entries: rows.map((e) => entryView(e, true)) };
    },
  };
}
export type RemindersService = ReturnType<typeof createRemindersService>;
