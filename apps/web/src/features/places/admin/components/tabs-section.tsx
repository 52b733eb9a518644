import { COMANDA_ACTIONS, CONSUME_KINDS } from '@app/domain/places/settings-schemas';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from '../../../../lib/i18n.ts';
import { errorAt } from '../lib/form-errors.ts';
import { useFieldText } from './field-text.ts';
import { CheckField, CheckList, type Form, SelectInput, TextInput } from './fields.tsx';
import { ListEditor, RowCheck, RowInput, RowSelect } from './list-editor.tsx';
import styles from './settings.module.css';

/** Mesas e comandas: comandaFacil and its actions, auto order, app payment only, consume places, Wi-Fi. */
export function TabsSection({ form }: { form: Form }) {
  const { t } = useTranslation('backoffice-settings');
  const f = useFieldText();
  const rows = useFieldArray({ control: form.control, name: 'consume_places', keyName: 'key' });
  const kinds = CONSUME_KINDS.map((k) => ({ value: k, label: t(`consumeKinds.${k}`) }));
  return (
    <div className={styles.grid}>
      <CheckField form={form} name="comandaFacil" {...f('comandaFacil')} />
      <CheckList
        form={form}
        name="comandaFacil_actions"
        {...f('comandaFacil_actions')}
        options={COMANDA_ACTIONS.map((a) => ({ value: a, label: t(`comandaActions.${a}`) }))}
      />
      <CheckField form={form} name="comandaFacil_open_order" {...f('comandaFacil_open_order')} />
      <CheckField form={form} name="comandaFacil_auto_order" {...f('comandaFacil_auto_order')} />
      <CheckField form={form} name="comandaFacil_app_payment_only" {...f('comandaFacil_app_payment_only')} />
      <SelectInput form={form} name="comandaFacil_option" nullable options={kinds} {...f('comandaFacil_option')} />
      <h3 className={styles.subtitle}>{f('consume_places').label}</h3>
      <p className={styles.help}>{f('consume_places').help}</p>
      <ListEditor
        keys={rows.fields.map((row) => row.key)}
        rowError={(i) => errorAt(form.formState.errors, `consume_places.${i}.name`)}
        row={(i) => (
          <>
            <RowSelect label={t('consume.kind')} options={kinds} {...form.register(`consume_places.${i}.kind`)} />
            <RowInput
              label={t('consume.name')}
              width="grow"
              aria-invalid={errorAt(form.formState.errors, `consume_places.${i}.name`) ? true : undefined}
              {...form.register(`consume_places.${i}.name`)}
            />
            <RowCheck label={t('consume.active')} {...form.register(`consume_places.${i}.active`)} />
          </>
        )}
        onRemove={(i) => rows.remove(i)}
        onAdd={() => rows.append({ kind: 'table', name: `Mesa ${rows.fields.length + 1}`, active: true })}
        addLabel={t('consume.add')}
      />
      <TextInput form={form} name="wifi_password" {...f('wifi_password')} />
    </div>
  );
}
