// The anamnesis form of an aesthetic / medical clinic (decision 165), versioned: every saved
// anamnesis names the version it was answered under and is shown with that version's questions.
// A question's wording lives in the `anamnesis` locale files under its key; a reworded question
// gets a new key (and the form a new version), so an old answer never shows under new words.

/** yes_no: sim/não with an optional detail (required when `detailWhenYes`); choice: one option;
 * multi: any options; text: free text. */
export type AnamnesisFieldKind = 'yes_no' | 'choice' | 'multi' | 'text';

export type AnamnesisField = {
  key: string;
  kind: AnamnesisFieldKind;
  required?: boolean;
  /** yes_no: the detail must be told when the answer is yes. */
  detailWhenYes?: boolean;
  options?: readonly string[];
};

export type AnamnesisSection = { key: string; fields: readonly AnamnesisField[] };
export type AnamnesisForm = { version: string; sections: readonly AnamnesisSection[] };

const CONDITIONS = [
  'diabetes',
  'hypertension',
  'heart_disease',
  'thyroid',
  'epilepsy',
  'autoimmune',
  'bleeding_disorder',
  'herpes',
  'keloid',
  'cancer',
  'hepatitis',
  'hiv',
  'kidney_disease',
  'depression_anxiety',
] as const;

const FORM_2026_11: AnamnesisForm = {
  version: '2026-11',
  sections: [
    {
      key: 'health',
      fields: [
        { key: 'under_treatment', kind: 'yes_no', required: true, detailWhenYes: true },
        { key: 'medications', kind: 'yes_no', required: true, detailWhenYes: true },
        { key: 'allergies', kind: 'yes_no', required: true, detailWhenYes: true },
        { key: 'conditions', kind: 'multi', options: CONDITIONS },
        { key: 'other_conditions', kind: 'text' },
        { key: 'anticoagulants', kind: 'yes_no', required: true },
      ],
    },
    {
      key: 'history',
      fields: [
        { key: 'previous_surgeries', kind: 'yes_no', required: true, detailWhenYes: true },
        { key: 'previous_aesthetic', kind: 'yes_no', required: true, detailWhenYes: true },
        { key: 'adverse_reactions', kind: 'yes_no', detailWhenYes: true },
        { key: 'dental_treatment', kind: 'yes_no' },
      ],
    },
    {
      key: 'habits',
      fields: [
        { key: 'smoking', kind: 'choice', options: ['never', 'current', 'former'] },
        { key: 'alcohol', kind: 'choice', options: ['never', 'social', 'frequent'] },
        { key: 'physical_activity', kind: 'yes_no', detailWhenYes: false },
        { key: 'sun_exposure', kind: 'choice', options: ['low', 'moderate', 'high'] },
        { key: 'sunscreen', kind: 'yes_no' },
        { key: 'sleep_hours', kind: 'choice', options: ['under_6', '6_to_8', 'over_8'] },
      ],
    },
    {
      key: 'women',
      fields: [
        { key: 'pregnant', kind: 'choice', required: true, options: ['no', 'yes', 'maybe', 'not_applicable'] },
        { key: 'breastfeeding', kind: 'yes_no' },
        { key: 'contraceptive', kind: 'yes_no', detailWhenYes: false },
      ],
    },
    {
      key: 'goals',
      fields: [
        { key: 'main_complaint', kind: 'text' },
        { key: 'expectations', kind: 'text' },
      ],
    },
  ],
};

/** Every version ever used, by name; the last one is what new anamneses are answered under. */
export const ANAMNESIS_FORMS: Readonly<Record<string, AnamnesisForm>> = { [FORM_2026_11.version]: FORM_2026_11 };
export const ANAMNESIS_FORM_VERSION = FORM_2026_11.version;
export const currentAnamnesisForm = (): AnamnesisForm => FORM_2026_11;

/** Longest free text of one answer (a detail, an observation). */
export const ANAMNESIS_TEXT_MAX = 2_000;
