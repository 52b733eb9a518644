import { formatCnpj, formatCpf, isValidCnpj, isValidCpf } from '@brazilian-utils/brazilian-utils';
import {
  BIRTHDATE_MIN,
  CNPJ_LENGTH,
  COUNTRY_PREFIX,
  CPF_LENGTH,
  EMAIL_MAX,
  FULL_NAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PHONE_MAX,
  PHONE_MIN,
  PIN_LENGTH,
  TIME_ZONE,
} from '../shared/constants.ts';
import type { MessageKey } from '../shared/messages.ts';

// Identity-field rules of spec 1 §5 and spec 3 §5. Every validator returns a MessageKey or null.

export type RequiredOption = { required?: boolean };

const isBlank = (value: string | null | undefined): boolean => !value || value.trim() === '';

// A 10-digit number whose first local digit is 2–5 is a landline and keeps its 10 digits; one
// starting 6–9 is a mobile written before the ninth digit (decision 192).
const OLD_MOBILE = /^\d{2}[6-9]/;

/**
 * Digits of a Brazilian phone without country code: pasted '+55 (11) 91234-5678' → '11912345678'.
 * 12/13 digits starting with 55 lose the prefix; a 10-digit mobile ('11 8123-4567', first local
 * digit 6–9) gets a 9 after the area code (spec 1 §5), a landline ('11 3456-7890', first local
 * digit 2–5) stays as it is. Apply on paste and submit, not on each keystroke, or a 10-digit
 * prefix of an 11-digit number being typed would get the 9. Idempotent; other lengths come back
 * as digits.
 */
export function normalizePhone(input: string): string {
  let digits = input.replace(/\D/g, '');
  if ((digits.length === 13 || digits.length === 12) && digits.startsWith(COUNTRY_PREFIX)) {
    digits = digits.slice(COUNTRY_PREFIX.length);
  }
  if (digits.length === PHONE_MIN && OLD_MOBILE.test(digits)) digits = `${digits.slice(0, 2)}9${digits.slice(2)}`;
  return digits;
}

/** Required by default: phone is required for non-staff users; staff orders pass required: false. */
export function validatePhone(input: string, { required = true }: RequiredOption = {}): MessageKey | null {
  if (isBlank(input)) return required ? 'phoneContact' : null;
  const length = normalizePhone(input).length;
  return length >= PHONE_MIN && length <= PHONE_MAX ? null : 'phoneInvalid';
}

/** '55' + 11 digits, as login/checkuser send it; null when the phone is not valid. */
export function toWirePhone(input: string): string | null {
  if (validatePhone(input) !== null) return null;
  return COUNTRY_PREFIX + normalizePhone(input);
}

/** National digits of a phone read from the server (with or without 55). */
export function fromWirePhone(wire: string): string {
  return normalizePhone(wire);
}

/** '(11) 91234-5678'; inputs that do not normalise to 10/11 digits come back as their digits. */
export function formatPhone(input: string): string {
  const digits = normalizePhone(input);
  const match = /^(\d{2})(\d{4,5})(\d{4})$/.exec(digits);
  if (!match) return digits;
  return `(${match[1]}) ${match[2]}-${match[3]}`;
}

// Formatting characters a pasted CPF/CNPJ may carry; anything else makes the value invalid.
const CPF_CNPJ_MASK = /[\s.\-/]/g;
// The alphanumeric CNPJ (IN RFB 2.229/2024) uses digits and capital letters; CPF only digits.
const CPF_CNPJ_CHARS = /^[0-9A-Z]*$/;
// Version 2 of the library reads both the numeric and the alphanumeric CNPJ (decision 075).
const CNPJ_V2 = { version: 2 } as const;

/**
 * The characters of a CPF/CNPJ as stored and sent: mask removed, letters in capitals.
 * '12.abc.345/01de-35' → '12ABC34501DE35'; '123.456.789-09' → '12345678909'.
 */
export function normalizeCpfCnpj(value: string): string {
  return value.replace(CPF_CNPJ_MASK, '').toUpperCase();
}

/**
 * Spec 1 §5: empty → 'Informe seu CPF/CNPJ' (when required); 11 digits must be a valid CPF,
 * 14 characters a valid CNPJ, numeric or alphanumeric (12 digits or capital letters and two
 * numeric check digits, IN RFB 2.229/2024); any other length or a stray character →
 * 'CPF/CNPJ inválido'.
 */
