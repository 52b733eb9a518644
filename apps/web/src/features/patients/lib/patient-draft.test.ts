import { describe, expect, it } from 'vitest';
import { ageOf, bodyOf, draftErrors, draftOf } from './patient-draft.ts';

describe('patient draft', () => {
  it('sends typed text normalised and empty text as null', () => {
    const draft = {
      ...draftOf(null),
      full_name: '  Joana Prado ',
      cpf: '390.533.447-05',
      phone: '(11) 97123-4567',
      has_children: 'no' as const,
      social: { ...draftOf(null).social, instagram: '@joana' },
    };
    const body = bodyOf(draft);
    expect(body).toMatchObject({
      full_name: 'Joana Prado',
      cpf: '39053344705',
      phone: '11971234567',
      has_children: false,
      email: null,
      death_date: null,
      social_links: { instagram: '@joana', facebook: null },
    });
  });

  it('round-trips a saved patient into the form', () => {
    const draft = draftOf({ full_name: 'Ana', cpf: '39053344705', phone: '11971234567', has_children: true });
    expect(draft).toMatchObject({ cpf: '390.533.447-05', phone: '(11) 97123-4567', has_children: 'yes' });
  });

  it('gives the spec messages for a bad CPF, CNPJ and birth date, and requires the name', () => {
    const errors = draftErrors({ ...draftOf(null), cpf: '123.456.789-00', birthdate: '1900-01-01' });
    expect(errors).toMatchObject({ full_name: 'required', cpf: 'cpfInvalid', birthdate: 'birthdateRange' });
    expect(draftErrors({ ...draftOf(null), full_name: 'A', cpf: '12.345.678/0001-00' }).cpf).toBe('cnpjInvalid');
  });

  it('counts age in whole years', () => {
    expect(ageOf('1990-06-15', new Date(2026, 5, 14))).toBe(35);
    expect(ageOf('1990-06-15', new Date(2026, 5, 15))).toBe(36);
    expect(ageOf(null)).toBeNull();
  });
});
