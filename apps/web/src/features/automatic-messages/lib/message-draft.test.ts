import { describe, expect, it } from 'vitest';
import { audienceOf, emptyDraft, formDataOf, frequencyOf } from './message-draft.ts';

describe('automatic message draft', () => {
  it('starts a birthday template as a daily birthday message at 09:00', () => {
    const d = emptyDraft('aniversario', new Date('2026-11-27T15:00:00Z'));
    expect(audienceOf(d)).toEqual({ kind: 'birthday' });
    expect(frequencyOf(d)).toEqual({ type: 'daily', hour: '09:00' });
    expect(d.day).toBe('2026-11-27');
  });
  it('turns the typed strings into the wire shapes', () => {
    const d = {
      ...emptyDraft('retorno'),
      audience: 'no_visit' as const,
      months: '6',
      frequency: 'weekly' as const,
      weekday: '3',
    };
    expect(audienceOf(d)).toEqual({ kind: 'no_visit', months: 6 });
    expect(frequencyOf(d)).toEqual({ type: 'weekly', weekday: 3, hour: '09:00' });
    expect(formDataOf({ ...d, values: { 1: '{{nome}}', 3: 'extra' } }, 2)).toEqual({ 1: '{{nome}}', 2: '' });
  });
});
