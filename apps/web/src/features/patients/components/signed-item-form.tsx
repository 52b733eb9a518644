import { ITEM_TEXT_MAX } from '@app/domain/patients/record-items-rules';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { LoadStatus } from '../../../components/ui/load-status.tsx';
import ops from '../../../components/ui/ops.module.css';
import { SubmitForm } from '../../../components/ui/submit-form.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import styles from './patients.module.css';
import { RecordFormEnd } from './record-form-end.tsx';

/**
 * What the consultation, surgery and procedure forms share (decisions 155, 156): the loading of the
 * patient and of the item an addendum corrects, the heading with the patient's name, the addendum
 * notice, the fields' panel, the form's error and the sign / cancel buttons.
 */
export function SignedItemForm(props: {
  /** The patient, and the corrected item when there is one, are still loading. */
  pending: boolean;
  loadError: unknown;
  title: string;
  patientName: string | undefined;
  addendum: boolean;
  formError: string | undefined;
  saving: boolean;
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('patients');
  if (props.pending) return <LoadStatus pending error={null} />;
  if (props.loadError) return <LoadStatus pending={false} error={errorMessage(props.loadError, t('view.loadError'))} />;
  return (
    <SubmitForm className={styles.form} onSubmit={props.onSubmit}>
      <div>
        <h1 className={ops.title}>{props.title}</h1>
        <p className={ops.muted}>{props.patientName}</p>
      </div>
      {props.addendum && <p className={styles.notice}>{t('record.addendumHint')}</p>}
      <div className={`${ops.panel} ${styles.section}`}>{props.children}</div>
      <RecordFormEnd
        error={props.formError}
        busy={props.saving}
        submitLabel={t('record.sign')}
        cancel={{ onCancel: props.onCancel }}
      />
    </SubmitForm>
  );
}

/** A short text of a signed item; with `suggestions`, the browser offers them (the field stays free text). */
export function ItemTextField({
  suggestions,
  ...props
}: Parameters<typeof TextField>[0] & { suggestions?: readonly string[] }) {
  const listId = useId();
  return (
    <>
      <TextField maxLength={ITEM_TEXT_MAX} {...props} list={suggestions ? listId : undefined} />
      {suggestions && (
        <datalist id={listId}>
          {suggestions.map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
      )}
    </>
  );
}
