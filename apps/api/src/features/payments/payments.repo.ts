import { and, desc, eq, getTableColumns, inArray, max, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Queryable, Tx } from '../../platform/db/client.ts';
import { matching } from '../../platform/db/where.ts';
import { places } from '../places/places.tables.ts';
import { placeMembers } from '../users/users.tables.ts';
import { createPaymentCardsRepo } from './payment-cards.repo.ts';
import {
  type PaymentCardRow,
  type PaymentEndReason,
  type PaymentMethodCode,
  type PaymentStatusCode,
  type PaymentTransactionRow,
  paymentCardPlaces,
  paymentCards,
  paymentEvents,
  paymentTransactions,
  paymentWebhookEvents,
} from './payments.tables.ts';

/** The records this repository hands to services (the rows today; a column change is mapped here). */
export type PaymentTransactionRecord = PaymentTransactionRow;
export type PaymentCardRecord = PaymentCardRow;
export type { PaymentEndReason, PaymentMethodCode, PaymentStatusCode } from './payments.tables.ts';

export const LIVE_STATUSES: PaymentStatusCode[] = ['processing', 'pending', 'succeeded'];

/** Runs one read statement as the place (Database.readStatement bound to the place). */
export type PlaceStatementReader = <R>(statement: SQL) => Promise<R[]>;

const transactionKeys = Object.entries(getTableColumns(paymentTransactions));
/**
 * A fragment without parameters rendered to SQL text once (decision 241): drizzle walked every
 * aliased column of these lists again on every call (~13 % of a first charge's CPU went to
 * building statements).
 */
const once = (fragment: SQL) => sql.raw(new PgDialect().sqlToQuery(fragment).sql);
/** Every column of a charge aliased as its record key, for a raw statement's rows. */
const transactionColumns = once(
  sql.join(
    transactionKeys.map(([key, column]) => sql`${column} as ${sql.identifier(key)}`),
    sql`, `,
  ),
);
/** The same columns unqualified, for a raw statement reading a CTE's rows (`from t`). */
const cteColumns = once(
  sql.join(
    transactionKeys.map(([key, column]) => sql`${sql.identifier(column.name)} as ${sql.identifier(key)}`),
    sql`, `,
  ),
);
/** The place's payment settings as placeSettings answers them, for a raw statement (`from places`). */
const placeSettingsColumns = once(
  sql`${places.id} as "id", ${places.name} as "name", ${places.city} as "city",
    ${places.paymentsServiceEnabled} as "enabled", ${places.paymentsSellerId} as "sellerId",
    ${places.paymentsSellerVerifiedAt} as "sellerVerifiedAt", ${places.firstPurchaseBlock} as "firstPurchaseBlock"`,
);
/** A charge that is live (LIVE_STATUSES: fixed words, written as literals once). */
const isLive = sql.raw(`status in (${LIVE_STATUSES.map((x) => `'${x}'`).join(', ')})`);
/** A timestamptz of a raw row: a Date from pg, PostgreSQL's text from drizzle's PGlite driver. */
const instant = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));
/** A raw row of `transactionColumns`/`cteColumns` as the record drizzle would have answered. */
const asRecord = (row: PaymentTransactionRow): PaymentTransactionRow => ({
  ...row,
  createdAt: instant(row.createdAt),
  updatedAt: instant(row.updatedAt),
});
const rowsOf = <R>(result: unknown) => (result as { rows: R[] }).rows;
/** A charge as to_jsonb wrote it (column names as keys) → the record drizzle would have answered. */
const fromJsonRow = (json: Record<string, unknown>): PaymentTransactionRow =>
  asRecord(
    Object.fromEntries(transactionKeys.map(([key, column]) => [key, json[column.name]])) as PaymentTransactionRow,
  );
