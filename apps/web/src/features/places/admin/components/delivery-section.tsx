import { useFieldArray } from 'react-hook-form';
import { TextAreaField } from '../../../../components/ui/text-area-field.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';
import { errorAt, firstErrorUnder } from '../lib/form-errors.ts';
import { useFieldText } from './field-text.ts';
import { CheckField, type Form } from './fields.tsx';
import { ListEditor, MoneyRowInput, RowCheck, RowInput } from './list-editor.tsx';
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
      <ListEditor
        keys={rows.fields.map((row) => row.id)}
        rowError={(i) =>
          errorAt(errors, `delivery_districts.${i}.name`) ??
          errorAt(errors, `delivery_districts.${i}.city`) ??
          errorAt(errors, `delivery_districts.${i}.uf`) ??
          errorAt(errors, `delivery_districts.${i}.fee`)
        }
        row={(i) => (
          <>
            <RowInput label={t('districts.name')} width="grow" {...form.register(`delivery_districts.${i}.name`)} />
            <RowInput label={t('districts.city')} {...form.register(`delivery_districts.${i}.city`)} />
            <RowInput
              label={t('districts.uf')}
              width="narrow"
              maxLength={2}
              {...form.register(`delivery_districts.${i}.uf`)}
            />
            <MoneyRowInput
              label={t('districts.fee')}
              width="narrow"
              control={form.control}
              name={`delivery_districts.${i}.fee`}
              aria-invalid={errorAt(errors, `delivery_districts.${i}.fee`) ? true : undefined}
            />
            <RowCheck label={t('districts.free')} {...form.register(`delivery_districts.${i}.free`)} />
          </>
        )}
        onRemove={(i) => rows.remove(i)}
        onAdd={() => rows.append({ name: '', city, uf, fee: 0, free: false })}
        addLabel={t('districts.add')}
      />
      <TextAreaField
        id="pickup-places"
        rows={3}
        label={f('pickup_places').label}
        hint={<p className={styles.help}>{f('pickup_places').help}</p>}
        keepHint
        error={pickupError}
        {...form.register('pickup_places')}
      />
    </div>
  );
}
