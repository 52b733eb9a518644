import type { CallInput, CallResult } from '@app/domain';
import {
  REMINDER_TEMPLATE,
  reminderChannelAfter,
  remindsByWhatsapp,
  WHATSAPP_REMINDER_MIN_AHEAD_MS,
  WHATSAPP_REMINDER_PLAN_AHEAD_MS,
} from '@app/domain/automatic-messages/rules';
import { JOB_BATCH } from '@app/domain/reminders/rules';
import { localParts } from '@app/domain/scheduling/rules';
import { brDate } from '@app/domain/shared/bounds';
import { toWirePhone } from '@app/domain/users/rules';
import type { WhatsappPort } from '../../integrations/whatsapp/index.ts';
import { type Actor, placeOf } from '../../platform/actor.ts';
import type { Database } from '../../platform/db/client.ts';
import type { AppointmentRemindersRepo } from './appointment-reminders.repo.ts';
import type { AutomaticMessagesRepo } from './automatic-messages.repo.ts';
import { claimNumberFor, findTemplate, sendTemplated } from './whatsapp-send.ts';

/** The job that sends one appointment reminder at its due time (singleton per reminder and due time). */
export const REMINDER_SEND_JOB = 'whatsapp-reminder-send';
/** The job that plans the reminders due within the next hour (every 5 minutes, and on demand). */
export const REMINDER_PLAN_JOB = 'whatsapp-reminder-plan';

type Queue = (
  name: string,
  data: Record<string, unknown>,
  options?: { singletonKey?: string; startAfter?: Date },
) => Promise<void>;

/**
 * Appointment reminders by WhatsApp on the job queue (decision 200): where a place turns them on,
 * each open booking of a consenting patient gets one reminder row (unique per booking and start)
 * planned within the hour before its due time (start minus the clinic's hours) and queued to run at
 * that time. A cancelled or moved booking's row is cancelled; the send re-checks the booking, the
 * consent and the opt-outs under a row lock, so a reminder goes out at most once and never to a
 * cancelled booking or a patient who withdrew consent.
 */
export function createAppointmentRemindersService(deps: {
  database: Database;
  repo: AppointmentRemindersRepo;
  messages: Pick<AutomaticMessagesRepo, 'claimNumber' | 'numbersOfOtherPlaces' | 'placeIds' | 'placeName'>;
  whatsapp: WhatsappPort;
  queue?: Queue;
  now?: () => Date;
}) {
  const { database, repo, whatsapp } = deps;
  const now = deps.now ?? (() => new Date());

  async function view(placeId: string): Promise<CallResult<'automaticmessages/reminders'>> {
    const setting = await database.inPlace(placeId, (tx) => repo.setting(tx, placeId));
    return {
      numberId: setting.numberId,
      hours: setting.hours,
      template_found: !!(await findTemplate(whatsapp, REMINDER_TEMPLATE)),
      channel: setting.channel,
    };
  }

  /** Plans (and queues) the place's reminders due within the next hour; answers the new rows' ids. */
  async function plan(placeId: string): Promise<string[]> {
    const at = now();
    const planned = await database.inPlace(placeId, async (tx) => {
      await repo.cancelStale(tx, placeId, at);
      const setting = await repo.setting(tx, placeId);
      if (!setting.numberId || !remindsByWhatsapp(setting.channel)) return [];
      return repo.plan(
        tx,
        placeId,
        { numberId: setting.numberId, hours: setting.hours },
        {
          until: new Date(at.getTime() + WHATSAPP_REMINDER_PLAN_AHEAD_MS),
          earliestStart: new Date(at.getTime() + WHATSAPP_REMINDER_MIN_AHEAD_MS),
        },
        JOB_BATCH,
      );
    });
    for (const r of planned) {
      await deps.queue?.(
        REMINDER_SEND_JOB,
        { placeId, reminderId: r.id },
        { singletonKey: `${r.id}:${r.dueAt.getTime()}`, ...(r.dueAt > at ? { startAfter: r.dueAt } : {}) },
      );
    }
    return planned.map((r) => r.id);
  }

  async function send(placeId: string, id: string): Promise<'sent' | 'failed' | 'skipped' | 'early'> {
    const claimed = await database.inPlace(placeId, (tx) => repo.claim(tx, placeId, id, now()));
    if (claimed === 'early') return 'early';
    if (!claimed) return 'skipped';
    const local = localParts(claimed.startsAt);
    const placeName = await database.inTransaction((tx) => deps.messages.placeName(tx, placeId));
    const parameters = [
      claimed.fullName.split(' ')[0] ?? claimed.fullName,
      claimed.supplierName ?? placeName,
      brDate(local.date),
      local.hour,
    ];
    const message = {
      templateName: REMINDER_TEMPLATE,
      numberId: claimed.numberId,
      to: toWirePhone(claimed.phone) ?? `55${claimed.phone}`,
      parameters,
    };
    // A transient failure goes back to scheduled and the job throws: the queue retries with backoff.
    return sendTemplated(whatsapp, message, (outcome) =>
      database.inPlace(placeId, (tx) =>
        repo.finish(
          tx,
          placeId,
          id,
          outcome.status === 'sent'
            ? { ...outcome, sentAt: now() }
            : { status: outcome.status === 'retry' ? 'scheduled' : 'failed', errorCode: outcome.errorCode },
        ),
      ),
    );
  }

  return {
    async get(actor: Actor): Promise<CallResult<'automaticmessages/reminders'>> {
      return view(placeOf(actor).id);
    },

    async set(
      actor: Actor,
      input: CallInput<'automaticmessages/reminders/set'>,
    ): Promise<CallResult<'automaticmessages/reminders/set'>> {
      const placeId = placeOf(actor).id;
      if (input.numberId) await claimNumberFor(deps, actor, placeId, input.numberId);
      await database.inPlace(placeId, async (tx) => {
        const before = await repo.setting(tx, placeId);
        const channel = reminderChannelAfter(before.channel, input.numberId, input.channel);
        // Off, another number, other hours or another channel: the planned reminders are planned
        // again (or not at all).
        if (before.numberId !== input.numberId || before.hours !== input.hours || before.channel !== channel) {
          await repo.cancelAllScheduled(tx, placeId);
        }
        await repo.setSetting(tx, placeId, { numberId: input.numberId, hours: input.hours, channel });
      });
      await plan(placeId);
      return view(placeId);
    },

    plan,

    /** Job (every 5 minutes): each place's reminders due within the next hour, queued for their time. */
    async planAll(): Promise<number> {
      let total = 0;
      for (const placeId of await database.inTransaction((tx) => deps.messages.placeIds(tx))) {
        total += (await plan(placeId)).length;
      }
      return total;
    },

    /** Job: one reminder at its due time. Throws on a transient failure so the queue retries it. */
    async sendJob(data: Record<string, unknown>): Promise<string> {
      if (typeof data.placeId !== 'string' || typeof data.reminderId !== 'string') return 'skipped';
      return send(data.placeId, data.reminderId);
    },
  };
}
export type AppointmentRemindersService = ReturnType<typeof createAppointmentRemindersService>;
