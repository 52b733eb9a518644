import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { patientAudit } from '../patients/patients.tables.ts';
import { funnelChatSync, funnelLeads } from './sales-funnel.tables.ts';

/** A lead as read, with its computed stage and the names of its list entries. */
export type LeadRecord = {
  id: string;
  chat_id: string | null;
  person_id: string | null;
  name: string;
  phone: string | null;
  created_at: string | Date;
  agent_name: string | null;
  first_contact_id: string | null;
  first_contact_name: string | null;
  campaign_id: string | null;
  campaign_name: string | null;
  contact_type_id: string | null;
  contact_type_name: string | null;
  served_by: string | null;
  user_id: string | null;
  patient_id: string | null;
  stage: 'new' | 'scheduled' | 'attended' | 'lost';
  cancellation_reason_id: string | null;
  cancellation_reason_name: string | null;
  notes: string | null;
  unlock_at: string | Date | null;
  reminder_note: string | null;
  professional: string | null;
};

/** The rows of a raw query (node-postgres and PGlite both answer { rows }). */
function rowsOf(result: unknown): unknown[] {
  return (result as { rows: unknown[] }).rows;
}

export type LeadFilter = {
  stage?: 'open' | 'new' | 'lost';
  /** Leave out the leads hidden now (a hide or a reminder still running). */
  visibleOnly?: boolean;
  hiddenOnly?: boolean;
  search?: string;
  id?: string;
  chatId?: string;
  createdFrom?: Date;
  createdTo?: Date;
  campaignId?: string;
  contactTypeId?: string;
  limit: number;
};

// Bookings count only from the lead's arrival on (decision 147): an old patient writing again is a
// new lead until they book again.
const LEAD_SELECT = sql`
  select l.id, l.chat_id, l.person_id, l.name, l.phone, l.created_at, l.agent_name,
    l.first_contact_id, fc.name as first_contact_name, l.campaign_id, c.name as campaign_name,
    l.contact_type_id, ct.name as contact_type_name, l.served_by, l.user_id, l.patient_id,
    case
      when l.lost_at is not null then 'lost'
      when l.manual_stage = 'attended' or b.attended then 'attended'
      when l.manual_stage = 'scheduled' or b.open then 'scheduled'
      else 'new'
    end as stage,
    l.cancellation_reason_id, r.name as cancellation_reason_name, l.notes, l.unlock_at, l.reminder_note,
    coalesce(b.supplier_id, l.served_by) as professional
  from funnel_leads l
  left join crm_first_contacts fc on fc.id = l.first_contact_id
  left join crm_campaigns c on c.id = l.campaign_id
  left join crm_contact_types ct on ct.id = l.contact_type_id
  left join crm_cancellation_reasons r on r.id = l.cancellation_reason_id
  left join lateral (
    select bool_or(a.status = 2) as attended, bool_or(a.status in (0, 1)) as open,
      (array_agg(a.supplier_id order by a.starts_at desc))[1] as supplier_id
    from attendancies a
    where l.user_id is not null and a.place_id = l.place_id and a.user_id = l.user_id
      and a.created_at >= l.created_at
  ) b on true`;

