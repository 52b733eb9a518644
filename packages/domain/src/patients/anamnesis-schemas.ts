import { z } from 'zod';
import { plainText } from '../shared/zod-rules.ts';
import { ANAMNESIS_FORM_VERSION, ANAMNESIS_TEXT_MAX } from './anamnesis-form.ts';

// The wire of the anamnesis (spec 2 §7 anamnesis/get|create; decision 165). The answers are
// checked against the form version by `anamnesisProblems` on the server.

const id = (text: string) => z.uuid(text);

export const AnamnesisAnswerWire = z.object({
  value: z
    .union([z.boolean(), plainText(ANAMNESIS_TEXT_MAX), z.array(plainText(60)).max(40, 'Escolha no máximo 40 opções.')])
    .nullable(),
  detail: plainText(ANAMNESIS_TEXT_MAX).nullable().optional(),
});

/** Answers by question key (at most the questions of a form). */
export const AnamnesisAnswersWire = z
  .record(z.string().max(60), AnamnesisAnswerWire)
  .refine((r) => Object.keys(r).length <= 100, 'Respostas demais.');

/** What is sent to save an anamnesis, by staff or through a link. */
export const AnamnesisFill = z.object({
  form_version: z.string().max(20).default(ANAMNESIS_FORM_VERSION),
  answers: AnamnesisAnswersWire,
});

export const Anamnesis = z.object({
  _id: z.string(),
  patient_id: z.string(),
  form_version: z.string(),
  answers: z.record(z.string(), AnamnesisAnswerWire),
  /** Who filled it: a professional at the clinic, or the patient through a link. */
  filled_by: z.enum(['staff', 'patient']),
  author_name: z.string().nullable(),
  /** The anamnesis this one replaced (the previous one), or null for the first. */
  supersedes: z.string().nullable(),
  created_at: z.string(),
});
export type Anamnesis = z.infer<typeof Anamnesis>;

export const AnamnesisGetBody = z.object({ patient_id: id('Paciente não encontrado.') });
export const AnamnesisGetResponse = z.object({
  patient: z.object({ _id: z.string(), full_name: z.string() }),
  /** Newest first: the first one is the current anamnesis, the others the ones it superseded. */
  anamneses: z.array(Anamnesis),
});

export const AnamnesisCreateBody = AnamnesisFill.extend({ patient_id: id('Paciente não encontrado.') });
export const AnamnesisCreateResponse = z.object({ anamnesis: Anamnesis });
