import PgBoss from 'pg-boss';
import type { Database } from './client.ts';

/** A job the queue runs: its name, its cron (São Paulo time) and what it does. */
export type ScheduledJob = { name: string; cron: string; run: () => Promise<unknown> };

/** A job the app sends on its own (e.g. right after a cancellation), run once by one instance. */
export type OnDemandJob = {
  name: string;
  run: (data: Record<string, unknown>) => Promise<unknown>;
  /** pg-boss queue policy: 'stately' keeps one queued job per singleton key (default 'standard'). */
  policy?: 'standard' | 'stately';
};

/**
 * Per job: a singleton key (with a 'stately' queue, a second send of the same key is dropped), retries,
 * and the time it may run from (a reminder's due time; decision 200).
 */
export type SendOptions = { singletonKey?: string; retryLimit?: number; retryBackoff?: boolean; startAfter?: Date };

export type JobQueue = {
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Queues a job now; never inside a transaction (the queue shares the database connection). */
  send(name: string, data: Record<string, unknown>, options?: SendOptions): Promise<void>;
};

type RawClient = {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  exec?: (text: string) => Promise<{ rows: unknown[] }[]>;
};

/**
 * The Postgres-backed job queue of DESIGN.md (pg-boss; decision 130): each job runs exactly once
 * across API instances, cron schedules live in the database, failed jobs retry. It runs on the
 * app's own connection, so the embedded PGlite needs no second server: pg-boss sends several
 * statements at once only without parameters, which PGlite runs through exec.
 */
export function createJobQueue(
  database: Database,
  jobs: { scheduled: ScheduledJob[]; onDemand: OnDemandJob[] },
  log: { error(obj: object, msg?: string): void },
  options: { pollSeconds?: number } = {},
): JobQueue {
  const client = (database.db as unknown as { $client: RawClient }).$client;
  const executeSql = async (text: string, values: unknown[] = []) => {
    if (values.length === 0 && database.kind === 'pglite' && client.exec) {
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    }
    return client.query(text, values);
  };
  const boss = new PgBoss({ db: { executeSql }, schedule: true, supervise: true, migrate: true });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  let started = false;

  return {
    async start() {
      await boss.start();
      started = true;
      for (const job of [...jobs.scheduled, ...jobs.onDemand]) {
        await boss.createQueue(job.name, {
          name: job.name,
          policy: 'policy' in job ? (job.policy ?? 'standard') : 'standard',
        });
      }
      for (const job of jobs.scheduled) {
        await boss.schedule(job.name, job.cron, {}, { tz: 'America/Sao_Paulo' });
        await boss.work(job.name, { pollingIntervalSeconds: 30 }, async () => {
          await job.run();
        });
      }
      for (const job of jobs.onDemand) {
        await boss.work(job.name, { pollingIntervalSeconds: options.pollSeconds ?? 5 }, async ([one]) => {
          if (one) await job.run((one.data ?? {}) as Record<string, unknown>);
        });
      }
    },
    async stop() {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, wait: true, timeout: 5_000 });
    },
    async send(name, data, options = {}) {
      if (!started) return;
      await boss.send(name, data, { retryLimit: 3, retryDelay: 30, ...options });
    },
  };
}
