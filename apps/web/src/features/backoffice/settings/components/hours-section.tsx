import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { errorAt } from '../lib/form-errors.ts';
import type { Form } from './fields.tsx';
import styles from './settings.module.css';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0];

/** Horários: opening ranges per weekday; several a day (lunch and dinner). */
export function HoursSection({ form }: { form: Form }) {
  const { t } = useTranslation('backoffice-settings');
  const rows = useFieldArray({ control: form.control, name: 'business_hours' });
  const errors = form.formState.errors;
  return (
    <div className={styles.grid}>
      <p className={styles.help}>{t('fields.business_hours.help')}</p>
      {rows.fields.length === 0 && <p className={styles.empty}>{t('hours.none')}</p>}
      <ul className={styles.list}>
        {rows.fields.map((row, i) => {
          const openError = errorAt(errors, `business_hours.${i}.open`);
          const closeError = errorAt(errors, `business_hours.${i}.close`);
          return (
            <li key={row.id} className={styles.listRow}>
              <div className={styles.rowFields}>
                <label className={`${styles.compact} ${styles.grow}`}>
                  <span>{t('hours.weekday')}</span>
                  <select
                    className={styles.input}
                    {...form.register(`business_hours.${i}.weekday`, { valueAsNumber: true })}
                  >
                    {WEEKDAYS.map((d) => (
                      <option key={d} value={d}>
                        {t(`weekdays.${d}`)}
                      </option>
                    ))}
                  </select>
                </label>
                <label className={`${styles.compact} ${styles.time}`}>
                  <span>{t('hours.open')}</span>
                  <input
                    className={styles.input}
                    inputMode="numeric"
                    maxLength={5}
                    placeholder="18:00"
                    aria-invalid={openError ? true : undefined}
                    {...form.register(`business_hours.${i}.open`)}
                  />
                </label>
                <label className={`${styles.compact} ${styles.time}`}>
                  <span>{t('hours.close')}</span>
                  <input
                    className={styles.input}
                    inputMode="numeric"
                    maxLength={5}
                    placeholder="18:00"
                    aria-invalid={closeError ? true : undefined}
                    {...form.register(`business_hours.${i}.close`)}
                  />
                </label>
                <Button variant="text" size="small" onClick={() => rows.remove(i)} aria-label={t('remove')}>
                  {t('remove')}
                </Button>
              </div>
              {(openError || closeError) && (
                <p className={styles.error} role="alert">
                  {openError ?? closeError}
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
          onClick={() => rows.append({ weekday: 1, open: '11:00', close: '15:00' })}
        >
          {t('hours.add')}
        </Button>
        <Button
          variant="text"
          size="small"
          onClick={() => {
            const first = form.getValues('business_hours.0') as { open: string; close: string } | undefined;
            if (!first) return;
            rows.replace(WEEKDAYS.map((weekday) => ({ weekday, open: first.open, close: first.close })));
          }}
        >
          {t('hours.copyAll')}
        </Button>
      </div>
    </div>
  );
}
