import { type Audience, type Frequency, nextRun } from '@app/domain/automatic-messages/rules';
import { addDays, localParts } from '@app/domain/scheduling/rules';
import { SANDBOX_NUMBERS, SANDBOX_TEMPLATES } from '../../integrations/whatsapp/sandbox.ts';
import type { Tx } from '../../platform/db/client.ts';
import { createAutomaticMessagesSeedRepo } from './automatic-messages-seed.repo.ts';

const repo = createAutomaticMessagesSeedRepo();

const CLINIC = 'clinica-bem-estar';

/**
 * The clinic sends from the sandbox's first number: a birthday message every day at 09:00, the
 * appointment reminder the evening before, and a return-visit invitation to whoever has not come
 * in six months (Mondays 10:00); the birthday one has a week of history for the list's counts.
 */
export async function seedDemoAutomaticMessages(tx: Tx, place: { id: string; slug: string }) {
  if (place.slug !== CLINIC) return;
  const number = SANDBOX_NUMBERS[0];
  const template = (name: string) => SANDBOX_TEMPLATES.find((t) => t.name === name);
  const birthday = template('aniversario');
  const reminder = template('lembrete_consulta');
  const comeBack = template('retorno');
  if (!number || !birthday || !reminder || !comeBack) return;
  await repo.routeNumber(tx, number.id, place.id);
  const now = new Date();
  const rows: {
    t: typeof birthday;
    description: string;
    filter: Audience;
    frequency: Frequency;
    formData: Record<string, string>;
  }[] = [
    {
      t: birthday,
      description: 'Feliz aniversário',
      filter: { kind: 'birthday' },
      frequency: { type: 'daily', hour: '09:00' },
      formData: { 1: '{{primeiro_nome}}', 2: '{{clinica}}' },
    },
    {
      t: reminder,
      description: 'Lembrete da consulta de amanhã',
      filter: { kind: 'appointment_tomorrow' },
      frequency: { type: 'daily', hour: '18:00' },
      formData: { 1: '{{primeiro_nome}}', 2: '{{profissional}}', 3: '{{data}}', 4: '{{hora}}' },
    },
    {
      t: comeBack,
      description: 'Retorno após 6 meses',
      filter: { kind: 'no_visit', months: 6 },
      frequency: { type: 'weekly', weekday: 1, hour: '10:00' },
      formData: { 1: '{{primeiro_nome}}', 2: '{{clinica}}' },
    },
  ];
  const saved = await repo.insertMessages(
    tx,
    rows.map((r) => ({
      placeId: place.id,
      numberId: number.id,
      templateId: r.t.id,
      templateName: r.t.name,
      templateLanguage: r.t.language,
      templateBody: r.t.body,
      description: r.description,
      filter: r.filter,
      frequency: r.frequency,
      formData: r.formData,
      nextRunAt: nextRun(r.frequency, now),
      lastRunAt: new Date(now.getTime() - 86_400_000),
    })),
  );
  const birthdayId = saved[0]?.id;
  if (!birthdayId) return;
  // A week of birthday runs to the consented patients: most delivered or read, one failed.
  const consented = await repo.consentedPatients(tx, place.id, 7);
  const today = localParts(now).date;
  const statuses = ['read', 'delivered', 'delivered', 'sent', 'read', 'failed', 'delivered'] as const;
  await repo.insertSends(
    tx,
    consented.map((p, i) => {
      const parameters = [p.name.split(' ')[0] ?? p.name, 'Clínica Bem-Estar'];
      return {
        placeId: place.id,
        automaticMessageId: birthdayId,
        patientId: p.id,
        occurrence: addDays(today, -(i + 1)),
        numberId: number.id,
        phone: `55${p.phone}`,
        parameters,
        status: statuses[i] ?? 'sent',
        providerMessageId: `wamid.SEED${i}`,
        errorCode: statuses[i] === 'failed' ? 131051 : null,
        attempts: 1,
        sentAt: new Date(now.getTime() - (i + 1) * 86_400_000),
        createdAt: new Date(now.getTime() - (i + 1) * 86_400_000),
      };
    }),
  );
}
