import { normalizeCep, validateCep } from '@app/domain/addresses/rules';
import type { MessageKey } from '@app/domain/shared/messages';

// The address form's rules (spec 1 §5): state, city, district, street and number required; CEP
// exactly 8 digits, required for service suppliers. The complement is optional: a house has none
// (decision 067).

export type AddressFormValues = {
  cep: string;
  state: string;
  city: string;
  district: string;
  street: string;
  number: string;
  complement: string;
};

export type AddressFormField = keyof AddressFormValues;

export const EMPTY_ADDRESS_FORM: AddressFormValues = {
  cep: '',
  state: '',
  city: '',
  district: '',
  street: '',
  number: '',
  complement: '',
};

const REQUIRED: readonly AddressFormField[] = ['state', 'city', 'district', 'street', 'number'];

export function validateAddressForm(
  values: AddressFormValues,
  { cepRequired }: { cepRequired: boolean },
): Partial<Record<AddressFormField, MessageKey>> {
  const errors: Partial<Record<AddressFormField, MessageKey>> = {};
  const cep = validateCep(values.cep, { required: cepRequired });
  if (cep) errors.cep = cep;
  for (const field of REQUIRED) if (values[field].trim() === '') errors[field] = 'required';
  return errors;
}

/** CEP mask while typing: digits only, '01310-100' once it has more than 5. */
export function maskCep(input: string): string {
  const digits = normalizeCep(input).slice(0, 8);
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}

/** The form's choices from the place's lists: one state disables the field, one city is pre-selected. */
export function formDefaults(
  states: readonly string[],
  citiesOf: (uf: string) => readonly string[],
): Pick<AddressFormValues, 'state' | 'city'> {
  const state = states.length === 1 ? (states[0] ?? '') : '';
  const cities = state ? citiesOf(state) : [];
  return { state, city: cities.length === 1 ? (cities[0] ?? '') : '' };
}
