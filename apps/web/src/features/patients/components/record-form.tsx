import { localParts } from '@app/domain/scheduling/rules';
import { brDate } from '@app/domain/shared/bounds';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { createRecord, recordQuery } from '../api/patients-calls.ts';
import { useSignedForm } from '../lib/use-signed-form.ts';
import { useSignedItem } from '../lib/use-signed-item.ts';
import styles from './patients.module.css';
import { SignedItemForm } from './signed-item-form.tsx';

type Field = 'chief_complaint' | 'present_illness_history' | 'progress_notes' | 'medical_management' | 'date' | 'hour';

/**
 * Spec 2 §2 NewRecord: a consultation (spec 2 §3 Record) signed by the professional on saving. With
 * an entry to correct (`addendumTo`) it writes an addendum that points to it; nothing signed changes.
 */
export function RecordForm({
  patientId,
  addendumTo,
  onDone,
  onCancel,
}: {
  patientId: string;
  addendumTo: string | null;
  onDone: (recordId: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('patients');
  const item = useSignedItem({ kind: 'record', patientId, addendumTo, itemQuery: recordQuery, onDone });
  const now = localParts(new Date());
  const form = useSignedForm<Field>(
    {
      chief_complaint: '',
      present_illness_history: '',
      progress_notes: '',
      medical_management: '',
      date: now.date,
      hour: now.hour,
    },
    t('form.genericError'),
  );
  const { values, set, errors, setErrors } = form;
  const corrected = item.corrected?.record;
  const submit = () => {
    if (!values.chief_complaint.trim()) return setErrors({ chief_complaint: t('form.required') });
    return form.run(async () => {
      const saved = await createRecord({ patient_id: patientId, ...values, addendum_to: addendumTo });
      await item.signed(saved.record._id);
    });
  };

  const area = (field: Field, label: string, rows = 4) => (
    <div className={styles.wide}>
      <TextAreaField
        label={label}
        value={values[field]}
        rows={rows}
        maxLength={10_000}
        error={errors[field]}
        onChange={(e) => set(field, e.target.value)}
      />
    </div>
  );
  return (
    <SignedItemForm
      pending={item.pending}
      loadError={item.loadError}
      title={corrected ? t('record.addendumTitle', { date: brDate(corrected.date) }) : t('record.newTitle')}
      patientName={item.patientName}
      addendum={Boolean(corrected)}
      formError={errors.form}
      saving={form.saving}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <TextField
        label={t('record.date')}
        type="date"
        value={values.date}
        error={errors.date}
        onChange={(e) => set('date', e.target.value)}
      />
      <TextField
        label={t('record.hour')}
        type="time"
        value={values.hour}
        error={errors.hour}
        onChange={(e) => set('hour', e.target.value)}
      />
      {area('chief_complaint', t('record.chiefComplaint'), 2)}
      {area('present_illness_history', t('record.presentIllness'))}
      {area('progress_notes', t('record.progressNotes'))}
      {area('medical_management', t('record.management'))}
    </SignedItemForm>
  );
}
