import { useFieldArray, useWatch } from 'react-hook-form';
import { Button } from '../../../../components/ui/button.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';
import { errorAt } from '../lib/form-errors.ts';
import type { Form } from './fields.tsx';
import { ListEditor, RowInput, RowSelect } from './list-editor.tsx';
import styles from './settings.module.css';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0];
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

type Range = { weekday?: number; open?: string; close?: string };

/** Horários: opening ranges per weekday; several a day (lunch and dinner). */
export function HoursSection({ form }: { form: Form }) {
  const { t } = useTranslation('backoffice-settings');
  const rows = useFieldArray({ control: form.control, name: 'business_hours' });
  const errors = form.formState.errors;
  const values = (useWatch({ control: form.control, name: 'business_hours' }) ?? []) as Range[];
  // A close before the open runs into the next day: say so under the row, as the storefront reads it.
  const overnight = (i: number) => {
    const { open = '', close = '' } = values[i] ?? {};
    if (!TIME.test(open) || !TIME.test(close) || close >= open) return undefined;
    return t('hours.overnight', { open, close });
  };
  return (
    <div className={styles.grid}>
      <p className={styles.help}>{t('fields.business_hours.help')}</p>
      <ListEditor
        keys={rows.fields.map((row) => row.id)}
        empty={<p className={styles.empty}>{t('hours.none')}</p>}
        rowNote={overnight}
        rowError={(i) => errorAt(errors, `business_hours.${i}.open`) ?? errorAt(errors, `business_hours.${i}.close`)}
        row={(i) => (
          <>
            <RowSelect
              label={t('hours.weekday')}
              width="grow"
              options={WEEKDAYS.map((d) => ({ value: d, label: t(`weekdays.${d}`) }))}
              {...form.register(`business_hours.${i}.weekday`, { valueAsNumber: true })}
            />
            {(['open', 'close'] as const).map((end) => (
              <RowInput
                key={end}
                label={t(`hours.${end}`)}
                width="time"
                inputMode="numeric"
                maxLength={5}
                placeholder="18:00"
                aria-invalid={errorAt(errors, `business_hours.${i}.${end}`) ? true : undefined}
                {...form.register(`business_hours.${i}.${end}`)}
              />
            ))}
          </>
        )}
        onRemove={(i) => rows.remove(i)}
        onAdd={() => rows.append({ weekday: 1, open: '11:00', close: '15:00' })}
        addLabel={t('hours.add')}
        moreActions={
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
        }
      />
    </div>
  );
}
