import { describe, expect, it } from 'vitest';
import type { Db } from './client.ts';
import { createReadBatcher } from './read-batch.ts';

/** A connection that is free only when the test says so. */
function gatedConnections() {
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  return {
    connections: {
      async withConnection<T>(fn: (db: Db) => Promise<T>) {
        await gate;
        return fn({} as Db);
      },
    },
    free() {
      open();
    },
  };
}

describe('read batcher (decision 221)', () => {
  it('sends the reads gathered before a connection was free as one read, each key its own answer', async () => {
    const pool = gatedConnections();
    const sent: string[][] = [];
    const batcher = createReadBatcher<string, string, string>(
      pool.connections,
      (g) => g,
      (g) => async (_db, keys) => {
        sent.push([...keys]);
        return new Map(keys.filter((k) => k !== 'gone').map((k) => [k, `${g}:${k}`]));
      },
    );
    const reads = [batcher.load('p', 'a'), batcher.load('p', 'b'), batcher.load('p', 'a'), batcher.load('p', 'gone')];
    await new Promise((r) => setImmediate(r));
    pool.free();
    expect(await Promise.all(reads)).toEqual(['p:a', 'p:b', 'p:a', undefined]);
    expect(sent).toEqual([['a', 'b', 'gone']]);
  });

  it('never joins a read already sent: a key asked while a read is in flight goes in the next one', async () => {
    const pool = gatedConnections();
    pool.free();
    const sent: string[][] = [];
    let answer: () => void = () => {};
    const inFlight = new Promise<void>((resolve) => {
      answer = resolve;
    });
    let version = 1;
    const batcher = createReadBatcher<string, string, string>(
      pool.connections,
      (g) => g,
      () => async (_db, keys) => {
        sent.push([...keys]);
        // What the database held when the read was sent.
        const seen = version;
        if (sent.length === 1) await inFlight;
        return new Map(keys.map((k) => [k, `${k}@${seen}`]));
      },
    );
    const first = batcher.load('p', 'a');
    while (sent.length === 0) await new Promise((r) => setImmediate(r));
    // A write committed after the first read was sent, then the same key asked again.
    version = 2;
    const second = batcher.load('p', 'a');
    answer();
    expect(await first).toBe('a@1');
    expect(await second).toBe('a@2');
    expect(sent).toEqual([['a'], ['a']]);
  });

  it('keeps one batch per group: two groups never share a read', async () => {
    const pool = gatedConnections();
    const sent: string[] = [];
    const batcher = createReadBatcher<string, string, string>(
      pool.connections,
      (g) => g,
      (g) => async (_db, keys) => {
        sent.push(`${g}:${keys.join(',')}`);
        return new Map(keys.map((k) => [k, g]));
      },
    );
    const reads = [batcher.load('p1', 'a'), batcher.load('p2', 'a'), batcher.load('p1', 'b')];
    await new Promise((r) => setImmediate(r));
    pool.free();
    expect(await Promise.all(reads)).toEqual(['p1', 'p2', 'p1']);
    expect(sent.sort()).toEqual(['p1:a,b', 'p2:a']);
  });

  it('a failed read fails every request of its batch, and the next batch is read afresh', async () => {
    const pool = gatedConnections();
    pool.free();
    let fail = true;
    const batcher = createReadBatcher<string, string, string>(
      pool.connections,
      (g) => g,
      () => async (_db, keys) => {
        if (fail) throw new Error('connection lost');
        return new Map(keys.map((k) => [k, 'ok']));
      },
    );
    const failed = Promise.allSettled([batcher.load('p', 'a'), batcher.load('p', 'b')]);
    expect((await failed).map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await batcher.load('p', 'a')).toBe('ok');
  });
});
