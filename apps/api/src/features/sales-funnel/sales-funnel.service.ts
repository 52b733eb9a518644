import type { CallInput, CallResult } from '@app/domain';
import { inScope, patientScopeOf } from '@app/domain/patients/rules';
import { FUNNEL_LIST_MAX, FUNNEL_REPORT_MAX_DAYS } from '@app/domain/sales-funnel/rules';
import type { LeadFields } from '@app/domain/sales-funnel/schemas';
import { normalizePhone, validatePhone } from '@app/domain/users/rules';
import type { FastifyBaseLogger } from 'fastify';
import type { ChatPort } from '../../integrations/chat/index.ts';
import { type Actor, placeOf } from '../../platform/actor.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Database, Tx } from '../../platform/db/client.ts';
import { fieldError, message, refuse } from '../../platform/service-kit.ts';
import {
  type LeadFilter,
  type LeadValues,
  type ListTable,
  reportRows,
  type SalesFunnelRepo,
} from './sales-funnel.repo.ts';
import { leadView, reportView } from './sales-funnel.views.ts';

type LeadRef = { chat_id?: string; contact_id?: string };

const LIST_FIELDS: [keyof LeadFields, ListTable][] = [
  ['first_contact', 'crm_first_contacts'],
  ['advertising_campaign', 'crm_campaigns'],
  ['type_contact_id', 'crm_contact_types'],
  ['cancellation_reason_id', 'crm_cancellation_reasons'],
];

/**
 * The sales funnel (decisions 146–149): leads from the chat tool or entered by hand, their column
 * computed from the bookings, hides and reminders, the link to a patient and the reports.
 */
