import { useId } from 'react';
import ops from '../../../components/ui/ops.module.css';
import { useTranslation } from '../../../lib/i18n.ts';
import styles from './patients.module.css';

/**
 * A file field in the product's words (the browser's own button speaks its language, not the
 * clinic's): the label names it, a button-styled label opens the picker, the chosen name wraps.
 */
export function FilePicker(props: {
  label: string;
  accept: string;
  file: File | null;
  error?: string;
  hint?: string;
  onChange: (file: File | null) => void;
}) {
  const { t } = useTranslation('patients');
  const id = useId();
  const notes = props.error ?? props.hint;
  return (
    <div className={styles.fileLabel}>
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        className={styles.fileInput}
        type="file"
        accept={props.accept}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={notes ? `${id}-notes` : undefined}
        onChange={(e) => props.onChange(e.target.files?.[0] ?? null)}
      />
      <div className={styles.fileRow}>
        <label htmlFor={id} className={styles.fileButton}>
          {t('files.chooseButton')}
        </label>
        <span className={props.file ? styles.fileName : ops.muted}>{props.file?.name ?? t('files.none')}</span>
      </div>
      {notes && (
        <span id={`${id}-notes`} className={props.error ? ops.error : ops.muted}>
          {notes}
        </span>
      )}
    </div>
  );
}
