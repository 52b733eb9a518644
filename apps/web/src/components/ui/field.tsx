import type { ReactNode } from 'react';
import styles from './field.module.css';

/** What every labelled form field shows around its control. */
export type FieldText = {
  label: string;
  /** The message under the field; the control is marked invalid while it is set. */
  error?: string | null;
  /** Help under the field. */
  hint?: ReactNode;
  /** Keep the hint on screen while there is an error (by default the error takes its place). */
  keepHint?: boolean;
};

/** The ids a control points at (aria-describedby) and whether the hint is on screen. */
export function fieldIds(id: string, { error, hint, keepHint }: Omit<FieldText, 'label'>) {
  const showHint = Boolean(hint) && (keepHint || !error);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, showHint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return { errorId, hintId, showHint, describedBy };
}

/** The hint and the error under a control. */
export function FieldNotes({ id, error, hint, keepHint }: { id: string } & Omit<FieldText, 'label'>) {
  const { errorId, hintId, showHint } = fieldIds(id, { error, hint, keepHint });
  return (
    <>
      {showHint && (
        <div id={hintId} className={styles.hint}>
          {hint}
        </div>
      )}
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </>
  );
}

/** Label above, control, then hint and error: the frame of the text, select and text-area fields. */
export function Field({ id, label, error, hint, keepHint, children }: FieldText & { id: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children}
      <FieldNotes id={id} error={error} hint={hint} keepHint={keepHint} />
    </div>
  );
}
