import { type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react';
import styles from './catalogue.module.css';

type Common = { label: string; error?: string; ref?: Ref<never> };

export function SelectField({
  label,
  error,
  children,
  ref,
  ...rest
}: Common & SelectHTMLAttributes<HTMLSelectElement> & { children: ReactNode }) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        ref={ref}
        className={styles.select}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...rest}
      >
        {children}
      </select>
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

export function TextAreaField({ label, error, ref, ...rest }: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        ref={ref}
        className={styles.textarea}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...rest}
      />
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

export function CheckField({
  label,
  ref,
  ...rest
}: { label: string; ref?: Ref<HTMLInputElement> } & Omit<React.InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  return (
    <label className={styles.check}>
      <input type="checkbox" ref={ref} {...rest} />
      {label}
    </label>
  );
}

/** '' → null, else the number typed (NaN when it is not one: the schema then names the field). */
export const nullableNumber = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v));
/** '' → NaN so a required number says so instead of becoming 0. */
export const requiredNumber = (v: unknown) => (v === '' || v === null || v === undefined ? Number.NaN : Number(v));
