import { describe, expect, it } from 'vitest';
import { cpfCellOf, isoDayOf, mapColumns, patientOfRow } from './import-rules.ts';

describe('the patient import rules', () => {
  it('maps the headers people write, with accents, case and punctuation, and ignores the unknown', () => {
    expect(
      mapColumns(['Nome Completo', 'CPF', 'Data de Nascimento', 'Celular', 'E-mail', 'Sexo', 'Cor favorita']),
    ).toEqual(['full_name', 'cpf', 'birthdate', 'phone', 'email', 'gender', null]);
    expect(mapColumns(['Profissão', 'Observações:', 'Nome da mãe', 'nome'])).toEqual([
      'occupation',
      'observations',
      'mother_name',
      'full_name',
    ]);
    expect(mapColumns(['Nome', 'Paciente'])).toEqual(['full_name', null]);
  });

  it('reads Brazilian dates and gives a CPF its lost leading zeros', () => {
    expect(isoDayOf('05/03/1988')).toBe('1988-03-05');
    expect(isoDayOf('5-3-1988')).toBe('1988-03-05');
    expect(isoDayOf('1988-03-05T00:00:00.000Z')).toBe('1988-03-05');
    expect(isoDayOf('março de 88')).toBe('março de 88');
    expect(cpfCellOf('1234567890')).toBe('01234567890');
    expect(cpfCellOf('123.456.789-09')).toBe('123.456.789-09');
  });

  it('turns a row into the form body, leaving out empty cells', () => {
    expect(
      patientOfRow({
        full_name: ' Ana Souza ',
        gender: 'Feminino',
        marital_status: 'Casada',
        blood_type: 'o +',
        email: '',
      }),
    ).toEqual({ full_name: 'Ana Souza', gender: 'female', marital_status: 'married', blood_type: 'O+' });
    expect(patientOfRow({ gender: 'talvez' })).toEqual({ gender: 'talvez' });
  });
});