/** A card's record keys, column names and which are timestamps (to_jsonb writes those as text). */
const cardKeys = Object.entries(getTableColumns(paymentCards)).map(
  ([key, column]) => [key, column.name, column.getSQLType().startsWith('timestamp')] as const,
);
/** The place's payment settings (placeSettings), as the pay call reads them. */
export type PlaceSettings = {
  id: string;
  name: string;
  city: string | null;
  enabled: boolean;
  sellerId: string | null;
  sellerVerifiedAt: Date | null;
  firstPurchaseBlock: boolean;
};
type PlaceJson = (Omit<PlaceSettings, 'sellerVerifiedAt'> & { sellerVerifiedAt: string | null }) | null;
/** payment_claim's jsonb answer (migration 0065). */
type ClaimAnswer =
  | { outcome: 'not_found' | 'locked' | 'unavailable' }
  | { outcome: 'live'; row: Record<string, unknown> }
  | { outcome: 'fresh'; row: Record<string, unknown>; has_split: boolean };
const FINAL_STATUSES: PaymentStatusCode[] = ['succeeded', 'failed', 'canceled'];

/** What moves a charge on (ChargeLedger.record): the columns written, the event it leaves. */
export type TransactionMove = {
  status: PaymentStatusCode;
  providerTransactionId?: string;
  message?: string | null;
  qrcode?: string | null;
  endReason?: PaymentEndReason;
  kind: string;
  detail: Record<string, unknown>;
};

