import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { errorAt, firstErrorUnder, parseNumber } from '../lib/form-errors.ts';
import { useFieldText } from './field-text.ts';
import { CheckField, type Form } from './fields.tsx';
import styles from './settings.module.css';

/** Entrega: delivery and pickup on/off, districts with fees (or free), pickup places. */
export function DeliverySection({ form, city, uf }: { form: Form; city: string; uf: string }) {
  const { t } = useTranslation('backoffice-settings');
  const f = useFieldText();
  const rows = useFieldArray({ control: form.control, name: 'delivery_districts' });
  const errors = form.formState.errors;
  const pickupError = firstErrorUnder(errors, 'pickup_places');
  return (
    <div className={styles.grid}>
      <CheckField form={form} name="delivery" {...f('delivery')} />
      <CheckField form={form} name="pickup" {...f('pickup')} />
      <h3 className={styles.subtitle}>{f('delivery_districts').label}</h3>
      <p className={styles.help}>{f('delivery_districts').help}</p>
      <ul className={styles.list}>
        {rows.fields.map((row, i) => {
          const error =
            errorAt(errors, `delivery_districts.${i}.name`) ??
            errorAt(errors, `delivery_districts.${i}.city`) ??
            errorAt(errors, `delivery_districts.${i}.uf`) ??
            errorAt(errors, `delivery_districts.${i}.fee`);
          return (
            <li key={row.id} className={styles.listRow}>
              <div className={styles.rowFields}>
                <label className={`${styles.compact} ${styles.grow}`}>
                  <span>{t('districts.name')}</span>
                  <input className={styles.input} {...form.register(`delivery_districts.${i}.name`)} />
                </label>
                <label className={styles.compact}>
                  <span>{t('districts.city')}</span>
                  <input className={styles.input} {...form.register(`delivery_districts.${i}.city`)} />
                </label>
                <label className={`${styles.compact} ${styles.narrow}`}>
                  <span>{t('districts.uf')}</span>
                  <input className={styles.input} maxLength={2} {...form.register(`delivery_districts.${i}.uf`)} />
                </label>
                <label className={`${styles.compact} ${styles.narrow}`}>
                  <span>{t('districts.fee')}</span>
                  <input
                    className={styles.input}
                    inputMode="decimal"
                    aria-invalid={errorAt(errors, `delivery_districts.${i}.fee`) ? true : undefined}
                    {...form.register(`delivery_districts.${i}.fee`, { setValueAs: (v) => parseNumber(v) })}
                  />
                </label>
                <label className={styles.check}>
                  <input type="checkbox" {...form.register(`delivery_districts.${i}.free`)} />
                  <span>{t('districts.free')}</span>
                </label>
                <Button variant="text" size="small" onClick={() => rows.remove(i)}>
                  {t('remove')}
                </Button>
              </div>
              {error && (
                <p className={styles.error} role="alert">
                  {error}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      <div className={styles.inlineActions}>
        <Button
          variant="secondary"
          size="small"
          onClick={() => rows.append({ name: '', city, uf, fee: 0, free: false })}
        >
          {t('districts.add')}
        </Button>
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor="pickup-places">
          {f('pickup_places').label}
        </label>
        <textarea
          id="pickup-places"
          rows={3}
          className={styles.input}
          aria-invalid={pickupError ? true : undefined}
          {...form.register('pickup_places')}
        />
        <p className={styles.help}>{f('pickup_places').help}</p>
        {pickupError && (
          <p className={styles.error} role="alert">
            {pickupError}
          </p>
        )}
      </div>
    </div>
  );
}
