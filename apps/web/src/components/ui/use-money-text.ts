import { type ChangeEvent, useEffect, useState } from 'react';
import { cleanMoneyText, formatMoneyText, parseMoneyText } from './money-text.ts';

type Options = {
  /** The form's value: a number (or null/NaN while empty or unreadable). */
  value: unknown;
  /** Called with the number read from the text ('8,50' → 8.5). */
  onChange: (value: number | null) => void;
  onBlur?: () => void;
  /** What an empty input means: NaN for a required amount, null for an optional one. */
  empty?: number | null;
};

/**
 * The text of a money input bound to a numeric form value: shows '8,50', keeps what the person
 * typed while it does not read as a number (so the error sits under their text), and tidies the
 * text to two decimals on blur.
 */
export function useMoneyText({ value, onChange, onBlur, empty = Number.NaN }: Options) {
  const [text, setText] = useState(() => formatMoneyText(value));
  // A reset or a save from outside: show the new value unless it is what the text already says.
  useEffect(() => {
    setText((current) => {
      const read = parseMoneyText(current, empty);
      const same = read === value || (Number.isNaN(read) && Number.isNaN(value as number));
      return same ? current : formatMoneyText(value);
    });
  }, [value, empty]);
  return {
    value: text,
    inputMode: 'decimal' as const,
    autoComplete: 'off',
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      const next = cleanMoneyText(e.target.value);
      setText(next);
      onChange(parseMoneyText(next, empty));
    },
    onBlur: () => {
      const read = parseMoneyText(text, empty);
      if (typeof read === 'number' && Number.isFinite(read)) setText(formatMoneyText(read));
      onBlur?.();
    },
  };
}
