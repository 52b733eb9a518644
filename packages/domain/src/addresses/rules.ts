import { CEP_LENGTH } from '../shared/constants.ts';
import type { MessageKey } from '../shared/messages.ts';

// Address rules of spec 1 §5: CEP of exactly 8 digits, city lists filtered accent-insensitively.

/** Digits only: '01310-100' → '01310100'. */
export function normalizeCep(input: string): string {
  return input.replace(/\D/g, '');
}

/** Required by default (service suppliers); an address without CEP passes required: false. */
export function validateCep(input: string, { required = true }: { required?: boolean } = {}): MessageKey | null {
  if (input.trim() === '') return required ? 'required' : null;
  // Letters are not silently dropped: 'abc01310100' is a typo, not a CEP.
  if (/[^\d\s.-]/.test(input)) return 'cepInvalid';
  return normalizeCep(input).length === CEP_LENGTH ? null : 'cepInvalid';
}

/** '01310-100'; other lengths come back as their digits. */
export function formatCep(input: string): string {
  const digits = normalizeCep(input);
  return digits.length === CEP_LENGTH ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}

/** Lowercase, accents removed, spaces collapsed: 'São  Paulo ' → 'sao paulo'. */
export function normalizeForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('pt-BR').replace(/\s+/g, ' ').trim();
}

/**
 * Items whose name contains the query, ignoring accents and case, in their original order.
 * An empty query returns every item. Pass `getName` for lists whose name field is not `name`.
 */
export function filterByName<T extends { name: string }>(list: readonly T[], query: string): T[];
export function filterByName<T>(list: readonly T[], query: string, getName: (item: T) => string): T[];
export function filterByName<T>(list: readonly T[], query: string, getName?: (item: T) => string): T[] {
  const needle = normalizeForSearch(query);
  if (needle === '') return [...list];
  const nameOf = getName ?? ((item: T) => (item as { name: string }).name);
  return list.filter((item) => normalizeForSearch(nameOf(item)).includes(needle));
}
