import { type InputHTMLAttributes, type Ref, useId } from 'react';
import styles from './field.module.css';
import { FieldNotes, type FieldText, fieldIds } from './field.tsx';

export type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> &
  FieldText & { ref?: Ref<HTMLInputElement> };

/** A checkbox with its label beside it, then its hint and error. */
export function CheckboxField({ label, error, hint, keepHint, id, ref, ...rest }: CheckboxFieldProps) {
  const autoId = useId();
  const boxId = id ?? autoId;
  const { describedBy } = fieldIds(boxId, { error, hint, keepHint });
  return (
    <div className={styles.checkField}>
      <label className={styles.check} htmlFor={boxId}>
        <input
          ref={ref}
          id={boxId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...rest}
        />
        <span>{label}</span>
      </label>
      <FieldNotes id={boxId} error={error} hint={hint} keepHint={keepHint} />
    </div>
  );
}
