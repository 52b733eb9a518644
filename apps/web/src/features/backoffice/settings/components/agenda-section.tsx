import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { errorAt, firstErrorUnder } from '../lib/form-errors.ts';
import { hoursBetween } from '../lib/form-values.ts';
import { useFieldText } from './field-text.ts';
import { CheckField, type Form, NumberInput } from './fields.tsx';
import styles from './settings.module.css';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0];
// The form keeps the seven weekdays at indexes 0..6 by weekday number.

function Week({ form, kind }: { form: Form; kind: 'delivery' | 'pickup' }) {
  const { t } = useTranslation('backoffice-settings');
  const [from, setFrom] = useState('11:00');
  const [to, setTo] = useState('22:00');
  const [step, setStep] = useState('30');
  const errors = form.formState.errors;
  const fill = () => {
    const hours = hoursBetween(from, to, Number(step));
    for (const d of WEEKDAYS) {
      form.setValue(`agenda.${kind}.${d}.hours`, hours.join(', '), { shouldDirty: true });
    }
  };
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.label}>{t(`agenda.${kind}`)}</legend>
      <div className={styles.rowFields}>
        <label className={styles.compact}>
          <span>{t('agenda.from')}</span>
          <input
            className={styles.input}
            inputMode="numeric"
            maxLength={5}
            value={from}
            onChange={(e) => setFrom(e.target.value)}
          />
        </label>
        <label className={styles.compact}>
          <span>{t('agenda.to')}</span>
          <input
            className={styles.input}
            inputMode="numeric"
            maxLength={5}
            value={to}
            onChange={(e) => setTo(e.target.value)}
          />
        </label>
        <label className={`${styles.compact} ${styles.narrow}`}>
          <span>{t('agenda.step')}</span>
          <input className={styles.input} inputMode="numeric" value={step} onChange={(e) => setStep(e.target.value)} />
        </label>
        <Button variant="secondary" size="small" onClick={fill}>
          {t('agenda.fill')}
        </Button>
      </div>
      {WEEKDAYS.map((d) => {
        const error = firstErrorUnder(errors, `agenda.${kind}.${d}`);
        return (
          <div key={d} className={styles.field}>
            <label className={styles.label} htmlFor={`agenda-${kind}-${d}`}>
              {t(`weekdays.${d}`)}
            </label>
            <textarea
              rows={2}
              id={`agenda-${kind}-${d}`}
              className={styles.input}
              placeholder={t('agenda.hoursPlaceholder')}
              aria-invalid={error ? true : undefined}
              {...form.register(`agenda.${kind}.${d}.hours`)}
            />
            {error && (
              <p className={styles.error} role="alert">
                {error}
              </p>
            )}
          </div>
        );
      })}
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
