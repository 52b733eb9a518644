import type { CallInput, CallResult } from '@app/domain';
import {
  AUTOMATIC_MESSAGES_MAX,
  type Audience,
  type FieldValues,
  isOptOutReply,
  missingVariables,
  monthsBefore,
  nextRun,
  occurrenceOf,
  RUN_RECIPIENTS_MAX,
  renderTemplate,
  templateParameters,
  UNSUPPORTED_MESSAGE_TYPE,
  unknownFields,
  variableCount,
} from '@app/domain/automatic-messages/rules';
import { auditRoleOf } from '@app/domain/patients/rules';
import { addDays, dayRange, localParts } from '@app/domain/scheduling/rules';
import { brDate } from '@app/domain/shared/bounds';
import { fromWirePhone, toWirePhone } from '@app/domain/users/rules';
import type { WhatsappEvent, WhatsappPort } from '../../integrations/whatsapp/index.ts';
import { WhatsappError } from '../../integrations/whatsapp/index.ts';
import type { WhatsappNumber, WhatsappTemplate } from '../../integrations/whatsapp/port.ts';
import { type Actor, placeOf } from '../../platform/actor.ts';
import type { Database, Tx } from '../../platform/db/client.ts';
import { message, refuse } from '../../platform/service-kit.ts';
import type { AutomaticMessageRecord, AutomaticMessagesRepo, Recipient } from './automatic-messages.repo.ts';

/** The job that sends one recipient's message (singleton per send row). */
export const SEND_JOB = 'whatsapp-automatic-send';
/** The job that turns due automatic messages into send rows (every minute, and on demand). */
export const RUN_JOB = 'whatsapp-automatic-run';

type Queue = (name: string, data: Record<string, unknown>, options?: { singletonKey?: string }) => Promise<void>;

const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * WhatsApp automatic messages (decisions 150–154): templates and numbers from the provider, the
 * automatic messages of a place, their runs on the job queue (insert-before-send, one row per
 * message + recipient + occurrence) and the provider's delivery reports and opt-out replies.
 */
