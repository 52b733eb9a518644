import { SURGERY_TYPE_SUGGESTIONS } from '@app/domain/patients/record-items-rules';
import { localParts } from '@app/domain/scheduling/rules';
import { brDate } from '@app/domain/shared/bounds';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { createSurgery, surgeryQuery } from '../api/record-items-calls.ts';
import { useSignedForm } from '../lib/use-signed-form.ts';
import { useSignedItem } from '../lib/use-signed-item.ts';
import styles from './patients.module.css';
import { ItemTextField, SignedItemForm } from './signed-item-form.tsx';

type Field = 'surgery_type' | 'surgery_local' | 'surgery_date' | 'start_time' | 'observations';

/**
 * Spec 2 §2 NewSurgery: a surgery (spec 2 §3) signed by the professional on saving. With a surgery
 * to correct (`addendumTo`) it writes an addendum pointing to it, with the same type and place.
 */
export function SurgeryForm({
  patientId,
  addendumTo,
  onDone,
  onCancel,
}: {
  patientId: string;
  addendumTo: string | null;
  onDone: (surgeryId: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('patients');
  const item = useSignedItem({ kind: 'surgery', patientId, addendumTo, itemQuery: surgeryQuery, onDone });
  const now = localParts(new Date());
  const form = useSignedForm<Field>(
    { surgery_type: '', surgery_local: '', surgery_date: now.date, start_time: now.hour, observations: '' },
    t('form.genericError'),
  );
  const { values, set, errors, setErrors } = form;
  const corrected = item.corrected?.surgery;
  const submit = () => {
    const missing: Partial<Record<Field, string>> = {};
    // An addendum names the same surgery: its type and place are the signed one's.
    const typed = {
      ...values,
      ...(corrected ? { surgery_type: corrected.surgery_type, surgery_local: corrected.surgery_local } : {}),
    };
    if (!typed.surgery_type.trim()) missing.surgery_type = t('surgery.typeRequired');
    if (!typed.surgery_local.trim()) missing.surgery_local = t('surgery.localRequired');
    if (Object.keys(missing).length > 0) return setErrors(missing);
    return form.run(async () => {
      const saved = await createSurgery({ patient_id: patientId, ...typed, addendum_to: addendumTo });
      await item.signed(saved.surgery._id);
    });
  };

  const text = (field: Field, label: string, extra: Partial<Parameters<typeof ItemTextField>[0]> = {}) => (
    <ItemTextField
      label={label}
      value={corrected && (field === 'surgery_type' || field === 'surgery_local') ? corrected[field] : values[field]}
      error={errors[field]}
      onChange={(e) => set(field, e.target.value)}
      {...extra}
    />
  );
  return (
    <SignedItemForm
      pending={item.pending}
      loadError={item.loadError}
      title={corrected ? t('surgery.addendumTitle', { date: brDate(corrected.surgery_date) }) : t('surgery.newTitle')}
      patientName={item.patientName}
      addendum={Boolean(corrected)}
      formError={errors.form}
      saving={form.saving}
      onSubmit={submit}
      onCancel={onCancel}
    >
      {text('surgery_type', t('surgery.type'), { suggestions: SURGERY_TYPE_SUGGESTIONS, readOnly: Boolean(corrected) })}
      {text('surgery_local', t('surgery.local'), { readOnly: Boolean(corrected), hint: t('surgery.localHint') })}
      {text('surgery_date', t('surgery.date'), { type: 'date' })}
      {text('start_time', t('surgery.startTime'), { type: 'time' })}
      <div className={styles.wide}>
        <TextAreaField
          label={t('surgery.observations')}
          value={values.observations}
          rows={6}
          maxLength={10_000}
          error={errors.observations}
          onChange={(e) => set('observations', e.target.value)}
        />
      </div>
    </SignedItemForm>
  );
}
