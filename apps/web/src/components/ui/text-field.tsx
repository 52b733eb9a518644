import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import styles from './field.module.css';
import { Field, type FieldText, fieldIds } from './field.tsx';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> &
  FieldText & {
    inputClassName?: string;
    /** A unit after the input ('min', 'h'). */
    suffix?: ReactNode;
    ref?: Ref<HTMLInputElement>;
  };

export function TextField({ label, error, hint, keepHint, id, inputClassName, suffix, ref, ...rest }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const { describedBy } = fieldIds(inputId, { error, hint, keepHint });
  const input = (
    <input
      ref={ref}
      id={inputId}
      className={[styles.input, inputClassName].filter(Boolean).join(' ')}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
      {...rest}
    />
  );
  return (
    <Field id={inputId} label={label} error={error} hint={hint} keepHint={keepHint}>
      {suffix ? (
        <div className={styles.withSuffix}>
          {input}
          <span className={styles.suffix}>{suffix}</span>
        </div>
      ) : (
        input
      )}
    </Field>
  );
}
