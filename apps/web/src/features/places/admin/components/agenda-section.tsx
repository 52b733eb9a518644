import { useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { TextAreaField } from '../../../../components/ui/text-area-field.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';
import { errorAt, firstErrorUnder } from '../lib/form-errors.ts';
import { hoursBetween } from '../lib/form-values.ts';
import { useFieldText } from './field-text.ts';
import { CheckField, type Form, NumberInput } from './fields.tsx';
import { RowInput } from './list-editor.tsx';
import styles from './settings.module.css';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0];
// The form keeps the seven weekdays at indexes 0..6 by weekday number.

function Week({ form, kind }: { form: Form; kind: 'delivery' | 'pickup' }) {
  const { t } = useTranslation('backoffice-settings');
  // The slot generator's own inputs (not part of the form): first and last hour, minutes apart.
  const [slots, setSlots] = useState({ from: '11:00', to: '22:00', step: '30' });
  const set = (key: keyof typeof slots) => (e: { target: { value: string } }) =>
    setSlots((s) => ({ ...s, [key]: e.target.value }));
  const errors = form.formState.errors;
  const fill = () => {
    const hours = hoursBetween(slots.from, slots.to, Number(slots.step));
    for (const d of WEEKDAYS) {
      form.setValue(`agenda.${kind}.${d}.hours`, hours.join(', '), { shouldDirty: true });
    }
  };
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.label}>{t(`agenda.${kind}`)}</legend>
      <div className={styles.rowFields}>
        {(['from', 'to'] as const).map((key) => (
          <RowInput
            key={key}
            label={t(`agenda.${key}`)}
            inputMode="numeric"
            maxLength={5}
            value={slots[key]}
            onChange={set(key)}
          />
        ))}
        <RowInput
          label={t('agenda.step')}
          width="narrow"
          inputMode="numeric"
          value={slots.step}
          onChange={set('step')}
        />
        <Button variant="secondary" size="small" onClick={fill}>
          {t('agenda.fill')}
        </Button>
      </div>
      {WEEKDAYS.map((d) => (
        <TextAreaField
          key={d}
          rows={2}
          id={`agenda-${kind}-${d}`}
          label={t(`weekdays.${d}`)}
          placeholder={t('agenda.hoursPlaceholder')}
          error={firstErrorUnder(errors, `agenda.${kind}.${d}`)}
          {...form.register(`agenda.${kind}.${d}.hours`)}
        />
      ))}
      {errorAt(errors, `agenda.${kind}`) && <p className={styles.error}>{errorAt(errors, `agenda.${kind}`)}</p>}
    </fieldset>
  );
}

/** Agendamento: scheduled delivery and pickup, days ahead, lead time, capacity per slot, slot hours. */
export function AgendaSection({ form }: { form: Form }) {
  const f = useFieldText();
  return (
    <div className={styles.grid}>
      <CheckField form={form} name="delivery_agenda" {...f('delivery_agenda')} />
      <CheckField form={form} name="delivery_agenda_only" {...f('delivery_agenda_only')} />
      <div className={styles.row}>
        <NumberInput form={form} name="agenda.days_ahead" suffix="dias" {...f('days_ahead')} />
        <NumberInput form={form} name="agenda.lead_minutes" suffix="min" {...f('lead_minutes')} />
        <NumberInput form={form} name="agenda.capacity" {...f('capacity')} />
      </div>
      <Week form={form} kind="delivery" />
      <CheckField form={form} name="agenda.pickup_enabled" {...f('pickup_enabled')} />
      <Week form={form} kind="pickup" />
    </div>
  );
}
