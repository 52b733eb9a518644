import { and, desc, eq, gt, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { Database, Db, Queryable } from '../../platform/db/client.ts';
import { createReadBatcher, perConnection } from '../../platform/db/read-batch.ts';
import type { AddressRow } from '../addresses/addresses.tables.ts';
import { devices, type MemberRow, pinChallenges, placeMembers, sessions, type UserRow, users } from './users.tables.ts';

/** The record this repository hands to services (the row today; a column change is mapped here). */
export type UserRecord = UserRow;
export type MemberRecord = MemberRow;
/** Columns a profile save may change. */
export type UserChanges = Partial<typeof users.$inferInsert>;

export type PinPurpose = (typeof pinChallenges.$inferSelect)['purpose'];
export type PinChallengeRow = typeof pinChallenges.$inferSelect;

/** An address row as the session lookup's json_agg carries it (column names, timestamps as text). */
type SessionAddressJson = {
  id: string;
  user_id: string;
  cep: string | null;
  state: string;
  city: string;
  district: string;
  street: string;
  number: string;
  cmplt: string | null;
  lat: number | null;
  lng: number | null;
  is_default: boolean;
  created_at: string;
  updated_at: string;
};

function fromSessionAddressJson(a: SessionAddressJson): AddressRow {
  return {
    id: a.id,
    userId: a.user_id,
    cep: a.cep,
    state: a.state,
    city: a.city,
    district: a.district,
    street: a.street,
    number: a.number,
    cmplt: a.cmplt,
    lat: a.lat,
    lng: a.lng,
    isDefault: a.is_default,
    createdAt: new Date(a.created_at),
    updatedAt: new Date(a.updated_at),
  };
}

export function createUsersRepo(
  db: Db,
  connections: Pick<Database, 'withConnection'> = { withConnection: (fn) => fn(db) },
) {
  // Hot path: every authenticated request resolves its session, with the person and their
  // membership of the request's place, in one query (the platform's trusted lookup, by token hash).
  const sessionFields = {
    sessionId: sessions.id,
    userId: sessions.userId,
    actingManagerId: sessions.actingManagerId,
    passwordResetUntil: sessions.passwordResetUntil,
    createdAt: sessions.createdAt,
    expiresAt: sessions.expiresAt,
    record: users,
    member: placeMembers,
  };
  /** The session lookup's conditions (both statements below share them). */
  const memberHere = and(
    eq(placeMembers.userId, sessions.userId),
    eq(placeMembers.placeId, sql.placeholder('placeId')),
  );
  /** Every token of the batch (decisions 221, 235): one statement answers a place's pending lookups. */
  const tokenInBatch = sql`${sessions.tokenHash} = any(${sql.placeholder('hashes')}::text[])`;
  const liveSession = and(
    tokenInBatch,
    eq(sessions.kind, 'user'),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, sql`now()`),
    // Staff acting as a customer hold a token of the granting place only, and only while they
    // are still staff there (decision 046): anywhere else it is no session at all.
    or(
      isNull(sessions.actingManagerId),
      and(
        eq(sessions.placeId, sql.placeholder('placeId')),
        sql`exists (select 1 from place_members staff where staff.place_id = ${sessions.placeId} and staff.user_id = ${sessions.actingManagerId} and (staff.is_manager or staff.is_owner))`,
      ),
    ),
  );
  // readuserinfo (every app open) answers the person's saved addresses too: read in the same
  // query, the call needs one round trip (decision 172). Same order as the addresses feature's list.
  const savedAddresses = sql<SessionAddressJson[]>`(select coalesce(json_agg(json_build_object(
        'id', a.id, 'user_id', a.user_id, 'cep', a.cep, 'state', a.state, 'city', a.city,
        'district', a.district, 'street', a.street, 'number', a.number, 'cmplt', a.cmplt,
        'lat', a.lat, 'lng', a.lng, 'is_default', a.is_default,
        'created_at', a.created_at, 'updated_at', a.updated_at)
      order by a.is_default desc, a.created_at desc, a.id desc), '[]'::json)
      from addresses a where a.user_id = ${sessions.userId})`;
  /** The two lookups prepared on one connection (each pool connection has its own drizzle database). */
  const prepareLookups = (on: Db) => ({
    plain: on
      .select({ tokenHash: sessions.tokenHash, ...sessionFields })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(placeMembers, memberHere)
      .where(liveSession)
      .prepare('user_sessions_by_hashes'),
    withAddresses: on
      .select({ tokenHash: sessions.tokenHash, ...sessionFields, addresses: savedAddresses })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(placeMembers, memberHere)
      .where(liveSession)
      .prepare('user_sessions_with_addresses_by_hashes'),
  });
  const lookupsOn = perConnection(prepareLookups);
  type Lookup = { placeId: string; withAddresses: boolean };
  type SessionRow = Awaited<ReturnType<ReturnType<typeof prepareLookups>['plain']['execute']>>[number] & {
    addresses?: SessionAddressJson[];
  };
  // One open batch per place and statement: a place's batch never carries another place's id.
  const sessionBatches = createReadBatcher<Lookup, string, SessionRow>(
    connections,
    (l) => `${l.placeId}|${l.withAddresses ? 'a' : '-'}`,
    (l) => async (on, hashes) => {
      const prepared = lookupsOn(on);
      const params = { hashes, placeId: l.placeId };
      const rows: SessionRow[] = l.withAddresses
        ? await prepared.withAddresses.execute(params)
        : await prepared.plain.execute(params);
      return new Map(rows.map((row) => [row.tokenHash, row]));
    },
  );

  // The manager-token lookup (every staff call) is batched the same way, one batch per place: the
  // place id is a parameter, so a place's batch never reads another place's staff token.
  const prepareManagerLookup = (on: Db) =>
    on
      .select({
        tokenHash: sessions.tokenHash,
        sessionId: sessions.id,
        userId: sessions.userId,
        memberId: placeMembers.id,
        isOwner: placeMembers.isOwner,
        isManager: placeMembers.isManager,
        supplierId: placeMembers.supplierId,
        staffRole: placeMembers.staffRole,
        createdAt: sessions.createdAt,
        expiresAt: sessions.expiresAt,
      })
      .from(sessions)
      .innerJoin(
        placeMembers,
        and(eq(placeMembers.userId, sessions.userId), eq(placeMembers.placeId, sessions.placeId)),
      )
      .where(
        and(
          tokenInBatch,
          eq(sessions.kind, 'manager'),
          eq(sessions.placeId, sql.placeholder('placeId')),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, sql`now()`),
        ),
      )
      .prepare('manager_sessions_by_hashes');
  const managerLookupOn = perConnection(prepareManagerLookup);
  type ManagerRow = Awaited<ReturnType<ReturnType<typeof prepareManagerLookup>['execute']>>[number];
  const managerBatches = createReadBatcher<string, string, ManagerRow>(
    connections,
    (placeId) => placeId,
    (placeId) => async (on, hashes) => {
      const rows = await managerLookupOn(on).execute({ hashes, placeId });
      return new Map(rows.map((row) => [row.tokenHash, row]));
    },
  );

  // A used session's sliding end (session-lifetime.ts); never revives a revoked one.
  const extend = db
    .update(sessions)
    .set({ expiresAt: sql`${sql.placeholder('expiresAt')}::timestamptz` })
    .where(and(eq(sessions.id, sql.placeholder('id')), isNull(sessions.revokedAt)))
    .prepare('extend_session');

  return {
    /**
     * With `withAddresses`, the person's saved addresses come along (as the addresses feature lists
     * them). Read in the next batch of this place's lookups (decision 221), never from a cache.
     */
    async findUserSession(hash: string, placeId: string | null, withAddresses = false) {
      // A uuid that matches no place when the request has none.
      const lookup = { placeId: placeId ?? '00000000-0000-0000-0000-000000000000', withAddresses };
      const row = await sessionBatches.load(lookup, hash);
      if (!row) return null;
      // Each request its own object (two requests of one token share the batch's row).
      const { tokenHash: _hash, addresses, ...session } = row;
      return withAddresses && addresses ? { ...session, addresses: addresses.map(fromSessionAddressJson) } : session;
    },
    /**
     * A manager session counts only while the person is still staff of that place. Read in the
     * next batch of this place's manager lookups (decision 235), never from a cache.
     */
    async findManagerSession(hash: string, placeId: string) {
      const row = await managerBatches.load(placeId, hash);
      if (!row || !(row.isManager || row.isOwner)) return null;
      return {
        sessionId: row.sessionId,
        userId: row.userId,
        memberId: row.memberId,
        isOwner: row.isOwner,
        supplierId: row.supplierId,
        role: row.staffRole,
        createdAt: row.createdAt,
        expiresAt: row.expiresAt,
      };
    },
    async extendSession(id: string, expiresAt: Date) {
      await extend.execute({ id, expiresAt: expiresAt.toISOString() });
    },

    async findUserById(q: Queryable, id: string): Promise<UserRow | null> {
      const [row] = await q.select().from(users).where(eq(users.id, id)).limit(1);
      return row ?? null;
    },
    async findUserByPhone(q: Queryable, phone: string): Promise<UserRow | null> {
      const [row] = await q.select().from(users).where(eq(users.phone, phone)).limit(1);
      return row ?? null;
    },
    async findUserByEmail(q: Queryable, email: string): Promise<UserRow | null> {
      const [row] = await q.select().from(users).where(eq(users.email, email)).limit(1);
      return row ?? null;
    },
    async insertUser(q: Queryable, values: typeof users.$inferInsert): Promise<UserRow> {
      const [row] = await q.insert(users).values(values).returning();
      if (!row) throw new Error('user insert returned nothing');
      return row;
    },
    async updateUser(q: Queryable, id: string, values: Partial<typeof users.$inferInsert>): Promise<UserRow> {
      const [row] = await q
        .update(users)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(users.id, id))
        .returning();
      if (!row) throw new Error('user update matched nothing');
      return row;
    },

    /** The person's membership of the place, created (as a plain customer) on first contact. */
    async ensureMember(q: Queryable, placeId: string, userId: string): Promise<MemberRow> {
      const [existing] = await q
        .select()
        .from(placeMembers)
        .where(and(eq(placeMembers.placeId, placeId), eq(placeMembers.userId, userId)))
        .limit(1);
      if (existing) return existing;
      await q.insert(placeMembers).values({ placeId, userId }).onConflictDoNothing();
      const [row] = await q
        .select()
        .from(placeMembers)
        .where(and(eq(placeMembers.placeId, placeId), eq(placeMembers.userId, userId)))
        .limit(1);
      if (!row) throw new Error('membership not visible after insert');
      return row;
    },
    /** The owner (and manager) membership of a place being opened; an existing membership is promoted. */
    async insertOwner(q: Queryable, placeId: string, userId: string): Promise<MemberRow> {
      const [row] = await q
        .insert(placeMembers)
        .values({ placeId, userId, isOwner: true, isManager: true })
        .onConflictDoUpdate({
          target: [placeMembers.placeId, placeMembers.userId],
          set: { isOwner: true, isManager: true },
        })
        .returning();
      if (!row) throw new Error('owner membership insert returned nothing');
      return row;
    },
    async findMember(q: Queryable, placeId: string, userId: string): Promise<MemberRow | null> {
      const [row] = await q
        .select()
        .from(placeMembers)
        .where(and(eq(placeMembers.placeId, placeId), eq(placeMembers.userId, userId)))
        .limit(1);
      return row ?? null;
    },
    async updateMember(q: Queryable, memberId: string, values: Partial<typeof placeMembers.$inferInsert>) {
      if (Object.keys(values).length === 0) {
        const [current] = await q.select().from(placeMembers).where(eq(placeMembers.id, memberId)).limit(1);
        if (!current) throw new Error('membership not found');
        return current;
      }
      const [row] = await q.update(placeMembers).set(values).where(eq(placeMembers.id, memberId)).returning();
      if (!row) throw new Error('membership update matched nothing');
      return row;
    },

    async insertSession(q: Queryable, values: typeof sessions.$inferInsert) {
      await q.insert(sessions).values(values);
    },
    async revokeSession(q: Queryable, sessionId: string) {
      await q.update(sessions).set({ revokedAt: sql`now()` }).where(eq(sessions.id, sessionId));
    },
    /** Ends every live session of the person (user and manager tokens, every place) but those in `keep`. */
    async revokeUserSessions(q: Queryable, userId: string, keep: string[] = []) {
      await q
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            keep.length > 0 ? notInArray(sessions.id, keep) : undefined,
          ),
        );
    },

    async latestChallenge(q: Queryable, phone: string, purpose: PinPurpose): Promise<PinChallengeRow | null> {
      const [row] = await q
        .select()
        .from(pinChallenges)
        .where(
          and(eq(pinChallenges.phone, phone), eq(pinChallenges.purpose, purpose), isNull(pinChallenges.consumedAt)),
        )
        .orderBy(desc(pinChallenges.createdAt))
        .limit(1)
        .for('update');
      return row ?? null;
    },
    async insertChallenge(q: Queryable, values: typeof pinChallenges.$inferInsert): Promise<string> {
      const [row] = await q.insert(pinChallenges).values(values).returning({ id: pinChallenges.id });
      return row?.id ?? '';
    },
    async clearPasswordReset(q: Queryable, sessionId: string) {
      await q.update(sessions).set({ passwordResetUntil: null }).where(eq(sessions.id, sessionId));
    },
    async findMemberByPhone(q: Queryable, placeId: string, phone: string) {
      const [row] = await q
        .select({ user: users, member: placeMembers })
        .from(placeMembers)
        .innerJoin(users, eq(users.id, placeMembers.userId))
        .where(and(eq(placeMembers.placeId, placeId), eq(users.phone, phone)))
        .limit(1);
      return row ?? null;
    },
    async updateChallenge(q: Queryable, id: string, values: Partial<typeof pinChallenges.$inferInsert>) {
      await q.update(pinChallenges).set(values).where(eq(pinChallenges.id, id));
    },

    async upsertDevice(q: Queryable, values: typeof devices.$inferInsert) {
      await q.insert(devices).values(values).onConflictDoNothing();
    },
  };
}
export type UsersRepo = ReturnType<typeof createUsersRepo>;
