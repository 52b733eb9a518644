import {
  PROCEDURE_TYPE_SUGGESTIONS,
  PROCEDURE_UNITS,
  type ProcedureUnit,
} from '@app/domain/patients/record-items-rules';
import { localParts } from '@app/domain/scheduling/rules';
import { brDate } from '@app/domain/shared/bounds';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { createProcedure, procedureQuery } from '../api/record-items-calls.ts';
import { useSignedForm } from '../lib/use-signed-form.ts';
import { useSignedItem } from '../lib/use-signed-item.ts';
import styles from './patients.module.css';
import { ItemTextField, SignedItemForm } from './signed-item-form.tsx';

type Field =
  | 'procedure_type'
  | 'date'
  | 'hour'
  | 'region'
  | 'product'
  | 'lot'
  | 'quantity'
  | 'unit'
  | 'technique'
  | 'notes';

/** '1,5' or '1.5' → 1.5; '' → null; anything else → NaN (the server's message then names the rule). */
export function quantityOf(text: string): number | null {
  const clean = text.trim().replace(',', '.');
  if (clean === '') return null;
  return /^\d+(\.\d+)?$/.test(clean) ? Number(clean) : Number.NaN;
}

/**
 * Spec 2 §2 NewProcedure: a procedure (spec 2 §3) with what traces an application — region,
 * product, lot, quantity and unit, technique (decision 156) — signed on saving; or an addendum.
 */
export function ProcedureForm({
  patientId,
  addendumTo,
  onDone,
  onCancel,
}: {
  patientId: string;
  addendumTo: string | null;
  onDone: (procedureId: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('patients');
  const item = useSignedItem({ kind: 'procedure', patientId, addendumTo, itemQuery: procedureQuery, onDone });
  const now = localParts(new Date());
  const form = useSignedForm<Field>(
    {
      procedure_type: '',
      date: now.date,
      hour: now.hour,
      region: '',
      product: '',
      lot: '',
      quantity: '',
      unit: '',
      technique: '',
      notes: '',
    },
    t('form.genericError'),
  );
  const { values, set, errors, setErrors } = form;
  const corrected = item.corrected?.procedure;
  const submit = () => {
    // An addendum names the same procedure type as the signed one.
    const procedure_type = corrected?.procedure_type ?? values.procedure_type;
    if (!procedure_type.trim()) return setErrors({ procedure_type: t('procedure.typeRequired') });
    const quantity = quantityOf(values.quantity);
    if (Number.isNaN(quantity)) return setErrors({ quantity: t('procedure.quantityInvalid') });
    return form.run(async () => {
      const saved = await createProcedure({
        patient_id: patientId,
        ...values,
        procedure_type,
        quantity,
        unit: values.unit ? (values.unit as ProcedureUnit) : null,
        addendum_to: addendumTo,
      });
      await item.signed(saved.procedure._id);
    });
  };

  const text = (field: Field, label: string, extra: Partial<Parameters<typeof ItemTextField>[0]> = {}) => (
    <ItemTextField
      label={label}
      value={corrected && field === 'procedure_type' ? corrected.procedure_type : values[field]}
      error={errors[field]}
      onChange={(e) => set(field, e.target.value)}
      {...extra}
    />
  );
  return (
    <SignedItemForm
      pending={item.pending}
      loadError={item.loadError}
      title={corrected ? t('procedure.addendumTitle', { date: brDate(corrected.date) }) : t('procedure.newTitle')}
      patientName={item.patientName}
      addendum={Boolean(corrected)}
      formError={errors.form}
      saving={form.saving}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <div className={styles.wide}>
        {text('procedure_type', t('procedure.type'), {
          suggestions: PROCEDURE_TYPE_SUGGESTIONS,
          readOnly: Boolean(corrected),
        })}
      </div>
      {text('date', t('record.date'), { type: 'date' })}
      {text('hour', t('record.hour'), { type: 'time' })}
      {text('region', t('procedure.region'), { hint: t('procedure.regionHint') })}
      {text('technique', t('procedure.technique'))}
      {text('product', t('procedure.product'), { hint: t('procedure.productHint') })}
      {text('lot', t('procedure.lot'))}
      {text('quantity', t('procedure.quantity'), { inputMode: 'decimal', maxLength: 12 })}
      <SelectField
        label={t('procedure.unit')}
        value={values.unit}
        error={errors.unit}
        onChange={(e) => set('unit', e.target.value)}
      >
        <option value="">{t('procedure.noUnit')}</option>
        {PROCEDURE_UNITS.map((u) => (
          <option key={u} value={u}>
            {t(`procedure.units.${u}`)}
          </option>
        ))}
      </SelectField>
      <div className={styles.wide}>
        <TextAreaField
          label={t('procedure.notes')}
          value={values.notes}
          rows={5}
          maxLength={10_000}
          error={errors.notes}
          onChange={(e) => set('notes', e.target.value)}
        />
      </div>
    </SignedItemForm>
  );
}
