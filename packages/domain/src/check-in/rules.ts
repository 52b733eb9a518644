import type { MessageKey } from '../shared/messages.ts';

// Hotel check-in (spec 1 §3 "Check-in", decision 105): the lists a guest chooses from and the
// document-number rule. No I/O and no zod here.

export const GENDERS = ['M', 'F', 'NA'] as const;
export const DOCUMENT_TYPES = ['ID', 'passport', 'driverLicense'] as const;
export const TRIP_PURPOSES = [
  'laisure',
  'business',
  'convention',
  'relatives',
  'studies',
  'religion',
  'health',
  'shopping',
  'other',
] as const;
export const TRANSPORTS = ['airPlane', 'car', 'bus', 'motorcycle', 'ship', 'train', 'other'] as const;

export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** The consume-place kinds a guest sleeps in: their accounts need a check-in at a check-in place. */
export const CHECK_IN_KINDS = ['room', 'chalet'] as const;

/** Whether a place's open-account actions (comandaFacil_actions) ask rooms for a check-in. */
export function placeRequiresCheckIn(actions: readonly string[]): boolean {
  return actions.includes('checkin');
}

/** Whether an account of this kind, at a place with these actions, takes orders only after a check-in. */
export function accountNeedsCheckIn(actions: readonly string[], kind: string): boolean {
  return placeRequiresCheckIn(actions) && (CHECK_IN_KINDS as readonly string[]).includes(kind);
}

/** Letters and digits of a document number as compared (dots, dashes and spaces dropped). */
export function normaliseDocumentNumber(value: string): string {
  return value.toUpperCase().replace(/[\s./-]+/g, '');
}

/**
 * A document number: an identity card (RG and foreign ID cards) 4 to 20 letters and digits; a
 * passport 6 to 9 (ICAO 9303); a driver licence 5 to 20, and a Brazilian CNH (11 digits) never all
 * one digit. Empty → 'Campo obrigatório'.
 */
export function validateDocumentNumber(type: DocumentType, value: string): MessageKey | null {
  const chars = normaliseDocumentNumber(value);
  if (chars === '') return 'required';
  if (!/^[0-9A-Z]+$/.test(chars)) return 'documentNumberInvalid';
  const [min, max] = type === 'passport' ? [6, 9] : type === 'ID' ? [4, 20] : [5, 20];
  if (chars.length < min || chars.length > max) return 'documentNumberInvalid';
  if (type === 'driverLicense' && /^(\d)\1{10}$/.test(chars)) return 'documentNumberInvalid';
  return null;
}
