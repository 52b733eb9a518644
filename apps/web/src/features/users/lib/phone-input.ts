import { PHONE_MAX } from '@app/domain/shared/constants';
import { normalizePhone } from '@app/domain/users/rules';

// The phone field keeps digits and shows them as '(11) 91234-5678' while typing (spec 1 §5).

/** Progressive mask of up to 11 digits: '(11', '(11) 9123', '(11) 1234-5678', '(11) 91234-5678'. */
export function maskPhone(digits: string): string {
  const d = digits.replace(/\D/g, '').slice(0, PHONE_MAX);
  if (d.length === 0) return '';
  if (d.length <= 2) return `(${d}`;
  const area = d.slice(0, 2);
  const rest = d.slice(2);
  if (rest.length <= 4) return `(${area}) ${rest}`;
  const split = d.length === PHONE_MAX ? 5 : 4;
  return `(${area}) ${rest.slice(0, split)}-${rest.slice(split)}`;
}

/**
 * The masked value after a keystroke. Deleting only a mask character (')', ' ' or '-') would be
 * undone by the mask, so it removes the digit before it instead.
 */
export function nextPhoneValue(previous: string, typed: string): string {
  let digits = typed.replace(/\D/g, '');
  const previousDigits = previous.replace(/\D/g, '');
  if (typed.length < previous.length && digits === previousDigits) digits = digits.slice(0, -1);
  return maskPhone(digits);
}

/** A pasted number loses spaces, dashes, +55 and parentheses; a 10-digit mobile gets the 9 (spec 1 §5). */
export function pastedPhoneValue(pasted: string): string {
  return maskPhone(normalizePhone(pasted));
}

export function phoneDigits(masked: string): string {
  return masked.replace(/\D/g, '');
}
