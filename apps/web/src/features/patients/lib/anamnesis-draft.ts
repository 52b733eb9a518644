import { ANAMNESIS_FORMS, type AnamnesisField } from '@app/domain/patients/anamnesis-form';
import { type AnamnesisAnswers, type AnamnesisProblem, anamnesisProblems } from '@app/domain/patients/anamnesis-rules';

// The anamnesis form as typed, and what the form tells before sending (the server says the same,
// from the same rule).

export type AnamnesisErrors = Record<string, AnamnesisProblem['message']>;

/** The problems of the answers by question, under the form version (none for an unknown version). */
export function answerErrors(version: string, answers: AnamnesisAnswers): AnamnesisErrors {
  const problems = anamnesisProblems(version, answers);
  if (problems === 'unknown_version') return {};
  return Object.fromEntries(problems.map((p) => [p.field, p.message]));
}

/** The questions of a form version, in order (an unknown version has none). */
export function questionsOf(version: string): AnamnesisField[] {
  return ANAMNESIS_FORMS[version]?.sections.flatMap((s) => s.fields) ?? [];
}

/** Toggles one option of a multiple-choice answer. */
export function toggleOption(current: AnamnesisAnswers[string] | undefined, option: string): string[] {
  const chosen = Array.isArray(current?.value) ? current.value : [];
  return chosen.includes(option) ? chosen.filter((o) => o !== option) : [...chosen, option];
}