function whereOf(placeId: string, f: LeadFilter): SQL {
  const parts: SQL[] = [sql`l.place_id = ${placeId}`];
  if (f.id) parts.push(sql`l.id = ${f.id}`);
  if (f.chatId) parts.push(sql`l.chat_id = ${f.chatId}`);
  if (f.visibleOnly) parts.push(sql`(l.unlock_at is null or l.unlock_at <= now())`);
  if (f.hiddenOnly) parts.push(sql`l.unlock_at > now()`);
  if (f.stage === 'lost') parts.push(sql`l.lost_at is not null`);
  if (f.stage === 'open' || f.stage === 'new') parts.push(sql`l.lost_at is null`);
  if (f.search) {
    const like = `%${f.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const digits = f.search.replace(/\D/g, '');
    parts.push(
      digits.length >= 4 ? sql`(l.name ilike ${like} or l.phone like ${`%${digits}%`})` : sql`l.name ilike ${like}`,
    );
  }
  if (f.createdFrom) parts.push(sql`l.created_at >= ${f.createdFrom.toISOString()}`);
  if (f.createdTo) parts.push(sql`l.created_at < ${f.createdTo.toISOString()}`);
  if (f.campaignId) parts.push(sql`l.campaign_id = ${f.campaignId}`);
  if (f.contactTypeId) parts.push(sql`l.contact_type_id = ${f.contactTypeId}`);
  return sql.join(parts, sql` and `);
}

export type LeadValues = Partial<Omit<typeof funnelLeads.$inferInsert, 'id' | 'placeId'>>;

export function createSalesFunnelRepo() {
  return {
    async list(q: Queryable, placeId: string, f: LeadFilter): Promise<LeadRecord[]> {
      const stageFilter = f.stage === 'new' ? sql` where x.stage = 'new'` : sql``;
      const rows = await q.execute(
        sql`select * from (${LEAD_SELECT} where ${whereOf(placeId, f)}) x${stageFilter} order by x.created_at desc limit ${f.limit}`,
      );
      return rowsOf(rows) as LeadRecord[];
    },

    async insert(q: Queryable, values: typeof funnelLeads.$inferInsert): Promise<string> {
      const [row] = await q.insert(funnelLeads).values(values).returning({ id: funnelLeads.id });
      return (row as { id: string }).id;
    },

    /** Registers a conversation once: a second look at the same chat id changes nothing. */
    async insertChat(q: Queryable, values: typeof funnelLeads.$inferInsert): Promise<boolean> {
      const rows = await q
        .insert(funnelLeads)
        .values(values)
        .onConflictDoNothing({ target: [funnelLeads.placeId, funnelLeads.chatId], where: sql`chat_id is not null` })
        .returning({ id: funnelLeads.id });
      return rows.length > 0;
    },

    async update(q: Queryable, placeId: string, id: string, values: LeadValues): Promise<boolean> {
      const rows = await q
        .update(funnelLeads)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(funnelLeads.placeId, placeId), eq(funnelLeads.id, id)))
        .returning({ id: funnelLeads.id });
      return rows.length > 0;
    },

    async remove(q: Queryable, placeId: string, id: string): Promise<boolean> {
      const rows = await q
        .delete(funnelLeads)
        .where(and(eq(funnelLeads.placeId, placeId), eq(funnelLeads.id, id)))
        .returning({ id: funnelLeads.id });
      return rows.length > 0;
    },

    async idByChat(q: Queryable, placeId: string, chatId: string): Promise<string | null> {
      const [row] = await q
        .select({ id: funnelLeads.id })
        .from(funnelLeads)
        .where(and(eq(funnelLeads.placeId, placeId), eq(funnelLeads.chatId, chatId)));
      return row?.id ?? null;
    },

    async syncedAt(q: Queryable, placeId: string): Promise<Date | null> {
      const [row] = await q.select().from(funnelChatSync).where(eq(funnelChatSync.placeId, placeId));
      return row?.syncedAt ?? null;
    },

    async setSyncedAt(q: Queryable, placeId: string, at: Date) {
      await q
        .insert(funnelChatSync)
        .values({ placeId, syncedAt: at })
        .onConflictDoUpdate({
          target: funnelChatSync.placeId,
          set: { syncedAt: sql`greatest(${funnelChatSync.syncedAt}, excluded.synced_at)` },
        });
    },

    /** Which of these list entries exist (not deleted) at the place; RLS hides other places' rows. */
    async listEntryExists(q: Queryable, table: ListTable, id: string): Promise<boolean> {
      const rows = await q.execute(
        sql`select 1 from ${sql.identifier(table)} where id = ${id} and deleted_at is null limit 1`,
      );
      return rowsOf(rows).length > 0;
    },

    async attendanciesOf(q: Queryable, placeId: string, userId: string) {
      const rows = await q.execute(
        sql`select id, starts_at, status, supplier_id from attendancies
            where place_id = ${placeId} and user_id = ${userId} order by starts_at desc limit 100`,
      );
      return rowsOf(rows) as { id: string; starts_at: string | Date; status: number; supplier_id: string }[];
    },

    async countAttendancies(q: Queryable, placeId: string, userId: string): Promise<number> {
      const rows = await q.execute(
        sql`select count(*)::int as n from attendancies where place_id = ${placeId} and user_id = ${userId}`,
      );
      return (rowsOf(rows)[0] as { n: number }).n;
    },

    /** The supplier of the person's latest booking, with the supplier's public name. */
    async lastProfessional(q: Queryable, placeId: string, userId: string) {
      const rows = await q.execute(
        sql`select a.supplier_id, coalesce(s.name, a.supplier_id) as name from attendancies a
            left join service_suppliers s on s.place_id = a.place_id and s.supplier_id = a.supplier_id
            where a.place_id = ${placeId} and a.user_id = ${userId} order by a.starts_at desc limit 1`,
      );
      const row = rowsOf(rows)[0] as { supplier_id: string; name: string } | undefined;
      return row ? { service_supplier_id: row.supplier_id, name: row.name } : null;
    },

    /** A customer or patient of the place with this phone (10–11 digits). */
    async userByPhone(q: Queryable, placeId: string, phone: string): Promise<string | null> {
      const rows = await q.execute(
        sql`select coalesce(
              (select p.user_id from patients p where p.place_id = ${placeId} and p.phone = ${phone} and p.user_id is not null limit 1),
              (select u.id from users u join place_members m on m.user_id = u.id and m.place_id = ${placeId} where u.phone = ${phone} limit 1)
            ) as user_id`,
      );
      return (rowsOf(rows)[0] as { user_id: string | null } | undefined)?.user_id ?? null;
    },

    async patient(q: Queryable, placeId: string, id: string) {
      const rows = await q.execute(
        sql`select id, user_id, supplier_ids from patients where place_id = ${placeId} and id = ${id}`,
      );
      return (rowsOf(rows)[0] as { id: string; user_id: string | null; supplier_ids: string[] } | undefined) ?? null;
    },

    async patientOfUser(q: Queryable, placeId: string, userId: string) {
      const rows = await q.execute(
        sql`select id, user_id, supplier_ids from patients where place_id = ${placeId} and user_id = ${userId}`,
      );
      return (rowsOf(rows)[0] as { id: string; user_id: string | null; supplier_ids: string[] } | undefined) ?? null;
    },

    async isMember(q: Queryable, placeId: string, userId: string): Promise<boolean> {
      const rows = await q.execute(
        sql`select 1 from place_members where place_id = ${placeId} and user_id = ${userId} limit 1`,
      );
      return rowsOf(rows).length > 0;
    },

    /** Writes the lead's origin on the patient, keeping what the lead does not say. */
    async saveOrigin(
      q: Queryable,
      placeId: string,
      patientId: string,
      origin: { campaignId: string | null; contactTypeId: string | null; firstContactId: string | null },
    ) {
      await q.execute(sql`
        insert into patient_origins (patient_id, place_id, campaign_id, contact_type_id, first_contact_id)
        values (${patientId}, ${placeId}, ${origin.campaignId}, ${origin.contactTypeId}, ${origin.firstContactId})
        on conflict (patient_id) do update set
          campaign_id = coalesce(excluded.campaign_id, patient_origins.campaign_id),
          contact_type_id = coalesce(excluded.contact_type_id, patient_origins.contact_type_id),
          first_contact_id = coalesce(excluded.first_contact_id, patient_origins.first_contact_id),
          updated_at = now()`);
    },

    async addAudit(q: Queryable, values: Omit<typeof patientAudit.$inferInsert, 'id' | 'createdAt'>) {
      await q.insert(patientAudit).values(values);
    },

    /** The staff of the place who can serve leads: managers and suppliers (decision 148). */
    async funnelUsers(q: Queryable, placeId: string) {
      const rows = await q.execute(
        sql`select m.user_id, u.username as name, m.supplier_id from place_members m join users u on u.id = m.user_id
            where m.place_id = ${placeId} and (m.is_manager or m.is_owner or m.supplier_id is not null)
            order by u.username limit 500`,
      );
      return rowsOf(rows) as { user_id: string; name: string; supplier_id: string | null }[];
    },
  };
}
export type SalesFunnelRepo = ReturnType<typeof createSalesFunnelRepo>;
export type ListTable = 'crm_campaigns' | 'crm_contact_types' | 'crm_first_contacts' | 'crm_cancellation_reasons';

/** The report's rows: leads of a period in one stage, counted per day, campaign, contact type and professional. */
export async function reportRows(
  q: Queryable,
  placeId: string,
  f: LeadFilter & { stageIs: 'scheduled' | 'attended' | 'lost'; supplierId?: string },
) {
  const rows = await q.execute(sql`
    select to_char(x.created_at at time zone 'America/Sao_Paulo', 'YYYY-MM-DD') as day,
      x.campaign_id, x.campaign_name, x.contact_type_id, x.contact_type_name,
      x.professional, coalesce(s.name, x.professional) as professional_name, count(*)::int as n
    from (${LEAD_SELECT} where ${whereOf(placeId, f)}) x
    left join service_suppliers s on s.place_id = ${placeId} and s.supplier_id = x.professional
    where x.stage = ${f.stageIs} ${f.supplierId ? sql`and x.professional = ${f.supplierId}` : sql``}
    group by 1, 2, 3, 4, 5, 6, 7`);
  return rowsOf(rows) as {
    day: string;
    campaign_id: string | null;
    campaign_name: string | null;
    contact_type_id: string | null;
    contact_type_name: string | null;
    professional: string | null;
    professional_name: string | null;
    n: number;
  }[];
}
