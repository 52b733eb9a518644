import type { Audience } from '@app/domain/automatic-messages/rules';
import { CONSENT_TEXT_VERSION } from '@app/domain/patients/rules';
import { and, count, desc, eq, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { whatsappNumberPlaces } from '../../integrations/whatsapp/whatsapp.tables.ts';
import type { Queryable, Tx } from '../../platform/db/client.ts';
import { patientAudit } from '../patients/patients.tables.ts';
import { places } from '../places/places.tables.ts';
import { type AutomaticMessageRow, automaticMessageSends, automaticMessages } from './automatic-messages.tables.ts';

/** An automatic message as stored (its template copied). */
export type AutomaticMessageRecord = AutomaticMessageRow;

/** One patient an occurrence goes to, with the fields its variables may use. */
export type Recipient = {
  patientId: string;
  fullName: string;
  phone: string;
  /** The booking (appointment audience) or the last visit (no-visit audience). */
  at: Date | null;
  supplierName: string | null;
};

export type SendCounts = { sent: number; delivered: number; failed: number };

/** The patient's current `messages` consent (decision 139) is a grant: opt-in before any message. */
const consented = sql`(select c.granted from patient_consents c
  where c.place_id = p.place_id and c.patient_id = p.id and c.purpose = 'messages'
  order by c.created_at desc limit 1) is true`;

function audienceSql(audience: Audience, today: { mmdd: string; from: Date; to: Date; cutoff: string; now: Date }) {
  switch (audience.kind) {
    case 'birthday':
      return {
        join: sql``,
        where: sql`and to_char(p.birthdate, 'MM-DD') = ${today.mmdd}`,
        at: sql`null::timestamptz`,
        supplier: sql`null::text`,
      };
    case 'appointment_tomorrow':
      return {
        join: sql`join lateral (select a.starts_at, s.name from attendancies a
          left join service_suppliers s on s.place_id = a.place_id and s.supplier_id = a.supplier_id
          where a.place_id = p.place_id and a.user_id = p.user_id and a.status in (0, 1)
            and a.starts_at >= ${today.from.toISOString()} and a.starts_at < ${today.to.toISOString()}
          order by a.starts_at limit 1) b on true`,
        where: sql``,
        at: sql`b.starts_at`,
        supplier: sql`b.name`,
      };
    case 'no_visit':
      return {
        join: sql`join lateral (select greatest(
            (select max(a.starts_at) from attendancies a where a.place_id = p.place_id and a.user_id = p.user_id and a.status = 2),
            (select max(r.day)::timestamptz from patient_records r where r.place_id = p.place_id and r.patient_id = p.id)
          ) as last_visit) v on true`,
        where: sql`and v.last_visit is not null and v.last_visit < ${today.cutoff}::date
          and not exists (select 1 from attendancies f where f.place_id = p.place_id and f.user_id = p.user_id
            and f.status in (0, 1) and f.starts_at >= ${today.now.toISOString()})`,
        at: sql`v.last_visit`,
        supplier: sql`null::text`,
      };
    default:
      return { join: sql``, where: sql``, at: sql`null::timestamptz`, supplier: sql`null::text` };
  }
}

export function createAutomaticMessagesRepo() {
  return {
    /** The place a number serves, if any (global routing table). */
    async placeOfNumber(q: Queryable, numberId: string): Promise<string | null> {
      const [row] = await q.select().from(whatsappNumberPlaces).where(eq(whatsappNumberPlaces.numberId, numberId));
      return row?.placeId ?? null;
    },
    /** Numbers another place already sends from. */
    async numbersOfOtherPlaces(q: Queryable, placeId: string): Promise<Set<string>> {
      const rows = await q.select().from(whatsappNumberPlaces).where(ne(whatsappNumberPlaces.placeId, placeId));
      return new Set(rows.map((r) => r.numberId));
    },
    /** Binds a free number to the place; false when another place has it. */
    async claimNumber(q: Queryable, numberId: string, placeId: string): Promise<boolean> {
      await q.insert(whatsappNumberPlaces).values({ numberId, placeId }).onConflictDoNothing();
      return (await this.placeOfNumber(q, numberId)) === placeId;
    },

    async placeName(q: Queryable, placeId: string): Promise<string> {
      const [row] = await q.select({ name: places.name }).from(places).where(eq(places.id, placeId));
      return row?.name ?? '';
    },
    /** A place by slug or id (the sandbox's "run now"). */
    async placeIdOf(q: Queryable, slugOrId: string): Promise<string | null> {
      const isUuid = /^[0-9a-f-]{36}$/i.test(slugOrId);
      const [row] = await q
        .select({ id: places.id })
        .from(places)
        .where(isUuid ? or(eq(places.id, slugOrId), eq(places.slug, slugOrId)) : eq(places.slug, slugOrId));
      return row?.id ?? null;
    },
    async placeIds(q: Queryable): Promise<string[]> {
      const rows = await q.selectDistinct({ placeId: whatsappNumberPlaces.placeId }).from(whatsappNumberPlaces);
      return rows.map((r) => r.placeId);
    },

    async countKept(tx: Tx, placeId: string): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(automaticMessages)
        .where(and(eq(automaticMessages.placeId, placeId), isNull(automaticMessages.removedAt)));
      return row?.n ?? 0;
    },
    async insert(tx: Tx, values: typeof automaticMessages.$inferInsert): Promise<AutomaticMessageRow> {
      const [row] = await tx.insert(automaticMessages).values(values).returning();
      return row as AutomaticMessageRow;
    },
    async list(tx: Tx, placeId: string): Promise<AutomaticMessageRow[]> {
      return tx
        .select()
        .from(automaticMessages)
        .where(and(eq(automaticMessages.placeId, placeId), isNull(automaticMessages.removedAt)))
        .orderBy(desc(automaticMessages.createdAt));
    },
    async byId(tx: Tx, placeId: string, id: string): Promise<AutomaticMessageRow | null> {
      const [row] = await tx
        .select()
        .from(automaticMessages)
        .where(
          and(
            eq(automaticMessages.placeId, placeId),
            eq(automaticMessages.id, id),
            isNull(automaticMessages.removedAt),
          ),
        );
      return row ?? null;
    },
    async update(tx: Tx, placeId: string, id: string, set: Partial<typeof automaticMessages.$inferInsert>) {
      const [row] = await tx
        .update(automaticMessages)
        .set({ ...set, updatedAt: new Date() })
        .where(
          and(
            eq(automaticMessages.placeId, placeId),
            eq(automaticMessages.id, id),
            isNull(automaticMessages.removedAt),
          ),
        )
        .returning();
      return row ?? null;
    },
    /** Active messages whose next run has come, locked so a second run waits and then finds them moved on. */
    async due(tx: Tx, placeId: string, now: Date): Promise<AutomaticMessageRow[]> {
      return tx
        .select()
        .from(automaticMessages)
        .where(
          and(
            eq(automaticMessages.placeId, placeId),
            eq(automaticMessages.status, 'active'),
            isNull(automaticMessages.removedAt),
            lte(automaticMessages.nextRunAt, now),
          ),
        )
        .for('update')
        .limit(100);
    },

    async counts(tx: Tx, placeId: string, ids: string[]): Promise<Map<string, SendCounts>> {
      const out = new Map<string, SendCounts>();
      if (ids.length === 0) return out;
      const rows = await tx
        .select({ id: automaticMessageSends.automaticMessageId, status: automaticMessageSends.status, n: count() })
        .from(automaticMessageSends)
        .where(and(eq(automaticMessageSends.placeId, placeId), inArray(automaticMessageSends.automaticMessageId, ids)))
        .groupBy(automaticMessageSends.automaticMessageId, automaticMessageSends.status);
      for (const r of rows) {
        const c = out.get(r.id) ?? { sent: 0, delivered: 0, failed: 0 };
        // "Sent" counts every message that left; delivered includes read.
        if (r.status === 'sent' || r.status === 'delivered' || r.status === 'read') c.sent += r.n;
        if (r.status === 'delivered' || r.status === 'read') c.delivered += r.n;
        if (r.status === 'failed') c.failed += r.n;
        out.set(r.id, c);
      }
      return out;
    },

    /** The audience of one occurrence: consented, living patients with a phone. */
    async recipients(
      tx: Tx,
      placeId: string,
      audience: Audience,
      today: { mmdd: string; from: Date; to: Date; cutoff: string; now: Date },
      limit: number,
    ): Promise<Recipient[]> {
      const a = audienceSql(audience, today);
      const result = await tx.execute(sql`select p.id, p.full_name, p.phone, ${a.at} as at, ${a.supplier} as supplier
        from patients p ${a.join}
        where p.place_id = ${placeId} and not p.has_died and p.phone is not null and ${consented} ${a.where}
        order by p.full_name, p.id limit ${limit}`);
      const rows =
        (result as unknown as { rows: Record<string, unknown>[] }).rows ??
        (result as unknown as Record<string, unknown>[]);
      return rows.map((r) => ({
        patientId: String(r.id),
        fullName: String(r.full_name),
        phone: String(r.phone),
        at: r.at ? new Date(r.at as string) : null,
        supplierName: (r.supplier as string | null) ?? null,
      }));
    },

    /**
     * The job's reads of patient data in the patients' audit (decision 179), like any other read:
     * role 'system', no person, the message as the target; never the name or phone themselves.
     */
    async auditReads(
      tx: Tx,
      placeId: string,
      patientIds: string[],
      target: string,
      by: { userId: string | null; name: string | null; role: string; supplierId: string | null; ip: string | null } = {
        userId: null,
        name: null,
        role: 'system',
        supplierId: null,
        ip: null,
      },
    ) {
      if (patientIds.length === 0) return;
      await tx.insert(patientAudit).values(
        patientIds.map((patientId) => ({
          placeId,
          patientId,
          actorUserId: by.userId,
          actorName: by.name,
          role: by.role,
          supplierId: by.supplierId,
          action: 'message.read',
          target,
          ip: by.ip,
        })),
      );
    },

    /** Insert-before-send: the rows this call created (a row already there is someone else's). */
    async insertSends(tx: Tx, rows: (typeof automaticMessageSends.$inferInsert)[]): Promise<string[]> {
      if (rows.length === 0) return [];
      const created = await tx
        .insert(automaticMessageSends)
        .values(rows)
        .onConflictDoNothing({
          target: [
            automaticMessageSends.automaticMessageId,
            automaticMessageSends.patientId,
            automaticMessageSends.occurrence,
          ],
        })
        .returning({ id: automaticMessageSends.id });
      return created.map((r) => r.id);
    },
    /** Takes a pending send for this attempt; null when another worker has it or it is done. */
    async claimSend(tx: Tx, placeId: string, id: string) {
      const [row] = await tx
        .update(automaticMessageSends)
        .set({ status: 'sending', attempts: sql`${automaticMessageSends.attempts} + 1`, updatedAt: new Date() })
        .where(
          and(
            eq(automaticMessageSends.placeId, placeId),
            eq(automaticMessageSends.id, id),
            eq(automaticMessageSends.status, 'pending'),
          ),
        )
        .returning();
      if (!row) return null;
      const [message] = await tx
        .select()
        .from(automaticMessages)
        .where(eq(automaticMessages.id, row.automaticMessageId));
      return message ? { send: row, message } : null;
    },
    async finishSend(
      tx: Tx,
      placeId: string,
      id: string,
      set: { status: 'pending' | 'sent' | 'failed' | 'skipped'; providerMessageId?: string; errorCode?: number | null },
    ) {
      await tx
        .update(automaticMessageSends)
        .set({
          status: set.status,
          providerMessageId: set.providerMessageId,
          errorCode: set.errorCode ?? null,
          ...(set.status === 'sent' ? { sentAt: new Date() } : {}),
          updatedAt: new Date(),
        })
        .where(and(eq(automaticMessageSends.placeId, placeId), eq(automaticMessageSends.id, id)));
    },
    async pendingSendIds(tx: Tx, placeId: string, limit: number): Promise<string[]> {
      const rows = await tx
        .select({ id: automaticMessageSends.id })
        .from(automaticMessageSends)
        .where(and(eq(automaticMessageSends.placeId, placeId), eq(automaticMessageSends.status, 'pending')))
        .limit(limit);
      return rows.map((r) => r.id);
    },
    /** A delivery report moves a send forward only (sent → delivered → read); failed wins. */
    async recordStatus(tx: Tx, placeId: string, providerMessageId: string, status: string, errorCode: number | null) {
      const allowedFrom: Record<string, string[]> = {
        sent: ['sending'],
        delivered: ['sending', 'sent'],
        read: ['sending', 'sent', 'delivered'],
        failed: ['sending', 'sent', 'delivered'],
      };
      const from = allowedFrom[status];
      if (!from) return 0;
      const rows = await tx
        .update(automaticMessageSends)
        .set({ status: status as 'sent', errorCode, updatedAt: new Date() })
        .where(
          and(
            eq(automaticMessageSends.placeId, placeId),
            eq(automaticMessageSends.providerMessageId, providerMessageId),
            inArray(automaticMessageSends.status, from as 'sent'[]),
          ),
        )
        .returning({ id: automaticMessageSends.id });
      return rows.length;
    },

    /** The latest send to each phone, newest first, with the patient and their opt-out. */
    async chats(tx: Tx, placeId: string, limit: number) {
      const result = await tx.execute(sql`select distinct on (s.phone) s.phone, s.status, s.error_code, s.created_at,
          p.full_name, m.template_body, s.parameters,
          (select c.granted from patient_consents c where c.place_id = s.place_id and c.patient_id = s.patient_id
            and c.purpose = 'messages' order by c.created_at desc limit 1) as granted
        from automatic_message_sends s
        join automatic_messages m on m.id = s.automatic_message_id
        left join patients p on p.id = s.patient_id
        where s.place_id = ${placeId}
        order by s.phone, s.created_at desc`);
      const rows = ((result as unknown as { rows: Record<string, unknown>[] }).rows ?? []) as Record<string, unknown>[];
      return rows
        .map((r) => ({
          phone: String(r.phone),
          status: String(r.status),
          errorCode: (r.error_code as number | null) ?? null,
          at: new Date(r.created_at as string),
          patientName: (r.full_name as string | null) ?? null,
          templateBody: String(r.template_body),
          parameters: (r.parameters as string[]) ?? [],
          optedOut: r.granted === false,
        }))
        .sort((a, b) => b.at.getTime() - a.at.getTime())
        .slice(0, limit);
    },

    /**
     * A "SAIR" reply: the messages consent of every patient of the place with this phone is
     * withdrawn (decision 139's append-only history), so no audience includes them again.
     */
    async optOut(tx: Tx, placeId: string, nationalPhone: string): Promise<number> {
      const result =
        await tx.execute(sql`insert into patient_consents (place_id, patient_id, purpose, granted, text_version, recorded_by_name)
        select p.place_id, p.id, 'messages', false, ${CONSENT_TEXT_VERSION.messages}, 'WhatsApp (resposta SAIR)'
        from patients p where p.place_id = ${placeId} and p.phone = ${nationalPhone} and (select c.granted from patient_consents c
          where c.place_id = p.place_id and c.patient_id = p.id and c.purpose = 'messages'
          order by c.created_at desc limit 1) is not false
        returning id`);
      return ((result as unknown as { rows?: unknown[] }).rows ?? []).length;
    },
  };
}
export type AutomaticMessagesRepo = ReturnType<typeof createAutomaticMessagesRepo>;
