import type { CallInput, CallResult } from '@app/domain';
import { type AnamnesisAnswers, anamnesisProblems, cleanAnswers } from '@app/domain/patients/anamnesis-rules';
import type { Anamnesis } from '@app/domain/patients/anamnesis-schemas';
import type { TimelineItem } from '@app/domain/patients/schemas';
import { type Actor, placeOf } from '../../platform/actor.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Database, Tx } from '../../platform/db/client.ts';
import { invalidField } from '../../platform/service-kit.ts';
import { guardedDatabase, patientAuditOf, staffOf, visiblePatientOf } from './patient-access.ts';
import { linkText } from './patient-links.messages.ts';
import type { AnamnesisData, PatientLinksRepo } from './patient-links.repo.ts';
import type { PatientsRepo } from './patients.repo.ts';

export function anamnesisView(a: AnamnesisData): Anamnesis {
  return {
    _id: a.id,
    patient_id: a.patientId,
    form_version: a.formVersion,
    answers: a.answers,
    filled_by: a.filledBy === 'patient' ? 'patient' : 'staff',
    author_name: a.authorName,
    supersedes: a.supersedes,
    created_at: a.createdAt.toISOString(),
  };
}

/** Brazil's day and hour of an instant, for the timeline (which sorts by day then hour). */
function brazilDayHour(at: Date): { date: string; hour: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const p = (type: string) => parts.find((x) => x.type === type)?.value ?? '00';
  return { date: `${p('year')}-${p('month')}-${p('day')}`, hour: `${p('hour')}:${p('minute')}` };
}

/** The anamneses as timeline items (decision 137): one per answered anamnesis. */
export function anamnesisTimeline(rows: AnamnesisData[]): TimelineItem[] {
  return rows.map((a) => ({
    kind: 'anamnesis' as const,
    _id: a.id,
    ...brazilDayHour(a.createdAt),
    title: a.filledBy === 'patient' ? 'patient' : 'staff',
    author_name: a.authorName ?? '',
    addendum_to: a.supersedes,
    addenda: 0,
  }));
}

/** The problems of the answers as one field error (the form checks all of them with the same rule). */
export function assertAnswers(actor: Actor, version: string, answers: AnamnesisAnswers) {
  const problems = anamnesisProblems(version, answers);
  if (problems === 'unknown_version') {
    throw new AppError('anamnesis_version_unknown', linkText(actor, 'versionUnknown'), 400, {
      extra: { field: 'form_version' },
    });
  }
  const first = problems[0];
  if (first) throw invalidField(`answers.${first.field}`, linkText(actor, first.message));
}

/** Saves a new anamnesis superseding the patient's current one (answers are never edited). */
export async function saveAnamnesis(
  repo: PatientLinksRepo,
  tx: Tx,
  values: {
    placeId: string;
    patientId: string;
    formVersion: string;
    answers: AnamnesisAnswers;
    filledBy: 'staff' | 'patient';
    authorUserId: string | null;
    authorName: string | null;
    linkId: string | null;
  },
) {
  const [current] = await repo.anamneses(tx, values.placeId, values.patientId, 1);
  return repo.insertAnamnesis(tx, {
    ...values,
    answers: cleanAnswers(values.formVersion, values.answers),
    supersedes: current?.id ?? null,
  });
}

/** The anamnesis (spec 2 §7 anamnesis/get|create; decision 165), read and written by professionals. */
export function createAnamnesisService(deps: { database: Database; patients: PatientsRepo; links: PatientLinksRepo }) {
  const database = guardedDatabase(deps.database);
  const audit = patientAuditOf(deps.patients);

  return {
    async get(actor: Actor, input: CallInput<'anamnesis/get'>): Promise<CallResult<'anamnesis/get'>> {
      const placeId = placeOf(actor).id;
      return database.inPlace(placeId, async (tx) => {
        const patient = await visiblePatientOf(deps.patients, tx, actor, input.patient_id);
        await audit(tx, actor, patient.id, 'anamnesis.read');
        const rows = await deps.links.anamneses(tx, placeId, patient.id);
        return { patient: { _id: patient.id, full_name: patient.fullName }, anamneses: rows.map(anamnesisView) };
      });
    },

    async create(actor: Actor, input: CallInput<'anamnesis/create'>): Promise<CallResult<'anamnesis/create'>> {
      assertAnswers(actor, input.form_version, input.answers);
      const manager = staffOf(actor);
      const placeId = placeOf(actor).id;
      return database.inPlace(placeId, async (tx) => {
        const patient = await visiblePatientOf(deps.patients, tx, actor, input.patient_id);
        const saved = await saveAnamnesis(deps.links, tx, {
          placeId,
          patientId: patient.id,
          formVersion: input.form_version,
          answers: input.answers,
          filledBy: 'staff',
          authorUserId: manager.userId,
          authorName: actor.user?.record.username ?? null,
          linkId: null,
        });
        await audit(tx, actor, patient.id, 'anamnesis.create', `anamnesis:${saved.id}`);
        return { anamnesis: anamnesisView(saved) };
      });
    },

    /** Timeline items of a patient's anamneses, for the patient view. */
    async timeline(tx: Tx, placeId: string, patientId: string): Promise<TimelineItem[]> {
      return anamnesisTimeline(await deps.links.anamneses(tx, placeId, patientId));
    },
  };
}
export type AnamnesisService = ReturnType<typeof createAnamnesisService>;
