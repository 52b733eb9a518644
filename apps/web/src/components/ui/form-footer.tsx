import type { ReactNode } from 'react';
import styles from './form-footer.module.css';

/**
 * The end of a form: the form's own refusal (what no single field explains), then its buttons on
 * the right. `sticky` keeps the buttons at the bottom of the screen on long forms.
 */
export function FormFooter({
  error,
  sticky = false,
  children,
}: {
  error?: string | null;
  sticky?: boolean;
  children?: ReactNode;
}) {
  return (
    <>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      {children && (
        <div className={[styles.actions, sticky && styles.sticky].filter(Boolean).join(' ')}>{children}</div>
      )}
    </>
  );
}
