import { ANAMNESIS_FORM_VERSION } from '@app/domain/patients/anamnesis-form';
import { describe, expect, it } from 'vitest';
import { answerErrors, questionsOf, toggleOption } from './anamnesis-draft.ts';

describe('anamnesis draft', () => {
  it('marks every required question of an empty form, and a yes without details', () => {
    const errors = answerErrors(ANAMNESIS_FORM_VERSION, { medications: { value: true, detail: ' ' } });
    expect(errors.allergies).toBe('answerRequired');
    expect(errors.pregnant).toBe('answerRequired');
    expect(errors.medications).toBe('detailRequired');
    expect(errors.smoking).toBeUndefined();
  });

  it('an unknown option or question is invalid; an unknown version has no questions', () => {
    const errors = answerErrors(ANAMNESIS_FORM_VERSION, { smoking: { value: 'cachimbo' }, shoe_size: { value: '40' } });
    expect(errors.smoking).toBe('answerInvalid');
    expect(errors.shoe_size).toBe('answerInvalid');
    expect(questionsOf('1999-01')).toEqual([]);
    expect(questionsOf(ANAMNESIS_FORM_VERSION).length).toBeGreaterThan(15);
  });

  it('toggles options of a multiple choice', () => {
    expect(toggleOption(undefined, 'diabetes')).toEqual(['diabetes']);
    expect(toggleOption({ value: ['diabetes', 'herpes'] }, 'diabetes')).toEqual(['herpes']);
  });
});
