import { Button } from '../../../components/ui/button.tsx';
import ops from '../../../components/ui/ops.module.css';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from '../../../lib/router.tsx';
import styles from './patients.module.css';

/**
 * The end of a clinical-record form (signed items, files, photos): the form's error, 'Cancelar'
 * (back to the record, or the caller's own cancel) and the submit button.
 */
export function RecordFormEnd(props: {
  error: string | undefined;
  busy: boolean;
  submitLabel: string;
  cancel: { to: string } | { onCancel: () => void };
}) {
  const { t } = useTranslation('patients');
  return (
    <>
      {props.error && (
        <p role="alert" className={ops.error}>
          {props.error}
        </p>
      )}
      <div className={styles.actions}>
        {'to' in props.cancel ? (
          <Link className={ops.link} to={props.cancel.to}>
            {t('record.cancel')}
          </Link>
        ) : (
          <Button variant="secondary" onClick={props.cancel.onCancel}>
            {t('record.cancel')}
          </Button>
        )}
        <Button type="submit" loading={props.busy}>
          {props.submitLabel}
        </Button>
      </div>
    </>
  );
}
