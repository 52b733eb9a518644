import { ANAMNESIS_FORMS, ANAMNESIS_TEXT_MAX, type AnamnesisField } from './anamnesis-form.ts';

// The rules of an anamnesis' answers (decision 165). Pure: the server and the forms share them.

/** One answer: the value (yes/no, an option, options, a text) and, for yes/no, a detail. */
export type AnamnesisAnswer = { value: boolean | string | string[] | null; detail?: string | null };
export type AnamnesisAnswers = Record<string, AnamnesisAnswer>;

/** What is wrong with one answer, as a message key of the `anamnesis` texts. */
export type AnamnesisProblem = { field: string; message: 'answerRequired' | 'detailRequired' | 'answerInvalid' };

const filled = (text: unknown) => typeof text === 'string' && text.trim() !== '';

function problemOf(field: AnamnesisField, answer: AnamnesisAnswer | undefined): AnamnesisProblem['message'] | null {
  const value = answer?.value ?? null;
  const empty = value === null || value === '' || (Array.isArray(value) && value.length === 0);
  if (empty) return field.required ? 'answerRequired' : null;
  switch (field.kind) {
    case 'yes_no':
      if (typeof value !== 'boolean') return 'answerInvalid';
      if (value && field.detailWhenYes && !filled(answer?.detail)) return 'detailRequired';
      return null;
    case 'choice':
      return typeof value === 'string' && field.options?.includes(value) ? null : 'answerInvalid';
    case 'multi':
      return Array.isArray(value) &&
        value.every((v) => field.options?.includes(v)) &&
        new Set(value).size === value.length
        ? null
        : 'answerInvalid';
    case 'text':
      return typeof value === 'string' && value.length <= ANAMNESIS_TEXT_MAX ? null : 'answerInvalid';
  }
}

/**
 * The problems of `answers` under form `version`: unknown versions and questions are refused, a
 * required question must be answered, a "yes" that asks for details must have them.
 */
export function anamnesisProblems(version: string, answers: AnamnesisAnswers): AnamnesisProblem[] | 'unknown_version' {
  const form = ANAMNESIS_FORMS[version];
  if (!form) return 'unknown_version';
  const fields = form.sections.flatMap((s) => s.fields);
  const known = new Set(fields.map((f) => f.key));
  const problems: AnamnesisProblem[] = Object.keys(answers)
    .filter((key) => !known.has(key))
    .map((field) => ({ field, message: 'answerInvalid' as const }));
  for (const field of fields) {
    const message = problemOf(field, answers[field.key]);
    if (message) problems.push({ field: field.key, message });
  }
  return problems;
}

/** The answers kept: only the questions answered, details only where they belong. */
export function cleanAnswers(version: string, answers: AnamnesisAnswers): AnamnesisAnswers {
  const form = ANAMNESIS_FORMS[version];
  const out: AnamnesisAnswers = {};
  for (const field of form?.sections.flatMap((s) => s.fields) ?? []) {
    const a = answers[field.key];
    const v = a?.value ?? null;
    if (v === null || v === '' || (Array.isArray(v) && v.length === 0)) continue;
    const detail = field.kind === 'yes_no' && v === true && filled(a?.detail) ? (a?.detail ?? '').trim() : null;
    out[field.key] = { value: typeof v === 'string' ? v.trim() : v, ...(detail ? { detail } : {}) };
  }
  return out;
}
