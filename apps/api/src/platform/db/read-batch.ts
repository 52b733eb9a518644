import type { Database, Db } from './client.ts';

/**
 * Batch, don't cache (decision 221): concurrent reads of one group (e.g. the session lookup of one
 * place) that have NOT been sent yet go to PostgreSQL as one statement over all their keys.
 *
 * A batch opens with its first read and stays open until the end of the event loop's turn
 * (setImmediate: every request whose bytes arrived in the same turn) AND a pool connection is free
 * for it; it closes the moment it gets that connection, before its statement is written. So every
 * read in it starts after its request arrived (a logout committed before a request arrived is
 * always seen), and nothing ever joins a statement already in flight: a read arriving then opens
 * the next batch. No answer outlives its batch.
 */
export type BatchRead<K, R> = (db: Db, keys: K[]) => Promise<Map<K, R>>;

type Waiter<R> = { resolve: (row: R | undefined) => void; reject: (error: unknown) => void };

type Batch<K, R> = { waiters: Map<K, Waiter<R>[]> };

export function createReadBatcher<G, K, R>(
  database: Pick<Database, 'withConnection'>,
  groupKey: (group: G) => string,
  read: (group: G) => BatchRead<K, R>,
) {
  /** The open (not yet sent) batch of each group. */
  const open = new Map<string, Batch<K, R>>();

  function send(key: string, group: G, batch: Batch<K, R>) {
    database
      .withConnection(async (db) => {
        // Closed before its statement is written: a later read opens the next batch.
        if (open.get(key) === batch) open.delete(key);
        const rows = await read(group)(db, [...batch.waiters.keys()]);
        for (const [k, waiters] of batch.waiters) {
          const row = rows.get(k);
          for (const w of waiters) w.resolve(row);
        }
      })
      .catch((error: unknown) => {
        if (open.get(key) === batch) open.delete(key);
        for (const waiters of batch.waiters.values()) for (const w of waiters) w.reject(error);
      });
  }

  return {
    /** The row of `k` in `group`, read in the group's next batch (undefined: none). */
    load(group: G, k: K): Promise<R | undefined> {
      const key = groupKey(group);
      let batch = open.get(key);
      if (!batch) {
        const created: Batch<K, R> = { waiters: new Map() };
        batch = created;
        open.set(key, created);
        setImmediate(() => send(key, group, created));
      }
      const target = batch;
      return new Promise<R | undefined>((resolve, reject) => {
        const same = target.waiters.get(k);
        if (same) same.push({ resolve, reject });
        else target.waiters.set(k, [{ resolve, reject }]);
      });
    },
  };
}

/** `prepare(db)` once per pool connection (each has its own drizzle database and prepared names). */
export function perConnection<T>(prepare: (db: Db) => T): (db: Db) => T {
  const prepared = new WeakMap<Db, T>();
  return (db) => {
    let found = prepared.get(db);
    if (!found) {
      found = prepare(db);
      prepared.set(db, found);
    }
    return found;
  };
}
