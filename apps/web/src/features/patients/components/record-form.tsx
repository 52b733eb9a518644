import { ApiError } from '@app/domain/client';
import { localParts } from '@app/domain/scheduling/rules';
import { brDate } from '@app/domain/shared/bounds';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { LoadStatus } from '../../../components/ui/load-status.tsx';
import ops from '../../../components/ui/ops.module.css';
import { SubmitForm } from '../../../components/ui/submit-form.tsx';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/snackbar.ts';
import { useBrowserStore } from '../../../lib/storage.ts';
import { createRecord, patientQuery, recordQuery } from '../api/patients-calls.ts';
import styles from './patients.module.css';

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
  const client = useQueryClient();
  const managerToken = useBrowserStore((s) => s.managerToken);
  const patient = useQuery(patientQuery(patientId, managerToken));
  const target = useQuery({ ...recordQuery(addendumTo ?? '', managerToken), enabled: Boolean(addendumTo) });
  const now = localParts(new Date());
  const [values, setValues] = useState<Record<Field, string>>({
    chief_complaint: '',
    present_illness_history: '',
    progress_notes: '',
    medical_management: '',
    date: now.date,
    hour: now.hour,
  });
  const [errors, setErrors] = useState<Partial<Record<Field | 'form', string>>>({});
  const [saving, setSaving] = useState(false);
  const set = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field] || errors.form) setErrors((e) => ({ ...e, [field]: undefined, form: undefined }));
  };

  const submit = async () => {
    if (!values.chief_complaint.trim()) {
      setErrors({ chief_complaint: t('form.required') });
      return;
    }
    setSaving(true);
    try {
      const saved = await createRecord({ patient_id: patientId, ...values, addendum_to: addendumTo });
      notify(t('record.signed'), { kind: 'success' });
      await client.invalidateQueries({ queryKey: ['patients/get', patientId] });
      if (addendumTo) await client.invalidateQueries({ queryKey: ['record/get', addendumTo] });
      onDone(addendumTo ?? saved.record._id);
    } catch (error) {
      const field = error instanceof ApiError ? error.body.field : undefined;
      const text = errorMessage(error, t('form.genericError')).replace(/^[\w.]+: /, '');
      setErrors(field && field in values ? { [field]: text } : { form: text });
    } finally {
      setSaving(false);
    }
  };

  if (patient.isPending || (addendumTo && target.isPending)) return <LoadStatus pending error={null} />;
  const loadError = patient.error ?? target.error;
  if (loadError) return <LoadStatus pending={false} error={errorMessage(loadError, t('view.loadError'))} />;
  const area = (field: Field, label: string, rows = 4) => (
    <TextAreaField
      label={label}
      value={values[field]}
      rows={rows}
      maxLength={10_000}
      error={errors[field]}
      onChange={(e) => set(field, e.target.value)}
    />
  );
  return (
    <SubmitForm className={styles.form} onSubmit={submit}>
      <div>
        <h1 className={ops.title}>
          {target.data ? t('record.addendumTitle', { date: brDate(target.data.record.date) }) : t('record.newTitle')}
        </h1>
        <p className={ops.muted}>{patient.data?.patient.full_name}</p>
      </div>
      {target.data && <p className={styles.notice}>{t('record.addendumHint')}</p>}
      <div className={`${ops.panel} ${styles.section}`}>
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
        <div className={styles.wide}>{area('chief_complaint', t('record.chiefComplaint'), 2)}</div>
        <div className={styles.wide}>{area('present_illness_history', t('record.presentIllness'))}</div>
        <div className={styles.wide}>{area('progress_notes', t('record.progressNotes'))}</div>
        <div className={styles.wide}>{area('medical_management', t('record.management'))}</div>
      </div>
      {errors.form && (
        <p role="alert" className={ops.error}>
          {errors.form}
        </p>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel}>
          {t('record.cancel')}
        </Button>
        <Button type="submit" loading={saving}>
          {t('record.sign')}
        </Button>
      </div>
    </SubmitForm>
  );
}
