import { type DocumentType, validateDocumentNumber } from '@app/domain/check-in/rules';
import type { MessageKey } from '@app/domain/shared/messages';
import {
  maskCpfCnpj,
  normalizeCpfCnpj,
  validateBirthdate,
  validateCpfCnpj,
  validateEmail,
  validateFullName,
  validatePhone,
} from '@app/domain/users/rules';
import type { CheckInGuest } from '../api/check-in-calls.ts';

// The check-in form's values as typed, their checks (the domain's rules and messages) and the wire.

export type CheckInValues = {
  full_name: string;
  phone: string;
  email: string;
  occupation: string;
  nationality: string;
  birthdate: string;
  gender: '' | 'M' | 'F' | 'NA';
  cpf: string;
  document_type: DocumentType;
  document_number: string;
  document_issuer: string;
  address_zipcode: string;
  address_street: string;
  address_number: string;
  address_cmplt: string;
  address_district: string;
  address_city: string;
  address_state: string;
  country: string;
  arriving_from: string;
  trip_purpose: string;
  arriving_by: string;
  next_destination: string;
};
export type CheckInField = keyof CheckInValues;

export const EMPTY_CHECK_IN: CheckInValues = {
  full_name: '',
  phone: '',
  email: '',
  occupation: '',
  nationality: '',
  birthdate: '',
  gender: '',
  cpf: '',
  document_type: 'ID',
  document_number: '',
  document_issuer: '',
  address_zipcode: '',
  address_street: '',
  address_number: '',
  address_cmplt: '',
  address_district: '',
  address_city: '',
  address_state: '',
  country: '',
  arriving_from: '',
  trip_purpose: '',
  arriving_by: '',
  next_destination: '',
};

/** A saved check-in back in the form (CPF in its mask). */
export function fromGuest(g: CheckInGuest): CheckInValues {
  const values = { ...EMPTY_CHECK_IN };
  for (const [key, value] of Object.entries(g)) {
    if (typeof value === 'string' && key in values) (values as Record<string, string>)[key] = value;
  }
  values.cpf = g.cpf ? maskCpfCnpj(g.cpf) : '';
  return values;
}

const required = (v: string): MessageKey | null => (v.trim() === '' ? 'required' : null);

/** Each wrong field's message key; trip data and the address details are optional. */
export function validateCheckIn(v: CheckInValues, today = new Date()): Partial<Record<CheckInField, MessageKey>> {
  const cpf = v.cpf.trim() === '' ? null : validateCpfCnpj(v.cpf, { required: false });
  const checks: Partial<Record<CheckInField, MessageKey | null>> = {
    full_name: validateFullName(v.full_name),
    phone: validatePhone(v.phone, { required: true }),
    email: validateEmail(v.email, { required: true }),
    occupation: required(v.occupation),
    nationality: required(v.nationality),
    birthdate: validateBirthdate(v.birthdate, today, { required: true }),
    gender: required(v.gender),
    cpf: cpf ?? (v.cpf.trim() !== '' && normalizeCpfCnpj(v.cpf).length !== 11 ? 'cpfInvalid' : null),
    document_number: validateDocumentNumber(v.document_type, v.document_number),
    document_issuer: required(v.document_issuer),
    address_street: required(v.address_street),
    address_city: required(v.address_city),
    country: required(v.country),
  };
  return Object.fromEntries(Object.entries(checks).filter(([, key]) => key)) as Partial<
    Record<CheckInField, MessageKey>
  >;
}

const optional = (v: string) => (v.trim() === '' ? undefined : v.trim());

/** The form as checkin/save takes it: empty optional fields left out. */
export function toWireGuest(v: CheckInValues) {
  return {
    full_name: v.full_name.trim(),
    phone: v.phone,
    email: v.email.trim(),
    occupation: v.occupation.trim(),
    nationality: v.nationality.trim(),
    birthdate: v.birthdate,
    gender: (v.gender || 'NA') as 'M' | 'F' | 'NA',
    cpf: optional(v.cpf),
    document_type: v.document_type,
    document_number: v.document_number.trim(),
    document_issuer: v.document_issuer.trim(),
    address_zipcode: optional(v.address_zipcode),
    address_street: v.address_street.trim(),
    address_number: optional(v.address_number),
    address_cmplt: optional(v.address_cmplt),
    address_district: optional(v.address_district),
    address_city: v.address_city.trim(),
    address_state: optional(v.address_state),
    country: v.country.trim(),
    arriving_from: optional(v.arriving_from),
    trip_purpose: (optional(v.trip_purpose) as CheckInGuest['trip_purpose']) ?? undefined,
    arriving_by: (optional(v.arriving_by) as CheckInGuest['arriving_by']) ?? undefined,
    next_destination: optional(v.next_destination),
  };
}
