import { isValidCpf } from '@brazilian-utils/brazilian-utils';
import creditCardType from 'credit-card-type';
import { CARD_CVC_MAX, CARD_UNKNOWN_BRAND_LENGTH, CNPJ_LENGTH, CPF_LENGTH } from '../shared/constants.ts';
import type { MessageKey } from '../shared/messages.ts';
import { normalizeCpfCnpj, validateCpfCnpj } from '../users/rules.ts';

// Rules of the new-card form (spec 1 §5 "Card", spec 3 §2.4 "New card screen"). The card number,
// CVC and expiry never leave the browser except towards the provider's tokenisation endpoint, so
// these rules run only on the client; the server validates the token and the holder's CPF.

/** Brands the form accepts: credit brands sold in Brazil. Debit-only brands (Maestro…) are refused. */
export const CREDIT_BRANDS = [
  'visa',
  'mastercard',
  'american-express',
  'diners-club',
  'discover',
  'jcb',
  'elo',
  'hiper',
  'hipercard',
  'unionpay',
] as const;
export type CreditBrand = (typeof CREDIT_BRANDS)[number];

/** Brands only issued as debit cards: 'Only credit cards accepted' (spec 1 §5). */
const DEBIT_ONLY_BRANDS = new Set(['maestro', 'verve']);

export type CardBrandInfo = {
  /** Brand id (credit-card-type's), or null for an unknown brand. */
  brand: CreditBrand | null;
  /** Display name; for an unknown brand the UI shows 'Bandeira desconhecida' (cardUnknownBrand). */
  name: string | null;
  /** Positions of the spaces in the formatted number. */
  gaps: readonly number[];
  /** Valid digit counts, ascending. */
  lengths: readonly number[];
  /** Digits of the security code for this brand. */
  cvcLength: number;
  /** The number starts like a debit-only brand. */
  debitOnly: boolean;
};

const UNKNOWN: CardBrandInfo = {
  brand: null,
  name: null,
  gaps: [4, 8, 12],
  lengths: [CARD_UNKNOWN_BRAND_LENGTH],
  cvcLength: CARD_CVC_MAX,
  debitOnly: false,
};

const CREDIT = new Set<string>(CREDIT_BRANDS);

export function cardDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/**
 * Brand of a (possibly partial) card number. The strongest credit-brand match wins; no digits, or
 * a prefix no brand claims, reads as unknown (19 digits, gaps at 4, 8, 12).
 */
export function detectBrand(number: string): CardBrandInfo {
  const digits = cardDigits(number);
  if (!digits) return UNKNOWN;
  const matches = creditCardType(digits);
  const credit = matches.find((m) => CREDIT.has(m.type));
  if (!credit) {
    const debitOnly = matches.length > 0 && matches.every((m) => DEBIT_ONLY_BRANDS.has(m.type));
    return debitOnly ? { ...UNKNOWN, debitOnly: true } : UNKNOWN;
  }
  return {
    brand: credit.type as CreditBrand,
    name: credit.niceType,
    gaps: credit.gaps,
    lengths: [...credit.lengths].sort((a, b) => a - b),
    cvcLength: credit.code.size,
    debitOnly: false,
  };
}

/** An imask pattern for the brand: '0000 0000 0000 0000' for Visa, '0000 000000 00000' for Amex. */
export function cardNumberMask(info: CardBrandInfo): string {
  const max = Math.max(...info.lengths);
  let mask = '';
  for (let i = 0; i < max; i++) {
    if (i > 0 && info.gaps.includes(i)) mask += ' ';
    mask += '0';
  }
  return mask;
}

/** Digits grouped with spaces at the brand's gaps, cut at its longest length. */
export function formatCardNumber(number: string): string {
  const info = detectBrand(number);
  const digits = cardDigits(number).slice(0, Math.max(...info.lengths));
  let out = '';
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && info.gaps.includes(i)) out += ' ';
    out += digits[i];
  }
  return out;
}

