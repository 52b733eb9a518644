import { type Ref, type TextareaHTMLAttributes, useId } from 'react';
import styles from './field.module.css';
import { Field, type FieldText, fieldIds } from './field.tsx';

export type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'> &
  FieldText & { ref?: Ref<HTMLTextAreaElement> };

/** A labelled text area that grows downwards (resizable). */
export function TextAreaField({ label, error, hint, keepHint, id, ref, ...rest }: TextAreaFieldProps) {
  const autoId = useId();
  const areaId = id ?? autoId;
  const { describedBy } = fieldIds(areaId, { error, hint, keepHint });
  return (
    <Field id={areaId} label={label} error={error} hint={hint} keepHint={keepHint}>
      <textarea
        ref={ref}
        id={areaId}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...rest}
      />
    </Field>
  );
}