/** The only file of the payments feature that touches the database. */
export function createPaymentsRepo() {
  return {
    ...createPaymentCardsRepo(),
    async placeSettings(q: Queryable, placeId: string) {
      const [row] = await q
        .select({
          id: places.id,
          name: places.name,
          city: places.city,
          enabled: places.paymentsServiceEnabled,
          sellerId: places.paymentsSellerId,
          sellerVerifiedAt: places.paymentsSellerVerifiedAt,
          firstPurchaseBlock: places.firstPurchaseBlock,
        })
        .from(places)
        .where(eq(places.id, placeId));
      return row ?? null;
    },

    /** The person's online-payment flags at the place (back office: block_app_payment; first_purchase). */
    async paymentFlags(q: Queryable, placeId: string, userId: string) {
      const [row] = await q
        .select({ blockAppPayment: placeMembers.blockAppPayment, firstPurchase: placeMembers.firstPurchase })
        .from(placeMembers)
        .where(and(eq(placeMembers.placeId, placeId), eq(placeMembers.userId, userId)))
        .limit(1);
      return row ?? { blockAppPayment: false, firstPurchase: false };
    },

    async liveTransaction(tx: Tx, placeId: string, orderId: string): Promise<PaymentTransactionRow | null> {
      const [row] = await tx
        .select()
        .from(paymentTransactions)
        .where(
          and(matching(paymentTransactions, { placeId, orderId }), inArray(paymentTransactions.status, LIVE_STATUSES)),
        );
      return row ?? null;
    },

    /**
     * The pay call's reads before its claim in one statement (decision 240): the order's live
     * charge (liveTransactionNow: the repeat check), the caller's saved card (card, when `cardId`
     * is given) and the place's payment settings (placeSettings). Cards and places are not tenant
     * tables: the place-bound role reads them as the pool would.
     */
    async payCallReads(
      read: PlaceStatementReader,
      a: { placeId: string; orderId: string; userId: string; cardId: string | null },
    ): Promise<{ live: PaymentTransactionRow | null; card: PaymentCardRow | null; place: PlaceSettings | null }> {
      const card = a.cardId
        ? sql`(select to_jsonb(c) from "payment_cards" c where c.user_id = ${a.userId} and c.id = ${a.cardId} and c.deleted_at is null)`
        : sql`null::jsonb`;
      const [row] = await read<
        PaymentTransactionRow & { payCard: Record<string, unknown> | null; payPlace: PlaceJson }
      >(
        sql`select ${card} as "payCard",
            (select to_jsonb(s) from (select ${placeSettingsColumns} from "places" where "places"."id" = ${a.placeId}) s) as "payPlace",
            l.*
          from (select 1) one left join lateral (select ${transactionColumns} from "payment_transactions"
            where place_id = ${a.placeId} and order_id = ${a.orderId} and ${isLive}) l on true`,
      );
      const { payCard, payPlace, ...live } = row ?? { payCard: null, payPlace: null };
      return {
        live: (live as PaymentTransactionRow).id ? asRecord(live as PaymentTransactionRow) : null,
        card: payCard
          ? (Object.fromEntries(
              cardKeys.map(([key, name, stamp]) => {
                const value = payCard[name];
                return [key, stamp && value != null ? instant(value as string) : value];
              }),
            ) as PaymentCardRow)
          : null,
        place: payPlace
          ? { ...payPlace, sellerVerifiedAt: payPlace.sellerVerifiedAt ? instant(payPlace.sellerVerifiedAt) : null }
          : null,
      };
    },

    /**
     * Under the order's lock (the claim): the order's live charge and the customer's online-payment
     * flags at the place (paymentFlags) in one statement (decision 223).
     */
    async liveTransactionAndFlags(
      tx: Tx,
      placeId: string,
      orderId: string,
      customerId: string | null,
    ): Promise<{ live: PaymentTransactionRow | null; flags: { blockAppPayment: boolean; firstPurchase: boolean } }> {
      const t = paymentTransactions;
      const m = placeMembers;
      const flags = customerId
        ? sql`(select ${m.blockAppPayment} from ${m} where ${m.placeId} = ${placeId} and ${m.userId} = ${customerId} limit 1) as "flagBlock",
          (select ${m.firstPurchase} from ${m} where ${m.placeId} = ${placeId} and ${m.userId} = ${customerId} limit 1) as "flagFirst"`
        : sql`null as "flagBlock", null as "flagFirst"`;
      const [row] = rowsOf<PaymentTransactionRow & { flagBlock: boolean | null; flagFirst: boolean | null }>(
        await tx.execute(
          sql`select ${flags}, l.* from (select 1) one left join lateral (select ${transactionColumns} from ${t} where ${and(
            matching(t, { placeId, orderId }),
            inArray(t.status, LIVE_STATUSES),
          )}) l on true`,
        ),
      );
      const { flagBlock, flagFirst, ...live } = row ?? { flagBlock: null, flagFirst: null };
      return {
        live: (live as PaymentTransactionRow).id ? asRecord(live as PaymentTransactionRow) : null,
        flags: { blockAppPayment: flagBlock ?? false, firstPurchase: flagFirst ?? false },
      };
    },

    /**
     * The claim in one statement (decision 229): the SQL function payment_claim (migration 0065)
     * locks the order, makes the claim's checks and writes the charge, its event, the card at the
     * place and the order's payment state. `run` sends it as the place (Database.writeStatement).
     */
    async claimInOneStatement(
      run: PlaceStatementReader,
      a: {
        placeId: string;
        orderId: string;
        callerId: string | null;
        staff: boolean;
        pendingStatus: number;
        method: PaymentMethodCode;
        provider: string;
        installments: number;
        card: { id: string | null; brand: string; last4: string } | null;
        cardAtPlaceUserId: string | null;
        firstPurchaseBlock: boolean | null;
        now: Date;
      },
    ): Promise<
      | { outcome: 'not_found' | 'locked' | 'unavailable' }
      | { outcome: 'live'; row: PaymentTransactionRow }
      | { outcome: 'fresh'; row: PaymentTransactionRow; hasSplit: boolean }
    > {
      const [answer] = await run<{ claim: ClaimAnswer }>(
        sql`select payment_claim(${a.placeId}::uuid, ${a.orderId}::uuid, ${a.callerId}::uuid, ${a.staff}, ${a.pendingStatus}::integer,
          ${a.method}::text, ${a.provider}::text, ${a.installments}::integer, ${a.card?.id ?? null}::uuid, ${a.card?.brand ?? null}::text,
          ${a.card?.last4 ?? null}::text, ${a.cardAtPlaceUserId}::uuid, ${a.firstPurchaseBlock}::boolean, ${a.now.toISOString()}::timestamptz) as claim`,
      );
      if (!answer) throw new Error('payment_claim answered nothing');
      const { claim } = answer;
      if (claim.outcome === 'live') return { outcome: 'live', row: fromJsonRow(claim.row) };
      if (claim.outcome === 'fresh')
        return { outcome: 'fresh', row: fromJsonRow(claim.row), hasSplit: claim.has_split };
      return { outcome: claim.outcome };
    },

    async lastAttempt(tx: Tx, placeId: string, orderId: string): Promise<number> {
      const [row] = await tx
        .select({ n: max(paymentTransactions.attempt) })
        .from(paymentTransactions)
        .where(and(eq(paymentTransactions.placeId, placeId), eq(paymentTransactions.orderId, orderId)));
      return row?.n ?? 0;
    },

    async insertTransaction(tx: Tx, values: typeof paymentTransactions.$inferInsert) {
      const [row] = await tx.insert(paymentTransactions).values(values).returning();
      if (!row) throw new Error('payment transaction not inserted');
      return row;
    },

    /**
     * A new charge with the order's next attempt number, its key `place:order:attempt` (decision
     * 035), counted and written in one statement (decision 190). Under the order's lock.
     */
    async insertNextAttempt(
      tx: Tx,
      values: Omit<typeof paymentTransactions.$inferInsert, 'attempt' | 'idempotencyKey'> & { orderId: string },
    ) {
      const t = paymentTransactions;
      const next = sql<number>`(select coalesce(max(${t.attempt}), 0) + 1 from ${t} where ${t.placeId} = ${values.placeId} and ${t.orderId} = ${values.orderId})`;
      const key = sql<string>`${`${values.placeId}:${values.orderId}:`} || ${next}::text`;
      const [row] = await tx
        .insert(t)
        .values({ ...values, attempt: next, idempotencyKey: key })
        .returning();
      if (!row) throw new Error('payment transaction not inserted');
      return row;
    },

    /**
     * The claim's writes in one statement (decision 223): insertNextAttempt, its 'created' event
     * (addEvent) and, when given, the card becoming one of the place's cards (useCardAt).
     */
    async insertClaim(
      tx: Tx,
      values: Omit<typeof paymentTransactions.$inferInsert, 'attempt' | 'idempotencyKey'> & { orderId: string },
      cardAtPlace?: { cardId: string; userId: string },
    ): Promise<PaymentTransactionRow> {
      const t = paymentTransactions;
      const e = paymentEvents;
      const c = paymentCardPlaces;
      const v = values;
      const linkCard = cardAtPlace
        ? sql`, c as (insert into ${c} (${sql.identifier(c.placeId.name)}, ${sql.identifier(c.cardId.name)}, ${sql.identifier(c.userId.name)})
            values (${v.placeId}::uuid, ${cardAtPlace.cardId}::uuid, ${cardAtPlace.userId}::uuid) on conflict do nothing)`
        : sql``;
      const col = (column: { name: string }) => sql.identifier(column.name);
      const [row] = rowsOf<PaymentTransactionRow>(
        await tx.execute(sql`with t as (
            insert into ${t} (${col(t.placeId)}, ${col(t.orderId)}, ${col(t.userId)}, ${col(t.attempt)}, ${col(t.idempotencyKey)},
              ${col(t.method)}, ${col(t.provider)}, ${col(t.status)}, ${col(t.amountCents)}, ${col(t.installments)},
              ${col(t.cardId)}, ${col(t.cardBrand)}, ${col(t.cardLast4)})
            select ${v.placeId}::uuid, ${v.orderId}::uuid, ${v.userId ?? null}::uuid, n, ${`${v.placeId}:${v.orderId}:`} || n::text,
              ${v.method}::text, ${v.provider}::text, ${v.status}::text, ${v.amountCents}::integer, ${v.installments ?? 1}::integer,
              ${v.cardId ?? null}::uuid, ${v.cardBrand ?? null}::text, ${v.cardLast4 ?? null}::text
            from (select coalesce(max(${col(t.attempt)}), 0) + 1 as n from ${t}
              where ${col(t.placeId)} = ${v.placeId} and ${col(t.orderId)} = ${v.orderId}) next
            returning *
          ), e as (
            insert into ${e} (${col(e.placeId)}, ${col(e.transactionId)}, ${col(e.orderId)}, ${col(e.kind)}, ${col(e.status)}, ${col(e.detail)})
            select place_id, id, order_id, 'created', status,
              jsonb_build_object('amount_cents', amount_cents, 'installments', installments) from t
          )${linkCard}
          select ${cteColumns} from t`),
      );
      if (!row) throw new Error('payment transaction not inserted');
      return asRecord(row);
    },

    /**
     * ChargeLedger.record's writes in one statement (decision 223): the charge locked, moved on
     * unless it already reached a final state (a void moves a final one too), and its event: `kind`
     * when it moved, `kind_ignored` with the status kept when it did not. Answers the row as it is
     * now, whether it moved and the status it had.
     */
    async moveTransaction(
      /** The charge's transaction, or one statement as the place (Database.writeStatement). */
      q: Tx | PlaceStatementReader,
      placeId: string,
      id: string,
      move: TransactionMove,
      /**
       * A charge moving to 'succeeded' also marks its order paid in the same statement (decision
       * 229: the answer recorded in one round trip): the orders ledger's UPDATE (`paidUpdate`) for
       * the order id it is given, at the move's time.
       */
      orderPaid?: (orderId: SQL, at: string) => SQL,
    ): Promise<{
      row: PaymentTransactionRow;
      moved: boolean;
      prior: PaymentStatusCode;
      /** With `orderPaid`: the order its UPDATE returned (null when it changed no order). */
      paidOrder: Record<string, unknown> | null;
    } | null> {
      const t = paymentTransactions;
      const e = paymentEvents;
      const col = (column: { name: string }) => sql.identifier(column.name);
      const run: PlaceStatementReader =
        typeof q === 'function' ? q : async <R>(statement: SQL) => rowsOf<R>(await q.execute(statement));
      const now = new Date().toISOString();
      const sets = [
        sql`${col(t.status)} = ${move.status}`,
        ...(move.providerTransactionId ? [sql`${col(t.providerTransactionId)} = ${move.providerTransactionId}`] : []),
        ...(move.message !== undefined ? [sql`${col(t.message)} = ${move.message}`] : []),
        ...(move.qrcode !== undefined ? [sql`${col(t.qrcode)} = ${move.qrcode}`] : []),
        ...(move.endReason ? [sql`${col(t.endReason)} = ${move.endReason}`] : []),
        sql`${col(t.updatedAt)} = ${now}::timestamptz`,
      ];
      const finals = sql.join(
        FINAL_STATUSES.map((x) => sql`${x}`),
        sql`, `,
      );
      const paid = orderPaid
        ? sql`, o as (${orderPaid(sql`(select order_id from u where status = 'succeeded')`, now)})`
        : sql``;
      // The order as its UPDATE returned it, for the announcement (decision 241).
      const paidOrder = orderPaid ? sql`, (select to_jsonb(o) from o) as "paidOrder"` : sql``;
      const noPaidOrder = orderPaid ? sql`, null::jsonb as "paidOrder"` : sql``;
      const [row] = await run<
        PaymentTransactionRow & { moved: boolean; prior: PaymentStatusCode; paidOrder?: Record<string, unknown> | null }
      >(
        sql`with old as (
            select * from ${t} where ${col(t.placeId)} = ${placeId} and ${col(t.id)} = ${id} for update
          ), u as (
            update ${t} set ${sql.join(sets, sql`, `)} from old
            where ${t.id} = old.id
              and (old.status not in (${finals}) or (${move.status} = 'canceled' and old.status <> 'canceled'))
            returning ${t}.*
          ), e as (
            insert into ${e} (${col(e.placeId)}, ${col(e.transactionId)}, ${col(e.orderId)}, ${col(e.kind)}, ${col(e.status)}, ${col(e.detail)})
            select place_id, id, order_id, ${move.kind}::text, status, ${JSON.stringify(move.detail)}::jsonb from u
            union all
            select place_id, id, order_id, ${`${move.kind}_ignored`}::text, ${move.status}::text,
              ${JSON.stringify(move.detail)}::jsonb || jsonb_build_object('kept', status)
            from old where not exists (select 1 from u)
          )${paid}
          select ${cteColumns}, true as moved, (select status from old) as prior${paidOrder} from u
          union all
          select ${cteColumns}, false as moved, status as prior${noPaidOrder} from old where not exists (select 1 from u)`,
      );
      if (!row) return null;
      const { moved, prior, paidOrder: order, ...rest } = row;
      return { row: asRecord(rest as PaymentTransactionRow), moved, prior, paidOrder: order ?? null };
    },

    async byKey(tx: Tx, key: string) {
      const [row] = await tx.select().from(paymentTransactions).where(eq(paymentTransactions.idempotencyKey, key));
      return row ?? null;
    },

    async find(q: Queryable, placeId: string, id: string, opts: { forUpdate?: boolean } = {}) {
      const query = q
        .select()
        .from(paymentTransactions)
        .where(and(eq(paymentTransactions.placeId, placeId), eq(paymentTransactions.id, id)));
      const [row] = await (opts.forUpdate ? query.for('update') : query);
      return row ?? null;
    },

    async ofOrder(q: Queryable, placeId: string, orderId: string) {
      return q
        .select()
        .from(paymentTransactions)
        .where(and(eq(paymentTransactions.placeId, placeId), eq(paymentTransactions.orderId, orderId)))
        .orderBy(desc(paymentTransactions.attempt));
    },

    async updateTransaction(tx: Tx, id: string, values: Partial<typeof paymentTransactions.$inferInsert>) {
      const [row] = await tx
        .update(paymentTransactions)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(paymentTransactions.id, id))
        .returning();
      if (!row) throw new Error('payment transaction vanished');
      return row;
    },

    async addEvent(
      tx: Tx,
      row: Pick<PaymentTransactionRow, 'id' | 'placeId' | 'orderId' | 'status'>,
      kind: string,
      detail: Record<string, unknown> = {},
    ) {
      await tx.insert(paymentEvents).values({
        placeId: row.placeId,
        transactionId: row.id,
        orderId: row.orderId,
        kind,
        status: row.status,
        detail,
      });
    },

    async events(q: Queryable, placeId: string, transactionId: string) {
      return q
        .select()
        .from(paymentEvents)
        .where(and(eq(paymentEvents.placeId, placeId), eq(paymentEvents.transactionId, transactionId)))
        .orderBy(paymentEvents.createdAt);
    },

    /**
     * Webhooks name no place: find the charge's place with the owner connection (no tenant role),
     * then the caller continues inside that place's transaction.
     */
    async locateForWebhook(
      q: Queryable,
      ids: { paymentId?: string; providerId: string },
    ): Promise<{ id: string; placeId: string } | null> {
      const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
      const where =
        ids.paymentId && uuid.test(ids.paymentId)
          ? eq(paymentTransactions.id, ids.paymentId)
          : eq(paymentTransactions.providerTransactionId, ids.providerId);
      const [row] = await q
        .select({ id: paymentTransactions.id, placeId: paymentTransactions.placeId })
        .from(paymentTransactions)
        .where(where)
        .limit(1);
      return row ?? null;
    },

    /** true the first time an event id is seen. */
    async firstDelivery(q: Queryable, eventId: string): Promise<boolean> {
      const rows = await q.insert(paymentWebhookEvents).values({ id: eventId }).onConflictDoNothing().returning();
      return rows.length > 0;
    },

    /** Recent charges of every place, for /dev/payments. */
    async recent(q: Queryable, limit = 100) {
      return q.select().from(paymentTransactions).orderBy(desc(paymentTransactions.createdAt)).limit(limit);
    },
  };
}
export type PaymentsRepo = ReturnType<typeof createPaymentsRepo>;
