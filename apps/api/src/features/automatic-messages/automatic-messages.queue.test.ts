import { CONSENT_TEXT_VERSION } from '@app/domain/patients/rules';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { containerOf } from '../../app.ts';
import { WhatsappError, type WhatsappPort } from '../../integrations/whatsapp/index.ts';
import { SANDBOX_NUMBERS, SANDBOX_TEMPLATES } from '../../integrations/whatsapp/sandbox.ts';
import { createJobQueue, type JobQueue } from '../../platform/db/job-queue.ts';
import { type StaffAuth, staffAuth } from '../../test/logins.ts';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.ts';
import { automaticMessageJobs } from './automatic-messages.jobs.ts';
import { createAutomaticMessagesRepo } from './automatic-messages.repo.ts';
import { createAutomaticMessagesService, RUN_JOB, SEND_JOB } from './automatic-messages.service.ts';
import { automaticMessageSends, automaticMessages } from './automatic-messages.tables.ts';

const CLINIC = DEMO.places[2];
let t: TestApp;
let manager: StaffAuth;
const queues: JobQueue[] = [];
/** Every send that reached "Meta", whichever instance made it. */
const delivered: string[] = [];
let failOnce = true;

/** The provider: the first send fails for a transient reason (retried by the queue), then all succeed. */
const provider: WhatsappPort = {
  listNumbers: async () => SANDBOX_NUMBERS,
  listTemplates: async () => SANDBOX_TEMPLATES,
  async sendTemplate(message) {
    if (failOnce) {
      failOnce = false;
      throw new WhatsappError('timeout', null, false);
    }
    delivered.push(message.to);
    return { messageId: `wamid.Q${delivered.length}` };
  },
};

beforeAll(async () => {
  t = await createTestApp();
  manager = await staffAuth(t, CLINIC, '10.182.0.1');
});
afterAll(async () => {
  for (const q of queues) await q.stop();
  await t.close();
});

describe('automatic messages on three API instances (three pg-boss workers on one database)', () => {
  it('each recipient of a due message gets it exactly once, a transient failure retried', async () => {
    const as = { place: CLINIC, ...manager };
    const phones = ['11966600001', '11966600002', '11966600003', '11966600004'];
    for (const [i, phone] of phones.entries()) {
      const p = await t.call('patients/create', { full_name: `Fila Paciente ${i}`, phone }, as);
      await t.call(
        'patients/consent',
        {
          patient_id: p.body.data.patient._id,
          purpose: 'messages',
          granted: true,
          text_version: CONSENT_TEXT_VERSION.messages,
        },
        as,
      );
    }
    const created = await t.call(
      'automaticmessages/create',
      {
        filter: { kind: 'all_patients' },
        frequency: { type: 'daily', hour: '09:00' },
        formData: { 1: '{{nome}}', 2: '{{clinica}}' },
        description: 'Fila',
        numberId: SANDBOX_NUMBERS[0]?.id,
        templateId: SANDBOX_TEMPLATES[0]?.id,
      },
      as,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.data.automatic_message._id as string;
    const clinicId = (await containerOf(t.app).placeCache.find(CLINIC))?.id as string;
    // The demo's own messages stay out of this run: only this one is due (a minute ago).
    await t.database.inPlace(clinicId, async (tx) => {
      await tx.update(automaticMessages).set({ status: 'paused' }).where(sql`${automaticMessages.id} <> ${id}`);
      await tx
        .update(automaticMessages)
        .set({ nextRunAt: new Date(Date.now() - 60_000) })
        .where(eq(automaticMessages.id, id));
    });

    for (let i = 0; i < 3; i++) {
      const ref: { queue?: JobQueue } = {};
      const service = createAutomaticMessagesService({
        database: t.database,
        repo: createAutomaticMessagesRepo(),
        whatsapp: provider,
        queue: (name, data, options) =>
          ref.queue?.send(name, data, { retryLimit: 5, retryBackoff: false, ...options }) ?? Promise.resolve(),
      });
      const jobs = automaticMessageJobs(service);
      // Only the on-demand jobs: the every-minute tick is what RUN_JOB stands in for here.
      ref.queue = createJobQueue(
        t.database,
        { scheduled: [], onDemand: jobs.onDemand },
        { error: () => {} },
        { pollSeconds: 0.5 },
      );
      queues.push(ref.queue);
    }
    for (const q of queues) await q.start();
    // Every instance fires the run at once (as a cron tick would on each, were it not stored once).
    await Promise.all(queues.map((q) => q.send(RUN_JOB, {})));

    const statuses = async () =>
      t.database.inPlace(clinicId, (tx) =>
        tx
          .select({ status: automaticMessageSends.status, phone: automaticMessageSends.phone })
          .from(automaticMessageSends)
          .where(eq(automaticMessageSends.automaticMessageId, id)),
      );
    let rows = await statuses();
    for (let i = 0; i < 120 && (rows.length === 0 || rows.some((r) => r.status !== 'sent')); i++) {
      await new Promise((r) => setTimeout(r, 500));
      rows = await statuses();
      // Each instance also queues every row again, as a doubled run would: the singleton key and the claim absorb it.
      if (i === 2)
        for (const q of queues)
          for (const r of await pendingIds())
            await q.send(SEND_JOB, { placeId: clinicId, sendId: r }, { singletonKey: r });
    }
    async function pendingIds() {
      const all = await t.database.inPlace(clinicId, (tx) =>
        tx
          .select({ id: automaticMessageSends.id })
          .from(automaticMessageSends)
          .where(eq(automaticMessageSends.automaticMessageId, id)),
      );
      return all.map((r) => r.id);
    }

    expect(
      rows.every((r) => r.status === 'sent'),
      JSON.stringify(rows),
    ).toBe(true);
    for (const phone of phones) expect(delivered.filter((to) => to === `55${phone}`)).toHaveLength(1);
    // No recipient twice, and the run's rows are exactly what reached the provider.
    expect(new Set(delivered).size).toBe(delivered.length);
    expect(delivered.sort()).toEqual(rows.map((r) => r.phone).sort());
  }, 120_000);
});
