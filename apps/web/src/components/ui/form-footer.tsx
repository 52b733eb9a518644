import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import styles from './form-footer.module.css';

type Action = { label: string; onClick: () => void };

/**
 * The end of a form: the form's own refusal (what no single field explains), then its buttons on
 * the right: delete (when given), anything in `children`, cancel (when given) and submit (when
 * given). `sticky` keeps the buttons at the bottom of the screen on long forms.
 */
export function FormFooter({
  error,
  submit,
  cancel,
  remove,
  sticky = false,
  children,
}: {
  error?: string | null;
  /** The submit button: its label and whether the form is being sent. */
  submit?: { label: string; busy?: boolean };
  cancel?: Action;
  /** Deleting what the form edits (a text button, first). */
  remove?: Action | null;
  sticky?: boolean;
  children?: ReactNode;
}) {
  const hasButtons = Boolean(submit || cancel || remove || children);
  return (
    <>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      {hasButtons && (
        <div className={[styles.actions, sticky && styles.sticky].filter(Boolean).join(' ')}>
          {remove && (
            <Button variant="text" onClick={remove.onClick}>
              {remove.label}
            </Button>
          )}
          {children}
          {cancel && (
            <Button variant="secondary" onClick={cancel.onClick}>
              {cancel.label}
            </Button>
          )}
          {submit && (
            <Button type="submit" loading={submit.busy}>
              {submit.label}
            </Button>
          )}
        </div>
      )}
    </>
  );
}
