import { AsyncLocalStorage } from 'node:async_hooks';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type DataDirLock, type LockLog, lockDataDir } from './data-dir-lock.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** What a repo function runs its queries on: the pool or an open transaction. */
export type Queryable = Db | Tx;

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../drizzle');

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
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

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  let db: Db;
  let migrate: () => Promise<void>;
  let close: () => Promise<void>;
  let dump: (() => Promise<Blob>) | undefined;
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // A broken idle connection must not crash the process; the next query reconnects.
    pool.on('error', () => {});
    refuseNestedPoolQueries(pool, ['query']);
    const nodeDb = drizzleNodePg(pool, { schema });
    db = nodeDb as unknown as Db;
    migrate = () => migrateNodePg(nodeDb, { migrationsFolder });
    close = () => pool.end();
  } else {
    // Every open of a data folder takes its lock first: a second process refuses to start (decision 052).
    const lock = options.dataDir ? (options.lock ?? lockDataDir(options.dataDir, options.log)) : undefined;
    let client: PGlite;
    try {
      // btree_gist backs the scheduling exclusion constraints (decision 080); PostgreSQL ships it in contrib.
      const extensions = { btree_gist };
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
  }
  return {
    kind: options.kind,
    db,
    inPlace: (placeId, fn) =>
      db.transaction(async (tx) => {
        await asAppRole(tx, placeId);
        return insideTransaction.run(true, () => fn(tx));
      }),
    inTransaction: (fn) =>
      db.transaction(async (tx) => {
        await asAppRole(tx, '');
        return insideTransaction.run(true, () => fn(tx));
      }),
    migrate,
    close,
    dump,
  };
}