export function createSalesFunnelService(deps: {
  database: Database;
  funnel: SalesFunnelRepo;
  chat: ChatPort;
  log: FastifyBaseLogger;
}) {
  const { database, funnel: repo, chat, log } = deps;
  const notFound = (actor: Actor) => refuse(actor, 'leadNotFound', 'not_found', { status: 404, field: 'contact_id' });

  async function one(tx: Tx, actor: Actor, id: string) {
    const [row] = await repo.list(tx, placeOf(actor).id, { id, limit: 1 });
    if (!row) throw notFound(actor);
    return leadView(row);
  }

  async function idOf(tx: Tx, actor: Actor, ref: LeadRef): Promise<string> {
    const placeId = placeOf(actor).id;
    const id = ref.contact_id ?? (ref.chat_id ? await repo.idByChat(tx, placeId, ref.chat_id) : null);
    if (!id) throw notFound(actor);
    return id;
  }

  /** The row values of an edit; list entries must be the place's own (RLS hides the others). */
  async function valuesOf(tx: Tx, actor: Actor, fields: LeadFields, current?: { reason: string | null }) {
    for (const [field, table] of LIST_FIELDS) {
      const id = fields[field];
      if (typeof id === 'string' && !(await repo.listEntryExists(tx, table, id))) {
        throw fieldError(actor, field, 'leadListItemNotFound');
      }
    }
    const v: LeadValues = {};
    if (fields.name !== undefined) v.name = fields.name;
    if (fields.phone !== undefined) v.phone = fields.phone;
    if (fields.first_contact !== undefined) v.firstContactId = fields.first_contact;
    if (fields.advertising_campaign !== undefined) v.campaignId = fields.advertising_campaign;
    if (fields.type_contact_id !== undefined) v.contactTypeId = fields.type_contact_id;
    if (fields.served_by !== undefined) v.servedBy = fields.served_by;
    if (fields.notes !== undefined) v.notes = fields.notes;
    if (fields.cancellation_reason_id !== undefined) v.cancellationReasonId = fields.cancellation_reason_id;
    if (fields.unlock_at !== undefined) v.unlockAt = fields.unlock_at ? new Date(fields.unlock_at) : null;
    if (fields.reminder_note !== undefined) v.reminderNote = fields.reminder_note;
    if (fields.stage === 'lost') {
      const reason = fields.cancellation_reason_id ?? current?.reason ?? null;
      if (!reason) throw fieldError(actor, 'cancellation_reason_id', 'leadLostNeedsReason');
      v.lostAt = new Date();
    } else if (fields.stage) {
      v.manualStage = fields.stage;
      v.lostAt = null;
      v.cancellationReasonId = null;
    }
    return v;
  }

  async function update(actor: Actor, id: string, fields: LeadFields) {
    const placeId = placeOf(actor).id;
    return database.inPlace(placeId, async (tx) => {
      const current = await one(tx, actor, id);
      const values = await valuesOf(tx, actor, fields, { reason: current.cancellation_reason_id });
      await repo.update(tx, placeId, id, values);
      return { chat: await one(tx, actor, id) };
    });
  }

  /**
   * Registers the chat tool's conversations opened since the last look: a contact without a valid
   * phone is skipped (and reported once), a conversation already registered is left alone (spec 2 §4).
   * A failing tool only logs (spec 2 §8): the board shows what the clinic has.
   */
  async function syncChats(actor: Actor) {
    const place = placeOf(actor);
    const skipped: { chat_id: string; name: string }[] = [];
    const since = await database.inPlace(place.id, (tx) => repo.syncedAt(tx, place.id));
    let chats: Awaited<ReturnType<ChatPort['listChats']>>;
    try {
      chats = await chat.listChats(place, since);
    } catch (error) {
      log.warn({ err: error, place: place.slug }, 'sales funnel: chat tool unavailable');
      return { skipped, unavailable: true };
    }
    if (chats.length === 0) return { skipped, unavailable: false };
    await database.inPlace(place.id, async (tx) => {
      for (const c of chats) {
        const phone = c.person.phone && validatePhone(c.person.phone) === null ? normalizePhone(c.person.phone) : null;
        if (!phone) {
          skipped.push({ chat_id: c.chatId, name: c.person.name });
          continue;
        }
        await repo.insertChat(tx, {
          placeId: place.id,
          chatId: c.chatId,
          personId: c.person.id,
          name: c.person.name,
          phone,
          agentName: c.agentName,
          notes: c.message,
          createdAt: c.createdAt,
        });
      }
      const newest = new Date(Math.max(...chats.map((c) => c.createdAt.getTime())));
      await repo.setSyncedAt(tx, place.id, newest);
    });
    return { skipped, unavailable: false };
  }

  const list = (actor: Actor, filter: Omit<LeadFilter, 'limit'>) =>
    database.inPlace(placeOf(actor).id, async (tx) => ({
      chats: (await repo.list(tx, placeOf(actor).id, { ...filter, limit: FUNNEL_LIST_MAX })).map((r) => leadView(r)),
    }));

  async function hide(actor: Actor, input: CallInput<'hideChats'>): Promise<CallResult<'hideChats'>> {
    const placeId = placeOf(actor).id;
    const until = new Date(Date.now() + input.hide_duration * 3_600_000);
    return database.inPlace(placeId, async (tx) => {
      const id = await idOf(tx, actor, input);
      if (!(await repo.update(tx, placeId, id, { unlockAt: until }))) throw notFound(actor);
      const lead = await one(tx, actor, id);
      return { unlock_at: lead.unlock_at ?? until.toISOString(), unlock_time_br: lead.unlock_time_br ?? '' };
    });
  }

  async function reminders(actor: Actor): Promise<CallResult<'getRemembers'>> {
    const placeId = placeOf(actor).id;
    const rows = await database.inPlace(placeId, (tx) =>
      repo.list(tx, placeId, { hiddenOnly: true, limit: FUNNEL_LIST_MAX }),
    );
    const remembers = rows
      .map((r) => leadView(r))
      .filter((l) => l.unlock_at)
      .map((l) => ({
        contact_id: l._id,
        chat_id: l.chat_id,
        name: l.name,
        phone: l.phone,
        unlock_at: l.unlock_at as string,
        unlock_time_br: l.unlock_time_br as string,
        note: l.reminder_note,
      }))
      .sort((a, b) => a.unlock_at.localeCompare(b.unlock_at));
    return { remembers };
  }

  async function removeReminder(actor: Actor, input: LeadRef): Promise<CallResult<'removeRemembers'>> {
    const placeId = placeOf(actor).id;
    return database.inPlace(placeId, async (tx) => {
      const id = await idOf(tx, actor, input);
      if (!(await repo.update(tx, placeId, id, { unlockAt: null, reminderNote: null }))) throw notFound(actor);
      return { removed: true as const };
    });
  }

  async function professionalOf(actor: Actor, userId: string | null) {
    const placeId = placeOf(actor).id;
    if (!userId) return { professional: null, user_id: null };
    const professional = await database.inPlace(placeId, (tx) => repo.lastProfessional(tx, placeId, userId));
    // The user id is echoed only when the person was booked here: another place's ids stay unconfirmed.
    return { professional, user_id: professional ? userId : null };
  }

  async function report(
    actor: Actor,
    input: CallInput<'funnelReport/attended'>,
    stageIs: 'attended' | 'lost' | 'scheduled',
  ) {
    const from = new Date(`${input.from}T03:00:00Z`);
    const to = new Date(new Date(`${input.to}T03:00:00Z`).getTime() + 86_400_000);
    const days = (to.getTime() - from.getTime()) / 86_400_000;
    if (days < 1 || days > FUNNEL_REPORT_MAX_DAYS) throw fieldError(actor, 'to', 'funnelPeriodInvalid');
    const placeId = placeOf(actor).id;
    const rows = await database.inPlace(placeId, (tx) =>
      reportRows(tx, placeId, {
        createdFrom: from,
        createdTo: to,
        campaignId: input.campaign_id,
        contactTypeId: input.type_contact_id,
        supplierId: input.service_supplier_id,
        stageIs,
        limit: 0,
      }),
    );
    return reportView(rows, input.from, input.to);
  }

  async function person(actor: Actor, personId: string, customFields?: Record<string, string>) {
    const place = placeOf(actor);
    let found: Awaited<ReturnType<ChatPort['getPerson']>>;
    try {
      found = customFields
        ? await chat.updatePerson(place, personId, customFields)
        : await chat.getPerson(place, personId);
    } catch (error) {
      log.warn({ err: error, place: place.slug }, 'sales funnel: chat tool unavailable');
      throw new AppError('chat_unavailable', message(actor, 'chatUnavailable'), 502);
    }
    if (!found) throw refuse(actor, 'chatPersonNotFound', 'not_found', { status: 404, field: 'person_id' });
    return { person: { id: found.id, name: found.name, phone: found.phone, custom_fields: found.customFields } };
  }

  return {
    async board(actor: Actor, input: CallInput<'octadeskChat'>): Promise<CallResult<'octadeskChat'>> {
      const synced = await syncChats(actor);
      const { chats } = await list(actor, { visibleOnly: true, search: input.search });
      return { people_with_sales_funnel: chats, skipped: synced.skipped, chat_unavailable: synced.unavailable };
    },
    listOpen: (actor: Actor, input: { search?: string }) =>
      list(actor, { stage: 'open', visibleOnly: true, search: input.search }),
    listLost: (actor: Actor, input: { search?: string }) => list(actor, { stage: 'lost', search: input.search }),
    listNew: (actor: Actor, input: { search?: string }) =>
      list(actor, { stage: 'new', visibleOnly: true, search: input.search }),

    async remove(actor: Actor, input: LeadRef): Promise<CallResult<'octadesk/removePersistentChat'>> {
      const placeId = placeOf(actor).id;
      return database.inPlace(placeId, async (tx) => {
        if (!(await repo.remove(tx, placeId, await idOf(tx, actor, input)))) throw notFound(actor);
        return { removed: true as const };
      });
    },
    updatePersistentChat: (actor: Actor, input: CallInput<'updatePersistentChat'>) =>
      update(actor, input.contact_id, input.fields_to_update),
    updateNewContact: (actor: Actor, input: CallInput<'updateNewContact'>) =>
      update(actor, input.id, input.fields_update),
    hide,

    async create(actor: Actor, input: CallInput<'createChatFunnel'>): Promise<CallResult<'createChatFunnel'>> {
      const placeId = placeOf(actor).id;
      return database.inPlace(placeId, async (tx) => {
        const values = await valuesOf(tx, actor, input.fields);
        const id = await repo.insert(tx, { ...values, placeId, name: input.fields.name, phone: input.fields.phone });
        return { chat: await one(tx, actor, id) };
      });
    },

    async contactAttendancies(actor: Actor, input: CallInput<'getContactAttendancy'>) {
      const placeId = placeOf(actor).id;
      return database.inPlace(placeId, async (tx) => {
        const lead = await one(tx, actor, input.contact_id);
        const rows = lead.user_id ? await repo.attendanciesOf(tx, placeId, lead.user_id) : [];
        return {
          attendancies: rows.map((a) => ({
            _id: a.id,
            starts_at: new Date(a.starts_at).toISOString(),
            status: a.status,
            service_supplier_id: a.supplier_id,
          })),
        };
      });
    },

    getPerson: (actor: Actor, input: CallInput<'getPerson'>) => person(actor, input.person_id),
    updatePerson: (actor: Actor, input: CallInput<'updatePersonOcta'>) => person(actor, input.id, input.customFields),

    async userAppointments(actor: Actor, input: CallInput<'getUserAppointments'>) {
      const placeId = placeOf(actor).id;
      return {
        total_appointments: await database.inPlace(placeId, (tx) => repo.countAttendancies(tx, placeId, input.user)),
      };
    },

    reminders,
    removeReminder,
    professionalInUser: (actor: Actor, input: CallInput<'professionalInUser'>) => professionalOf(actor, input.user_id),
    async professionalInUserPhone(actor: Actor, input: CallInput<'professionalInUserPhone'>) {
      const placeId = placeOf(actor).id;
      return professionalOf(actor, await database.inPlace(placeId, (tx) => repo.userByPhone(tx, placeId, input.phone)));
    },

    /**
     * Links a lead to a patient (or to a customer of the place) and writes the patient's origin from
     * the lead: campaign, contact type, first contact. Patient data: scoped and audited (decision 136).
     */
    async link(actor: Actor, input: CallInput<'linkoctauser'>): Promise<CallResult<'linkoctauser'>> {
      const placeId = placeOf(actor).id;
      const manager = actor.manager;
      const scope = patientScopeOf({ isOwner: manager?.isOwner ?? false, supplierId: manager?.supplierId ?? null });
      const result = await database.inPlace(placeId, async (tx) => {
        const lead = await one(tx, actor, input.contact_id);
        const patient = input.patient_id
          ? await repo.patient(tx, placeId, input.patient_id)
          : await repo.patientOfUser(tx, placeId, input.user_id as string);
        if (input.patient_id && (!patient || !inScope(scope, patient.supplier_ids))) {
          throw refuse(actor, 'funnelPatientNotFound', 'not_found', { status: 404, field: 'patient_id' });
        }
        const userId = patient?.user_id ?? input.user_id ?? null;
        if (input.user_id && !patient && !(await repo.isMember(tx, placeId, input.user_id))) {
          throw refuse(actor, 'funnelPatientNotFound', 'not_found', { status: 404, field: 'user_id' });
        }
        await repo.update(tx, placeId, lead._id, { patientId: patient?.id ?? null, userId });
        let originRecorded = false;
        if (patient && inScope(scope, patient.supplier_ids)) {
          await repo.saveOrigin(tx, placeId, patient.id, {
            campaignId: lead.advertising_campaign,
            contactTypeId: lead.type_contact_id,
            firstContactId: lead.first_contact,
          });
          await repo.addAudit(tx, {
            placeId,
            patientId: patient.id,
            actorUserId: manager?.userId ?? null,
            actorName: null,
            role: manager?.isOwner ? 'owner' : manager?.supplierId ? 'supplier' : 'manager',
            supplierId: manager?.supplierId ?? null,
            action: 'patient.update',
            target: 'origin:sales-funnel',
            ip: actor.ip || null,
          });
          originRecorded = true;
        }
        return { chat: await one(tx, actor, lead._id), origin_recorded: originRecorded, personId: lead.person_id };
      });
      if (result.personId && result.chat.patient_id) {
        // The chat tool learns the link too; a failure only logs (spec 2 §8).
        await chat
          .updatePerson(placeOf(actor), result.personId, { patient_id: result.chat.patient_id })
          .catch((error: unknown) => log.warn({ err: error }, 'sales funnel: chat person not updated'));
      }
      return { chat: result.chat, origin_recorded: result.origin_recorded };
    },

    async funnelUsers(actor: Actor): Promise<CallResult<'getUsersWithFunnelEnabled'>> {
      const placeId = placeOf(actor).id;
      const rows = await database.inPlace(placeId, (tx) => repo.funnelUsers(tx, placeId));
      return { users: rows.map((r) => ({ user_id: r.user_id, name: r.name, service_supplier_id: r.supplier_id })) };
    },

    report,
  };
}
export type SalesFunnelService = ReturnType<typeof createSalesFunnelService>;
