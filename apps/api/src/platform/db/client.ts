import { AsyncLocalStorage } from 'node:async_hooks';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres/session';
import { PgDatabase, PgDialect, type PgQueryResultHKT, type PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type DataDirLock, type LockLog, lockDataDir } from './data-dir-lock.ts';
import { placeSettings, queryAsPlace } from './place-statement.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** What a repo function runs its queries on: the pool or an open transaction. */
export type Queryable = Db | Tx;

/** A statement (or a part of one) a repo built, handed through a service to another repo's statement. */
export type Statement = SQL;

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../drizzle');

export type DatabaseOptions =
  | {
      kind: 'postgres';
      url: string;
      poolSize?: number;
      /**
       * The server's pool (decision 224): every connection opened at start and none closed when
       * idle, so a burst of calls never waits for PostgreSQL to start backends.
       */
      warm?: boolean;
    }
  | {
      kind: 'pglite';
      dataDir?: string;
      loadDataDir?: Blob;
      /** A lock on dataDir this process already took (db:reset takes it before emptying the folder). */
      lock?: DataDirLock;
      /** Where a stale lock's takeover is written. */
      log?: LockLog;
    };

export type Database = {
  kind: 'postgres' | 'pglite';
  db: Db;
  /** Runs `fn` in a transaction as the RLS-bound role with app.place_id set (tenant data). */
  inPlace<T>(placeId: string, fn: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * As inPlace, for calls that only read (decision 170): a READ ONLY transaction (a write in it
   * fails), and on PostgreSQL its COMMIT is not waited for, so the answer leaves one round trip
   * sooner (the connection's next query queues behind the COMMIT).
   */
  readInPlace<T>(placeId: string, fn: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * One read-only statement as the RLS-bound role with app.place_id set, in ONE round trip on
   * PostgreSQL (decisions 196, 253): the settings and the statement travel together and run as one
   * implicit transaction (the settings end with it; an error rolls it back), the statement prepared
   * once per connection. Rows come keyed by column name (alias every column).
   */
  readStatement<R>(placeId: string, statement: SQL): Promise<R[]>;
  /**
   * As readStatement for one statement that writes (decision 229): the settings and the statement
   * in one message and one implicit transaction on PostgreSQL (it commits when the message ends, an
   * error rolls it all back); on PGlite an inPlace transaction around it.
   */
  writeStatement<R>(placeId: string, statement: SQL): Promise<R[]>;
  /**
   * LISTEN on a channel (decision 208): `onMessage` gets each NOTIFY payload, `onListening` says
   * whether messages are being received (false while the PostgreSQL listener connection is lost
   * and until it listens again: a cache must not trust itself then). Answers the stop function.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onListening: (listening: boolean) => void,
  ): Promise<() => Promise<void>>;
  /**
   * `fn` on one connection of the pool, given when one is free (decision 221: the read batcher
   * closes its batch at that moment). PGlite has one connection: `fn` runs on it at once.
   */
  withConnection<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  /** A transaction on global tables (users, sessions, PINs), still as the non-superuser role. */
  inTransaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: a tarball of the data folder, used to start test databases quickly. */
  dump?(): Promise<Blob>;
};

/**
 * A query sent on the pool from inside an open transaction escapes it (another connection, no RLS
 * setting) and, on PGlite's single connection, waits for the transaction that waits for it —
 * forever. On both drivers such a query fails at once instead.
 */
const insideTransaction = new AsyncLocalStorage<true>();

function refuseNestedPoolQueries(client: object, methods: string[]) {
  const target = client as Record<string, (...args: unknown[]) => unknown>;
  for (const method of methods) {
    const original = target[method]?.bind(client);
    if (!original) continue;
    target[method] = (...args: unknown[]) => {
      if (insideTransaction.getStore()) {
        return Promise.reject(
          new Error('A query on the pool inside a transaction (it would deadlock PGlite): pass the tx.'),
        );
      }
      return original(...args);
    };
  }
}

/** One round trip: the place setting and the role switch, both local to the transaction (as PostgREST does). */
async function asAppRole(tx: Tx, placeId: string) {
  await tx.execute(sql`select set_config('app.place_id', ${placeId}, true), set_config('role', 'app_user', true)`);
}

/** The pool database's dialect, relational schema and options, to build sessions on one connection. */
function sessionParts(nodeDb: NodePgDatabase<Schema>) {
  const base = (nodeDb as unknown as { session: NodePgSession<Schema, ExtractTablesWithRelations<Schema>> }).session;
  const parts = base as unknown as {
    dialect: ConstructorParameters<typeof NodePgSession>[1];
    schema: ConstructorParameters<typeof NodePgSession>[2];
    options: ConstructorParameters<typeof NodePgSession>[3];
  };
  return { dialect: parts.dialect, relations: parts.schema, options: parts.options };
}

/**
 * PostgreSQL: the transaction's BEGIN and the role/place setting in one round trip (decision 170).
 * drizzle's own transaction() sends BEGIN alone and then the setting; here both travel as one
 * simple-protocol query (two statements, the place id as an escaped literal), and the rest is
 * drizzle's transaction on that connection (same statements, savepoints, COMMIT / ROLLBACK).
 */
function placeTransactions(pool: pg.Pool, nodeDb: NodePgDatabase<Schema>) {
  const { dialect, relations, options } = sessionParts(nodeDb);
  return async <T>(placeId: string, fn: (tx: Tx) => Promise<T>, readOnly = false): Promise<T> => {
    const client = await pool.connect();
    /** A connection whose state is unknown (BEGIN or ROLLBACK failed) is closed, not given back. */
    let broken: Error | undefined;
    /** A read-only transaction's COMMIT gives the connection back itself, once it is done. */
    let releasedByCommit = false;
    try {
      try {
        await client.query(
          `begin${readOnly ? ' read only' : ''}; select set_config('app.place_id', ${client.escapeLiteral(placeId)}, true), set_config('role', 'app_user', true)`,
        );
      } catch (error) {
        broken = error as Error;
        throw error;
      }
      const session = new NodePgSession(client, dialect, relations, options);
      const tx = new NodePgTransaction(dialect, session, relations) as unknown as Tx;
      try {
        const result = await insideTransaction.run(true, () => fn(tx));
        if (readOnly) {
          // Nothing to make durable: the answer does not wait for the COMMIT, but the connection
          // goes back to the pool only once it is done, so the next borrower never queues a query
          // on a busy client (pg deprecates that: "client.query() when the client is already
          // executing a query"). A failed COMMIT closes the connection.
          releasedByCommit = true;
          client.query('commit').then(
            () => client.release(),
            (failure: Error) => client.release(failure),
          );
        } else {
          await client.query('commit');
        }
        return result;
      } catch (error) {
        await client.query('rollback').catch((failure: Error) => {
          broken = failure;
        });
        throw error;
      }
    } finally {
      if (!releasedByCommit) client.release(broken);
    }
  };
}

const dialect = new PgDialect();

/** PostgreSQL: a connection of its own for LISTEN, reconnected (after a second) when lost. */
function pgListen(url: string): Database['listen'] {
  return async (channel, onMessage, onListening) => {
    let stopped = false;
    let client: pg.Client | undefined;
    const connect = async () => {
      if (stopped) return;
      const next = new pg.Client({ connectionString: url });
      client = next;
      let lost = false;
      const lose = () => {
        if (lost) return;
        lost = true;
        onListening(false);
        next.end().catch(() => {});
        if (!stopped) setTimeout(() => connect().catch(() => {}), 1000).unref();
      };
      next.on('error', lose);
      next.on('end', lose);
      next.on('notification', (n) => {
        if (n.channel === channel) onMessage(n.payload ?? '');
      });
      try {
        await next.connect();
        await next.query(`listen ${next.escapeIdentifier(channel)}`);
        if (!lost && !stopped) onListening(true);
      } catch {
        lose();
      }
    };
    await connect();
    return async () => {
      stopped = true;
      onListening(false);
      await client?.end().catch(() => {});
    };
  };
}

/**
 * PostgreSQL: the place, the role (and READ ONLY unless it writes), then the statement, in one
 * round trip and one implicit transaction, the statement prepared once per connection (decision
 * 253: place-statement.ts).
 */
function placeStatements(pool: pg.Pool, writes = false) {
  const settings = writes ? placeSettings.write : placeSettings.read;
  return async <R>(placeId: string, statement: SQL): Promise<R[]> => {
    const { sql: text, params } = dialect.sqlToQuery(statement);
    const client = await pool.connect();
    try {
      // A failed statement rolled its implicit transaction back: the connection goes back clean.
      return (await queryAsPlace(client, settings, placeId, text, params)).rows as R[];
    } finally {
      client.release();
    }
  };
}

/**
 * PostgreSQL: a pool connection as a drizzle database (one per connection, kept while it lives).
 * Built on the pool database's relational schema: drizzle() would walk every table of the schema
 * again for each connection (~4 ms of CPU, paid inside the first requests a connection serves).
 */
function pooledConnection(pool: pg.Pool, nodeDb: NodePgDatabase<Schema>): Database['withConnection'] {
  const { dialect, relations, options } = sessionParts(nodeDb);
  const dbs = new WeakMap<pg.PoolClient, Db>();
  return async (fn) => {
    const client = await pool.connect();
    let failure: Error | undefined;
    try {
      let on = dbs.get(client);
      if (!on) {
        on = new PgDatabase(
          dialect,
          new NodePgSession(client, dialect, relations, options),
          relations,
        ) as unknown as Db;
        dbs.set(client, on);
      }
      return await fn(on);
    } catch (error) {
      // A connection whose last statement failed is closed, not given back (its state is unknown).
      failure = error as Error;
      throw error;
    } finally {
      client.release(failure);
    }
  };
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  let db: Db;
  let migrate: () => Promise<void>;
  let close: () => Promise<void>;
  let dump: (() => Promise<Blob>) | undefined;
  let inPlace:
    | ((placeId: string, fn: (tx: Tx) => Promise<unknown>, readOnly?: boolean) => Promise<unknown>)
    | undefined;
  let statementInPlace: Database['readStatement'] | undefined;
  let writeInPlace: Database['writeStatement'] | undefined;
  let listen: Database['listen'];
  let withConnection: Database['withConnection'];
  if (options.kind === 'postgres') {
    const max = options.poolSize ?? 10;
    const pool = new pg.Pool({ connectionString: options.url, max, ...(options.warm ? { min: max } : {}) });
    // A broken idle connection must not crash the process; the next query reconnects.
    pool.on('error', () => {});
    if (options.warm) {
      const clients = await Promise.all(Array.from({ length: max }, () => pool.connect()));
      for (const client of clients) client.release();
    }
    refuseNestedPoolQueries(pool, ['query']);
    const nodeDb = drizzleNodePg(pool, { schema });
    db = nodeDb as unknown as Db;
    inPlace = placeTransactions(pool, nodeDb);
    statementInPlace = placeStatements(pool);
    writeInPlace = placeStatements(pool, true);
    withConnection = pooledConnection(pool, nodeDb);
    listen = pgListen(options.url);
    migrate = () => migrateNodePg(nodeDb, { migrationsFolder });
    close = () => pool.end();
  } else {
    // Every open of a data folder takes its lock first: a second process refuses to start (decision 052).
    const lock = options.dataDir ? (options.lock ?? lockDataDir(options.dataDir, options.log)) : undefined;
    let client: PGlite;
    try {
      // btree_gist backs the scheduling exclusion constraints (decision 080), pg_trgm the product
      // search index (decision 171); PostgreSQL ships both in contrib.
      const extensions = { btree_gist, pg_trgm };
      client = options.loadDataDir
        ? new PGlite({ loadDataDir: options.loadDataDir, extensions })
        : new PGlite(options.dataDir ?? 'memory://', { extensions });
      await client.waitReady;
    } catch (error) {
      lock?.release();
      throw error;
    }
    refuseNestedPoolQueries(client, ['query', 'exec']);
    const liteDb = drizzlePglite(client, { schema });
    db = liteDb as unknown as Db;
    migrate = () => migratePglite(liteDb, { migrationsFolder });
    close = async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    };
    dump = () => client.dumpDataDir('none');
    withConnection = (fn) => fn(liteDb as unknown as Db);
    // In process: notifications arrive after the statement that committed them; never lost.
    listen = async (channel, onMessage, onListening) => {
      const stop = await client.listen(channel, onMessage);
      onListening(true);
      return async () => {
        onListening(false);
        await stop();
      };
    };
  }
  const pgPlace = inPlace as Database['inPlace'] | undefined;
  const inPlaceOrDrizzle: Database['inPlace'] =
    pgPlace ??
    ((placeId, fn) =>
      db.transaction(async (tx) => {
        await asAppRole(tx, placeId);
        return insideTransaction.run(true, () => fn(tx));
      }));
  const readInPlace: Database['readInPlace'] = inPlace
    ? <T>(placeId: string, fn: (tx: Tx) => Promise<T>) => inPlace(placeId, fn, true) as Promise<T>
    : (placeId, fn) =>
        db.transaction(
          async (tx) => {
            await asAppRole(tx, placeId);
            return insideTransaction.run(true, () => fn(tx));
          },
          { accessMode: 'read only' },
        );
  // PGlite (one connection, in process): the same statement in a read-only transaction.
  const readStatement: Database['readStatement'] =
    statementInPlace ??
    (<R>(placeId: string, statement: SQL) =>
      readInPlace(placeId, async (tx) => ((await tx.execute(statement)) as unknown as { rows: R[] }).rows));
  const writeStatement: Database['writeStatement'] =
    writeInPlace ??
    (<R>(placeId: string, statement: SQL) =>
      inPlaceOrDrizzle(placeId, async (tx) => ((await tx.execute(statement)) as unknown as { rows: R[] }).rows));
  return {
    kind: options.kind,
    db,
    inPlace: inPlaceOrDrizzle,
    readInPlace,
    readStatement,
    writeStatement,
    listen,
    withConnection,
    inTransaction: (fn) => inPlaceOrDrizzle('', fn),
    migrate,
    close,
    dump,
  };
}
