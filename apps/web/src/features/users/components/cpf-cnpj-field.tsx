import { maskCpfCnpj } from '@app/domain/users/rules';
import type { ReactNode } from 'react';
import { TextField } from '../../../components/ui/text-field.tsx';

export type CpfCnpjFieldProps = {
  label: string;
  value: string;
  error?: string | null;
  hint?: ReactNode;
  disabled?: boolean;
  onChange: (masked: string) => void;
};

/**
 * CPF or CNPJ with a mask that follows what is typed: the CPF mask while only digits up to 11,
 * the CNPJ mask after that or as soon as a letter comes (the alphanumeric CNPJ of IN RFB
 * 2.229/2024). Not a numeric keyboard: that CNPJ needs letters.
 */
export function CpfCnpjField({ label, value, error, hint, disabled, onChange }: CpfCnpjFieldProps) {
  return (
    <TextField
      label={label}
      inputMode="text"
      autoCapitalize="characters"
      autoComplete="off"
      spellCheck={false}
      value={value}
      error={error}
      hint={hint}
      disabled={disabled}
      onChange={(event) => onChange(maskCpfCnpj(event.target.value))}
    />
  );
}