export function validateCpfCnpj(value: string, { required = true }: RequiredOption = {}): MessageKey | null {
  if (isBlank(value)) return required ? 'cpfCnpjRequired' : null;
  const chars = normalizeCpfCnpj(value);
  if (!CPF_CNPJ_CHARS.test(chars)) return 'cpfCnpjInvalid';
  if (chars.length === CPF_LENGTH && /^\d+$/.test(chars)) return isValidCpf(chars) ? null : 'cpfInvalid';
  if (chars.length === CNPJ_LENGTH) return isValidCnpj(chars, CNPJ_V2) ? null : 'cnpjInvalid';
  return 'cpfCnpjInvalid';
}

/**
 * '123.456.789-09', '12.345.678/0001-95' or '12.ABC.345/01DE-35'; other lengths come back as
 * their characters.
 */
export function formatCpfCnpj(value: string): string {
  const chars = normalizeCpfCnpj(value);
  if (chars.length === CPF_LENGTH && /^\d+$/.test(chars)) return formatCpf(chars);
  if (chars.length === CNPJ_LENGTH) return formatCnpj(chars, CNPJ_V2);
  return chars;
}

/**
 * The mask that follows what is being typed: digits only up to 11 take the CPF mask
 * ('123.456.7'); a 12th character or any letter switches to the CNPJ mask ('12.ABC.3').
 * Characters that can never be part of a CPF/CNPJ are dropped, and input stops at 14.
 */
export function maskCpfCnpj(typed: string): string {
  const chars = typed
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, '')
    .slice(0, CNPJ_LENGTH);
  if (chars === '') return '';
  if (/^\d+$/.test(chars) && chars.length <= CPF_LENGTH) return formatCpf(chars);
  return formatCnpj(chars, CNPJ_V2);
}

// The WHATWG form e-mail pattern, plus a dot in the domain (a TLD) that real addresses have.
const DOMAIN_LABEL = '[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?';
const EMAIL = new RegExp(`^[a-zA-Z0-9.!#$%&'*+/=?^_\`{|}~-]+@${DOMAIN_LABEL}(?:\\.${DOMAIN_LABEL})+$`);

export function validateEmail(value: string, { required = true }: RequiredOption = {}): MessageKey | null {
  const email = value.trim();
  if (email === '') return required ? 'required' : null;
  return email.length <= EMAIL_MAX && EMAIL.test(email) ? null : 'emailInvalid';
}

const isoDateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** 'YYYY-MM-DD' of an instant as seen in Brazil (the birth-date limit is Brazil's today). */
export function isoDateInBrazil(instant: Date): string {
  return isoDateFormat.format(instant);
}

function isCalendarDate(iso: string): boolean {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * Birth date from 1910-01-01 to today (in America/Sao_Paulo), inclusive. Accepts 'YYYY-MM-DD'
 * or an ISO date-time (its date part). Required for service suppliers ('Campo obrigatório').
 */
export function validateBirthdate(
  isoDate: string,
  today: Date = new Date(),
  { required = true }: RequiredOption = {},
): MessageKey | null {
  if (isBlank(isoDate)) return required ? 'required' : null;
  const match = /^(\d{4}-\d{2}-\d{2})(?:T.*)?$/.exec(isoDate.trim());
  if (!match?.[1] || !isCalendarDate(match[1])) return 'birthdateInvalid';
  const day = match[1];
  return day >= BIRTHDATE_MIN && day <= isoDateInBrazil(today) ? null : 'birthdateRange';
}

/** 6 to 32 characters (counted as code points, so an emoji is one). Not trimmed: spaces count. */
export function validatePassword(password: string, { required = true }: RequiredOption = {}): MessageKey | null {
  if (password === '') return required ? 'required' : null;
  const length = [...password].length;
  return length >= PASSWORD_MIN && length <= PASSWORD_MAX ? null : 'passwordLength';
}

export function validatePasswordRepeat(password: string, repeat: string): MessageKey | null {
  if (repeat === '') return 'required';
  return password === repeat ? null : 'passwordMismatch';
}

/** The SMS code: exactly 4 digits. */
export function validatePin(pin: string): MessageKey | null {
  const code = pin.trim();
  if (code === '') return 'required';
  return new RegExp(`^\\d{${PIN_LENGTH}}$`).test(code) ? null : 'pinInvalid';
}

export function validateFullName(name: string): MessageKey | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'fullNameRequired';
  return [...trimmed].length <= FULL_NAME_MAX ? null : 'fullNameTooLong';
}