/** Luhn (mod 10) check digit test. */
export function luhnValid(number: string): boolean {
  const digits = cardDigits(number);
  if (digits.length < 2) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Number: required; its length must match the brand (unknown: 19); Luhn; credit only. */
export function validateCardNumber(number: string): MessageKey | null {
  const digits = cardDigits(number);
  if (!digits) return 'required';
  const info = detectBrand(digits);
  if (info.debitOnly) return 'cardCreditOnly';
  if (!info.lengths.includes(digits.length) || !luhnValid(digits)) return 'cardInvalid';
  return null;
}

export type Expiry = { month: number; year: number };

/** 'MM/AA' (or 'MMAA') → month and four-digit year; null when it is not two digits each. */
export function parseExpiry(value: string): Expiry | null {
  const digits = cardDigits(value);
  if (digits.length !== 4) return null;
  const month = Number(digits.slice(0, 2));
  const year = 2000 + Number(digits.slice(2));
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** Expiry MM/AA: required, a real month, not before the current month. */
export function validateExpiry(value: string, now: Date = new Date()): MessageKey | null {
  if (!cardDigits(value)) return 'required';
  const expiry = parseExpiry(value);
  if (!expiry) return 'cardExpiryInvalid';
  const current = now.getFullYear() * 12 + now.getMonth();
  if (expiry.year * 12 + (expiry.month - 1) < current) return 'cardExpired';
  return null;
}

/** CVC: required, 3 or 4 digits; exactly the brand's length when the brand is known. */
export function validateCvc(value: string, number = ''): MessageKey | null {
  const digits = cardDigits(value);
  if (!digits) return 'required';
  if (digits !== value.trim() || digits.length < 3 || digits.length > CARD_CVC_MAX) return 'cardCvcInvalid';
  const info = detectBrand(number);
  if (info.brand && digits.length !== info.cvcLength) return 'cardCvcInvalid';
  return null;
}

export const CARD_HOLDER_MAX = 64;
export const CARD_DESCRIPTION_MAX = 60;

/** Holder name as typed, forced uppercase (spec 1 §3 "Card input: name (forced uppercase)"). */
export function holderName(value: string): string {
  return value.toUpperCase().replace(/\s+/g, ' ').trimStart().slice(0, CARD_HOLDER_MAX);
}

export function validateHolderName(value: string): MessageKey | null {
  return value.trim() ? null : 'required';
}

/** Description: required when logged in (spec 1 §5), up to 60 characters. */
export function validateDescription(value: string, loggedIn: boolean): MessageKey | null {
  if (!loggedIn) return null;
  return value.trim() ? null : 'required';
}

/**
 * Holder document as sent: a CPF as 11 digits, a CNPJ (company card) as its 14 characters.
 * Spec 1 §5 allows a CPF of 10 to 11 digits: a 10-digit CPF is one whose leading zero was lost
 * (kept as a number somewhere), so it gets it back.
 */
export function holderCpfDigits(value: string): string {
  const chars = normalizeCpfCnpj(value);
  return /^\d+$/.test(chars) && chars.length === CPF_LENGTH - 1 ? `0${chars}` : chars;
}

/**
 * Holder CPF: required, and a real CPF (check digits, by the same library and with the same
 * 'CPF inválido' as every other CPF field), or a CNPJ, numeric or alphanumeric, by the one CPF/CNPJ
 * rule of the users feature; the server applies this rule too.
 */
export function validateHolderCpf(value: string): MessageKey | null {
  if (!value.trim()) return 'required';
  const chars = holderCpfDigits(value);
  if (chars.length === CNPJ_LENGTH) return validateCpfCnpj(chars);
  if (/[^\d\s.-]/.test(value)) return 'cpfInvalid';
  return chars.length === CPF_LENGTH && isValidCpf(chars) ? null : 'cpfInvalid';
}

export type CardForm = {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
  cpf: string;
  description: string;
};
export type CardFormErrors = Partial<Record<keyof CardForm, MessageKey>>;

/** Every field's rule, in the order the form shows them; an empty object means valid. */
export function validateCardForm(form: CardForm, { loggedIn, now }: { loggedIn: boolean; now?: Date }): CardFormErrors {
  const errors: CardFormErrors = {};
  const set = (field: keyof CardForm, key: MessageKey | null) => {
    if (key) errors[field] = key;
  };
  set('number', validateCardNumber(form.number));
  set('expiry', validateExpiry(form.expiry, now));
  set('cvc', validateCvc(form.cvc, form.number));
  set('name', validateHolderName(form.name));
  set('description', validateDescription(form.description, loggedIn));
  set('cpf', validateHolderCpf(form.cpf));
  return errors;
}

/**
 * The fields the card provider's tokenisation call takes (spec 1 §7: holder_name, card_number,
 * security_code, expiration_month, expiration_year). Call only after validateCardForm passed.
 */
export function tokenizationFields(form: CardForm) {
  const expiry = parseExpiry(form.expiry);
  if (!expiry) throw new Error('expiry not validated');
  return {
    holder_name: form.name.trim().toUpperCase(),
    card_number: cardDigits(form.number),
    security_code: cardDigits(form.cvc),
    expiration_month: String(expiry.month).padStart(2, '0'),
    expiration_year: String(expiry.year),
  };
}

/** Last four digits, for showing a card without its number. */
export function lastFour(number: string): string {
  return cardDigits(number).slice(-4);
}
