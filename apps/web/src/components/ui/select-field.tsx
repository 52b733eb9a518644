import { type ReactNode, type Ref, type SelectHTMLAttributes, useId } from 'react';
import styles from './field.module.css';
import { Field, type FieldText, fieldIds } from './field.tsx';

export type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> &
  FieldText & { children: ReactNode; ref?: Ref<HTMLSelectElement> };

/** A labelled native select (the options are its children). */
export function SelectField({ label, error, hint, keepHint, id, children, ref, ...rest }: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const { describedBy } = fieldIds(selectId, { error, hint, keepHint });
  return (
    <Field id={selectId} label={label} error={error} hint={hint} keepHint={keepHint}>
      <select
        ref={ref}
        id={selectId}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...rest}
      >
        {children}
      </select>
    </Field>
  );
}