export function createAutomaticMessagesService(deps: {
  database: Database;
  repo: AutomaticMessagesRepo;
  whatsapp: WhatsappPort;
  queue?: Queue;
  now?: () => Date;
  /** Other senders of the place (order-status messages): their delivery reports and opt-outs. */
  others?: {
    recordStatus(tx: Tx, placeId: string, messageId: string, status: string): Promise<number>;
    optOut(tx: Tx, placeId: string, wirePhone: string): Promise<number>;
  };
}) {
  const { database, repo, whatsapp } = deps;
  const now = deps.now ?? (() => new Date());
  const providerDown = (actor: Actor, key: 'whatsappTemplatesFailed' | 'whatsappNumbersFailed') =>
    refuse(actor, key, 'whatsapp_unavailable', { status: 502 });

  /** The provider's numbers this place may use: its own and those no other place took. */
  async function numbersOf(actor: Actor): Promise<WhatsappNumber[]> {
    let all: WhatsappNumber[];
    try {
      all = await whatsapp.listNumbers();
    } catch {
      throw providerDown(actor, 'whatsappNumbersFailed');
    }
    const taken = await database.inTransaction((tx) => repo.numbersOfOtherPlaces(tx, placeOf(actor).id));
    return all.filter((n) => !taken.has(n.id));
  }

  async function templatesOf(actor: Actor): Promise<WhatsappTemplate[]> {
    try {
      return await whatsapp.listTemplates();
    } catch {
      throw providerDown(actor, 'whatsappTemplatesFailed');
    }
  }

  /** The chosen number and template, or a 400 naming the field. */
  async function chosen(actor: Actor, numberId: string, templateId: string) {
    const number = (await numbersOf(actor)).find((n) => n.id === numberId);
    if (!number) throw refuse(actor, 'automaticMessageNumberNotFound', 'not_found', { status: 404, field: 'numberId' });
    const template = (await templatesOf(actor)).find((t) => t.id === templateId);
    if (!template) {
      throw refuse(actor, 'automaticMessageTemplateNotFound', 'not_found', { status: 404, field: 'templateId' });
    }
    return { number, template };
  }

  function checkForm(actor: Actor, body: string, formData: Record<string, string>) {
    const unknown = unknownFields(formData);
    if (unknown.length) {
      throw refuse(actor, 'automaticMessageUnknownField', 'validation', {
        field: 'formData',
        params: { fields: unknown.map((f) => `{{${f}}}`).join(', ') },
      });
    }
    if (missingVariables(body, formData).length) {
      throw refuse(actor, 'automaticMessageVariablesMissing', 'validation', { field: 'formData' });
    }
  }

  function dayWindow(at: Date) {
    const today = localParts(at).date;
    const tomorrow = dayRange(addDays(today, 1));
    return { mmdd: today.slice(5), from: tomorrow.from, to: tomorrow.to, now: at };
  }

  function fieldsOf(r: Recipient, placeName: string): FieldValues {
    const local = r.at ? localParts(r.at) : null;
    return {
      nome: r.fullName,
      primeiro_nome: r.fullName.split(' ')[0] ?? r.fullName,
      data: local ? brDate(local.date) : '',
      hora: local ? local.hour : '',
      profissional: r.supplierName ?? '',
      clinica: placeName,
    };
  }

  async function recipientsOf(placeId: string, audience: Audience, at: Date, limit: number) {
    const window = dayWindow(at);
    const cutoff =
      audience.kind === 'no_visit' ? monthsBefore(localParts(at).date, audience.months) : localParts(at).date;
    return database.inPlace(placeId, (tx) => repo.recipients(tx, placeId, audience, { ...window, cutoff }, limit));
  }

  async function view(placeId: string, rows: AutomaticMessageRecord[]) {
    const counts = await database.inPlace(placeId, (tx) =>
      repo.counts(
        tx,
        placeId,
        rows.map((r) => r.id),
      ),
    );
    return rows.map((r) => ({
      _id: r.id,
      description: r.description,
      filter: r.filter,
      frequency: r.frequency,
      formData: r.formData,
      numberId: r.numberId,
      templateId: r.templateId,
      template_name: r.templateName,
      template_body: r.templateBody,
      status: r.status,
      next_run_at: r.status === 'active' ? iso(r.nextRunAt) : null,
      last_run_at: iso(r.lastRunAt),
      counts: counts.get(r.id) ?? { sent: 0, delivered: 0, failed: 0 },
    }));
  }

  /**
   * Writes the send rows of one occurrence of each due message of a place and moves its next run
   * on, in one transaction; `force` (the sandbox's "run now") takes every active message as due.
   */
  async function runPlace(placeId: string, options: { force?: boolean; id?: string } = {}): Promise<string[]> {
    const at = now();
    const placeName = await database.inTransaction((tx) => repo.placeName(tx, placeId));
    const window = dayWindow(at);
    return database.inPlace(placeId, async (tx) => {
      const due = options.force
        ? (await repo.list(tx, placeId)).filter((m) => m.status === 'active' && (!options.id || m.id === options.id))
        : await repo.due(tx, placeId, at);
      const created: string[] = [];
      for (const m of due) {
        const runAt = options.force ? at : (m.nextRunAt ?? at);
        const cutoff = m.filter.kind === 'no_visit' ? monthsBefore(localParts(runAt).date, m.filter.months) : '';
        const recipients = await repo.recipients(tx, placeId, m.filter, { ...window, cutoff }, RUN_RECIPIENTS_MAX);
        await repo.auditReads(
          tx,
          placeId,
          recipients.map((r) => r.patientId),
          `automatic-message:${m.id}`,
        );
        const occurrence = occurrenceOf(runAt);
        const ids = await repo.insertSends(
          tx,
          recipients.map((r) => ({
            placeId,
            automaticMessageId: m.id,
            patientId: r.patientId,
            occurrence,
            numberId: m.numberId,
            phone: toWirePhone(r.phone) ?? `55${r.phone}`,
            parameters: templateParameters(m.templateBody, m.formData, fieldsOf(r, placeName)),
          })),
        );
        created.push(...ids);
        if (!options.force) {
          const next = nextRun(m.frequency, at);
          await repo.update(tx, placeId, m.id, {
            lastRunAt: at,
            nextRunAt: next,
            ...(next ? {} : { status: 'finished' as const }),
          });
        } else {
          await repo.update(tx, placeId, m.id, { lastRunAt: at });
        }
      }
      return created;
    });
  }

  /** Sends one row: claimed first, so a doubled job or the dev page never sends it twice. */
  async function sendOne(placeId: string, sendId: string): Promise<'sent' | 'failed' | 'skipped'> {
    const claimed = await database.inPlace(placeId, (tx) => repo.claimSend(tx, placeId, sendId));
    if (!claimed) return 'skipped';
    const { send, message: m } = claimed;
    try {
      const { messageId } = await whatsapp.sendTemplate({
        numberId: send.numberId,
        to: send.phone,
        template: { name: m.templateName, language: m.templateLanguage },
        parameters: send.parameters,
        text: renderTemplate(m.templateBody, send.parameters),
      });
      await database.inPlace(placeId, (tx) =>
        repo.finishSend(tx, placeId, sendId, { status: 'sent', providerMessageId: messageId }),
      );
      return 'sent';
    } catch (error) {
      const permanent = error instanceof WhatsappError && error.permanent;
      const code = error instanceof WhatsappError ? error.code : null;
      // A transient failure goes back to pending and the job throws, so the queue retries with backoff.
      await database.inPlace(placeId, (tx) =>
        repo.finishSend(tx, placeId, sendId, { status: permanent ? 'failed' : 'pending', errorCode: code }),
      );
      if (!permanent) throw error;
      return 'failed';
    }
  }

  async function queueSends(placeId: string, ids: string[]) {
    for (const sendId of ids) await deps.queue?.(SEND_JOB, { placeId, sendId }, { singletonKey: sendId });
  }

  return {
    async listNumbers(actor: Actor): Promise<CallResult<'webApp/Whatsapp/listNumbers'>> {
      const numbers = await numbersOf(actor);
      return {
        numbers: numbers.map((n) => ({
          id: n.id,
          display_phone_number: n.displayPhoneNumber,
          verified_name: n.verifiedName,
        })),
      };
    },

    async listTemplate(
      actor: Actor,
      _input: CallInput<'webApp/Whatsapp/listTemplate'>,
    ): Promise<CallResult<'webApp/Whatsapp/listTemplate'>> {
      const templates = await templatesOf(actor);
      return {
        templates: templates.map((t) => ({
          id: t.id,
          name: t.name,
          language: t.language,
          category: t.category,
          body: t.body,
          variables: variableCount(t.body),
        })),
      };
    },

    async listChats(
      actor: Actor,
      input: CallInput<'webApp/Whatsapp/listChats'>,
    ): Promise<CallResult<'webApp/Whatsapp/listChats'>> {
      const placeId = placeOf(actor).id;
      const rows = await database.inPlace(placeId, (tx) => repo.chats(tx, placeId, input.limit ?? 50));
      return {
        chats: rows.map((r) => ({
          phone: r.phone,
          patient_name: r.patientName,
          last_message: renderTemplate(r.templateBody, r.parameters),
          status: (r.status === 'sending' ? 'pending' : r.status) as 'pending',
          error:
            r.errorCode === UNSUPPORTED_MESSAGE_TYPE
              ? message(actor, 'whatsappUnsupportedMessage')
              : r.errorCode
                ? message(actor, 'whatsappSendFailed')
                : null,
          at: r.at.toISOString(),
          opted_out: r.optedOut,
        })),
      };
    },

    async preview(
      actor: Actor,
      input: CallInput<'automaticmessages/preview'>,
    ): Promise<CallResult<'automaticmessages/preview'>> {
      const placeId = placeOf(actor).id;
      const { template } = await chosen(actor, input.numberId, input.templateId);
      const recipients = await recipientsOf(placeId, input.filter, now(), RUN_RECIPIENTS_MAX);
      const placeName = await database.inTransaction((tx) => repo.placeName(tx, placeId));
      const sample = recipients[0];
      // The sample's name is shown to the person previewing: a read of that patient, audited.
      if (sample) {
        const manager = actor.manager;
        await database.inPlace(placeId, (tx) =>
          repo.auditReads(tx, placeId, [sample.patientId], 'automatic-message:preview', {
            userId: actor.user?.userId ?? manager?.userId ?? null,
            name: actor.user?.record.username ?? null,
            role: auditRoleOf(manager ?? null),
            supplierId: manager?.supplierId ?? null,
            ip: actor.ip || null,
          }),
        );
      }
      const fields: FieldValues = sample
        ? fieldsOf(sample, placeName)
        : {
            nome: 'Maria da Silva',
            primeiro_nome: 'Maria',
            data: brDate(localParts(now()).date),
            hora: '09:00',
            profissional: 'Dr. Pedro',
            clinica: placeName,
          };
      // An empty variable stays visible as {{n}}, so the preview shows what is still to fill.
      const parameters = templateParameters(template.body, input.formData, fields).map((p, i) => p || `{{${i + 1}}}`);
      return {
        text: renderTemplate(template.body, parameters),
        sample_name: sample?.fullName ?? null,
        audience: recipients.length,
      };
    },

    async create(
      actor: Actor,
      input: CallInput<'automaticmessages/create'>,
    ): Promise<CallResult<'automaticmessages/create'>> {
      const placeId = placeOf(actor).id;
      const { number, template } = await chosen(actor, input.numberId, input.templateId);
      checkForm(actor, template.body, input.formData);
      const next = nextRun(input.frequency, now());
      if (!next) throw refuse(actor, 'automaticMessageOncePast', 'validation', { field: 'frequency' });
      if (!(await database.inTransaction((tx) => repo.claimNumber(tx, number.id, placeId)))) {
        throw refuse(actor, 'automaticMessageNumberNotFound', 'not_found', { status: 404, field: 'numberId' });
      }
      const row = await database.inPlace(placeId, async (tx) => {
        if ((await repo.countKept(tx, placeId)) >= AUTOMATIC_MESSAGES_MAX) {
          throw refuse(actor, 'automaticMessageLimit', 'automatic_message_limit', { status: 409 });
        }
        return repo.insert(tx, {
          placeId,
          numberId: number.id,
          templateId: template.id,
          templateName: template.name,
          templateLanguage: template.language,
          templateBody: template.body,
          description: input.description,
          filter: input.filter,
          frequency: input.frequency,
          formData: input.formData,
          nextRunAt: next,
          createdByUserId: actor.user?.userId ?? null,
        });
      });
      const [out] = await view(placeId, [row]);
      return { automatic_message: out as NonNullable<typeof out> };
    },

    async list(actor: Actor): Promise<CallResult<'automaticmessages/list'>> {
      const placeId = placeOf(actor).id;
      const rows = await database.inPlace(placeId, (tx) => repo.list(tx, placeId));
      return { automatic_messages: await view(placeId, rows) };
    },

    async setStatus(
      actor: Actor,
      input: CallInput<'automaticmessages/status'>,
    ): Promise<CallResult<'automaticmessages/status'>> {
      const placeId = placeOf(actor).id;
      const row = await database.inPlace(placeId, async (tx) => {
        const current = await repo.byId(tx, placeId, input.id);
        if (!current) return null;
        // Resuming computes the next run from now: a paused message never catches up on missed runs.
        const next = input.status === 'active' ? nextRun(current.frequency, now()) : current.nextRunAt;
        if (input.status === 'active' && !next) return { tooLate: true as const };
        return repo.update(tx, placeId, input.id, { status: input.status, nextRunAt: next });
      });
      if (!row) throw refuse(actor, 'automaticMessageNotFound', 'not_found', { status: 404, field: 'id' });
      if ('tooLate' in row) throw refuse(actor, 'automaticMessageOncePast', 'validation', { field: 'frequency' });
      const [out] = await view(placeId, [row]);
      return { automatic_message: out as NonNullable<typeof out> };
    },

    async remove(
      actor: Actor,
      input: CallInput<'automaticmessages/remove'>,
    ): Promise<CallResult<'automaticmessages/remove'>> {
      const placeId = placeOf(actor).id;
      const row = await database.inPlace(placeId, (tx) =>
        repo.update(tx, placeId, input.id, { removedAt: new Date() }),
      );
      if (!row) throw refuse(actor, 'automaticMessageNotFound', 'not_found', { status: 404, field: 'id' });
      return { removed: true };
    },

    /** Job (every minute): each place's due messages become send rows, each queued as its own job. */
    async runDue(): Promise<number> {
      let total = 0;
      for (const placeId of await database.inTransaction((tx) => repo.placeIds(tx))) {
        const ids = await runPlace(placeId);
        await queueSends(placeId, ids);
        total += ids.length;
      }
      return total;
    },

    /** Job: one send. Throws on a transient failure so the queue retries it with backoff. */
    async sendJob(data: Record<string, unknown>): Promise<string> {
      if (typeof data.placeId !== 'string' || typeof data.sendId !== 'string') return 'skipped';
      return sendOne(data.placeId, data.sendId);
    },

    /**
     * Sandbox only ("run now" of /dev/outbox/whatsapp and the e2e journey): today's occurrence of
     * the place's active messages, sent right away. Running it twice sends nothing new.
     */
    async runNow(placeId: string, id?: string): Promise<{ created: number; sent: number }> {
      await runPlace(placeId, { force: true, id });
      const pending = await database.inPlace(placeId, (tx) => repo.pendingSendIds(tx, placeId, RUN_RECIPIENTS_MAX));
      let sent = 0;
      for (const sendId of pending) {
        try {
          if ((await sendOne(placeId, sendId)) === 'sent') sent++;
        } catch {
          // Left pending for the queue's retry.
        }
      }
      return { created: pending.length, sent };
    },

    /** The provider's reports (webhook or sandbox): delivery statuses, and opt-out replies. */
    /** A place's id by slug or id (the sandbox's "run now"). */
    placeIdOf: (slugOrId: string) => database.inTransaction((tx) => repo.placeIdOf(tx, slugOrId)),

    async handleEvents(events: WhatsappEvent[]): Promise<number> {
      let applied = 0;
      for (const event of events) {
        const placeId = await database.inTransaction((tx) => repo.placeOfNumber(tx, event.numberId));
        if (!placeId) continue;
        if (event.kind === 'status') {
          applied += await database.inPlace(
            placeId,
            async (tx) =>
              (await repo.recordStatus(tx, placeId, event.messageId, event.status, event.errorCode)) +
              ((await deps.others?.recordStatus(tx, placeId, event.messageId, event.status)) ?? 0),
          );
        } else if (isOptOutReply(event.text)) {
          const national = fromWirePhone(event.from);
          applied += await database.inPlace(
            placeId,
            async (tx) =>
              (await repo.optOut(tx, placeId, national)) +
              ((await deps.others?.optOut(tx, placeId, toWirePhone(national) ?? event.from)) ?? 0),
          );
        }
      }
      return applied;
    },
  };
}
export type AutomaticMessagesService = ReturnType<typeof createAutomaticMessagesService>;
