import { ANAMNESIS_FORM_VERSION } from '@app/domain/patients/anamnesis-form';
import type { AnamnesisAnswers } from '@app/domain/patients/anamnesis-rules';
import type { Tx } from '../../platform/db/client.ts';
import { createPatientsSeedRepo } from './patients-seed.repo.ts';

const CLINIC = 'clinica-bem-estar';

const base: AnamnesisAnswers = {
  under_treatment: { value: false },
  medications: { value: false },
  allergies: { value: false },
  anticoagulants: { value: false },
  previous_surgeries: { value: false },
  previous_aesthetic: { value: false },
  pregnant: { value: 'no' },
  smoking: { value: 'never' },
  alcohol: { value: 'social' },
  sunscreen: { value: true },
};

/** Realistic answers of a São Paulo aesthetic clinic's patients, one per profile. */
const profiles: AnamnesisAnswers[] = [
  {
    ...base,
    medications: { value: true, detail: 'Levotiroxina 75 mcg em jejum' },
    conditions: { value: ['thyroid'] },
    previous_aesthetic: { value: true, detail: 'Toxina botulínica na testa em março de 2026' },
    main_complaint: { value: 'Linhas de expressão na testa e entre as sobrancelhas.' },
    expectations: { value: 'Aparência descansada, sem perder a expressão.' },
  },
  {
    ...base,
    allergies: { value: true, detail: 'Dipirona (urticária) e esparadrapo' },
    sun_exposure: { value: 'high' },
    sunscreen: { value: false },
    main_complaint: { value: 'Manchas no rosto que pioraram no verão.' },
  },
  {
    ...base,
    medications: { value: true, detail: 'Losartana 50 mg, uma vez ao dia' },
    conditions: { value: ['hypertension'] },
    previous_surgeries: { value: true, detail: 'Cesárea em 2019' },
    smoking: { value: 'former' },
    pregnant: { value: 'not_applicable' },
  },
  {
    ...base,
    conditions: { value: ['herpes'] },
    adverse_reactions: { value: true, detail: 'Herpes labial depois de preenchimento em 2024' },
    previous_aesthetic: { value: true, detail: 'Preenchimento labial com ácido hialurônico' },
    physical_activity: { value: true },
  },
  {
    ...base,
    anticoagulants: { value: true },
    medications: { value: true, detail: 'AAS 100 mg por recomendação do cardiologista' },
    conditions: { value: ['heart_disease', 'diabetes'] },
    pregnant: { value: 'not_applicable' },
  },
  { ...base, breastfeeding: { value: true }, pregnant: { value: 'no' }, sleep_hours: { value: 'under_6' } },
];

/**
 * Anamneses of the clinic's first eighteen patients (decision 165): some answered by the patient
 * through a link, others recorded by Dr. Pedro; two patients have an older one their new one
 * superseded. One insert per round (the seed stays fast).
 */
export async function seedDemoAnamneses(tx: Tx, place: { id: string; slug: string }, pedroId: string | undefined) {
  if (place.slug !== CLINIC) return;
  const repo = createPatientsSeedRepo();
  const rows = await repo.first(tx, place.id, 18);
  const day = 86_400_000;
  const now = Date.now();
  const byPatient = (index: number) => (index % 3 === 0 ? 'patient' : 'staff');
  const older = await repo.insertAnamneses(
    tx,
    rows.slice(0, 2).map((p, index) => ({
      placeId: place.id,
      patientId: p.id,
      formVersion: ANAMNESIS_FORM_VERSION,
      answers: base,
      filledBy: 'staff',
      authorUserId: pedroId ?? null,
      authorName: 'Dr. Pedro Prestador',
      createdAt: new Date(now - (200 + index) * day),
    })),
  );
  const supersedes = new Map(older.map((o) => [o.patientId, o.id]));
  await repo.insertAnamneses(
    tx,
    rows.map((p, index) => {
      const patient = byPatient(index) === 'patient';
      return {
        placeId: place.id,
        patientId: p.id,
        formVersion: ANAMNESIS_FORM_VERSION,
        answers: profiles[index % profiles.length] ?? base,
        filledBy: patient ? 'patient' : 'staff',
        authorUserId: patient ? null : (pedroId ?? null),
        authorName: patient ? null : 'Dr. Pedro Prestador',
        supersedes: supersedes.get(p.id) ?? null,
        createdAt: new Date(now - (3 + index * 4) * day),
      };
    }),
  );
}
