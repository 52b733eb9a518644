import type { ReactNode } from 'react';
import { TextField } from '../../../components/ui/text-field.tsx';
import { nextPhoneValue, pastedPhoneValue } from '../lib/phone-input.ts';

export type PhoneFieldProps = {
  label: string;
  value: string;
  error?: string | null;
  hint?: ReactNode;
  autoFocus?: boolean;
  disabled?: boolean;
  onChange: (masked: string) => void;
};

/** Phone input masked '(11) 91234-5678'; a paste is normalised (+55, spaces, dashes, the 9). */
export function PhoneField({ label, value, error, hint, autoFocus, disabled, onChange }: PhoneFieldProps) {
  return (
    <TextField
      label={label}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      placeholder="(11) 91234-5678"
      value={value}
      error={error}
      hint={hint}
      autoFocus={autoFocus}
      disabled={disabled}
      onChange={(event) => onChange(nextPhoneValue(value, event.target.value))}
      onPaste={(event) => {
        event.preventDefault();
        onChange(pastedPhoneValue(event.clipboardData.getData('text')));
      }}
    />
  );
}
