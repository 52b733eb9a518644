import { describe, expect, it } from 'vitest';
import { EMPTY_CHECK_IN, toWireGuest, validateCheckIn } from './check-in-form.ts';

const filled = {
  ...EMPTY_CHECK_IN,
  full_name: 'Helena Prado',
  phone: '(21) 98765-4321',
  email: 'helena@example.com',
  occupation: 'Arquiteta',
  nationality: 'Brasileira',
  birthdate: '1988-04-17',
  gender: 'F' as const,
  document_number: '123456789',
  document_issuer: 'SSP-RJ',
  address_street: 'Rua do Porto',
  address_city: 'Paraty',
  country: 'Brasil',
};

describe('check-in form', () => {
  it('names every required field of an empty form, and none of the optional ones', () => {
    const errors = validateCheckIn(EMPTY_CHECK_IN);
    expect(Object.keys(errors).sort()).toEqual(
      [
        'address_city',
        'address_street',
        'birthdate',
        'country',
        'document_issuer',
        'document_number',
        'email',
        'full_name',
        'gender',
        'nationality',
        'occupation',
        'phone',
      ].sort(),
    );
    expect(errors.full_name).toBe('fullNameRequired');
  });

  it('takes a filled form; a wrong CPF or a CNPJ is refused; trip data stays optional', () => {
    expect(validateCheckIn(filled)).toEqual({});
    expect(validateCheckIn({ ...filled, cpf: '111.111.111-11' }).cpf).toBe('cpfInvalid');
    expect(validateCheckIn({ ...filled, cpf: '11.222.333/0001-81' }).cpf).toBe('cpfInvalid');
    const wire = toWireGuest({ ...filled, trip_purpose: 'business' });
    expect(wire.trip_purpose).toBe('business');
    expect(wire.arriving_by).toBeUndefined();
    expect(wire.cpf).toBeUndefined();
  });
});
