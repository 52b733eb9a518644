import { describe, expect, it } from 'vitest';
import { EMPTY_ADDRESS_FORM, formDefaults, maskCep, validateAddressForm } from './address-form.ts';

const full = {
  cep: '01310-100',
  state: 'SP',
  city: 'São Paulo',
  district: 'Bela Vista',
  street: 'Avenida Paulista',
  number: '1000',
  complement: 'Apto 12',
};

describe('address form', () => {
  it('requires state, city, district, street and number; the complement is optional', () => {
    expect(validateAddressForm(EMPTY_ADDRESS_FORM, { cepRequired: false })).toEqual({
      state: 'required',
      city: 'required',
      district: 'required',
      street: 'required',
      number: 'required',
    });
    expect(validateAddressForm(full, { cepRequired: true })).toEqual({});
    expect(validateAddressForm({ ...full, complement: '  ' }, { cepRequired: true })).toEqual({});
  });

  it('CEP: exactly 8 digits, required only for service suppliers', () => {
    expect(validateAddressForm({ ...full, cep: '' }, { cepRequired: false })).toEqual({});
    expect(validateAddressForm({ ...full, cep: '' }, { cepRequired: true }).cep).toBe('required');
    expect(validateAddressForm({ ...full, cep: '0131010' }, { cepRequired: false }).cep).toBe('cepInvalid');
  });

  it('masks the CEP as it is typed', () => {
    expect(maskCep('0131')).toBe('0131');
    expect(maskCep('013101')).toBe('01310-1');
    expect(maskCep('01310-100999')).toBe('01310-100');
    expect(maskCep('ab01310100')).toBe('01310-100');
  });

  it('a single state fills and locks the state; a single city is pre-selected', () => {
    expect(formDefaults(['SP'], () => ['São Paulo'])).toEqual({ state: 'SP', city: 'São Paulo' });
    expect(formDefaults(['SP'], () => ['São Paulo', 'Osasco'])).toEqual({ state: 'SP', city: '' });
    expect(formDefaults(['SP', 'RJ'], () => ['x'])).toEqual({ state: '', city: '' });
  });
});
