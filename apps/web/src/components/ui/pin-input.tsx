import { PIN_LENGTH } from '@app/domain/shared/constants';
import type { Ref } from 'react';
import styles from './field.module.css';
import { TextField } from './text-field.tsx';

export type PinInputProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  disabled?: boolean;
  autoFocus?: boolean;
  ref?: Ref<HTMLInputElement>;
};

/** The 4-digit SMS code: digits only, one-time-code autofill on phones. */
export function PinInput({ label, value, onChange, error, disabled, autoFocus, ref }: PinInputProps) {
  return (
    <TextField
      ref={ref}
      label={label}
      value={value}
      error={error}
      disabled={disabled}
      autoFocus={autoFocus}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={PIN_LENGTH}
      inputClassName={styles.pin}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, PIN_LENGTH))}
    />
  );
}
