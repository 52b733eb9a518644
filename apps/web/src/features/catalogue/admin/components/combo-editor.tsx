import { SaveComboBody, type SaveComboInput } from '@app/domain/catalogue/admin-schemas';
import { SELECTION_TYPES } from '@app/domain/catalogue/combo-rules';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray, useForm } from 'react-hook-form';
import { pathFor } from '../../../../app/route-table.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { CheckboxField } from '../../../../components/ui/checkbox-field.tsx';
import { FormFooter } from '../../../../components/ui/form-footer.tsx';
import { MoneyField } from '../../../../components/ui/money-field.tsx';
import { SelectField } from '../../../../components/ui/select-field.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../../lib/api.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { Link } from '../../../../lib/router.tsx';
import { notify } from '../../../../lib/snackbar.ts';
import {
  type ComboData,
  catalogueKeys,
  comboQuery,
  deleteCombo,
  productChoicesQuery,
  saveCombo,
} from '../api/catalogue-admin-calls.ts';
import { errorAt, localise, showServerFieldError } from '../lib/form-errors.ts';
import { requiredNumber } from '../lib/form-values.ts';
import styles from './catalogue.module.css';

const toValues = (data: ComboData): SaveComboInput => ({
  product_id: data.product_id,
  sessions: data.sessions.map((s) => ({ ...s })),
});
const newSession = (order: number): SaveComboInput['sessions'][number] => ({
  title: '',
  selection_type: 'UNIQUE_SELECT',
  min_itens: 0,
  max_itens: 0,
  max_itens_additions: 0,
  max_total_products: 0,
  autocomplete: false,
  pending_print: false,
  display_order: order,
  product_list_data: [{ productname: '', price: 0, qtd: 0 }],
});

/** /admin/cardapio/combo/:id: the product's combo sessions, their rules and items. */
export function ComboScreen({ id }: { id: string }) {
  const { t } = useTranslation('backoffice-catalogue');
  const query = useQuery(comboQuery(id));
  if (query.isPending) {
    return (
      <div className={styles.center}>
        <Spinner />
      </div>
    );
  }
  if (query.isError) return <p className={styles.formError}>{errorMessage(query.error, t('loadFailed'))}</p>;
  return <ComboForm data={query.data} />;
}

function ComboForm({ data }: { data: ComboData }) {
  const { t } = useTranslation('backoffice-catalogue');
  const client = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<SaveComboInput>({ resolver: zodResolver(SaveComboBody), defaultValues: toValues(data) });
  const { control, register, handleSubmit, formState, setError, reset, getValues, setValue } = form;
  const sessions = useFieldArray({ control, name: 'sessions' });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = await saveCombo({
        ...values,
        sessions: values.sessions.map((s, i) => ({ ...s, display_order: i })),
      });
      reset(toValues(saved));
      await client.invalidateQueries({ queryKey: catalogueKeys.all });
      notify(t('combo.saved'), { kind: 'success' });
    } catch (error) {
      if (!showServerFieldError(error, setError)) setFormError(localise(errorMessage(error, t('saveFailed'))) ?? null);
    }
  });

  async function removeAll() {
    if (!window.confirm(t('combo.confirmDelete'))) return;
    try {
      await deleteCombo(data.product_id);
      reset({ product_id: data.product_id, sessions: [] });
      await client.invalidateQueries({ queryKey: catalogueKeys.all });
    } catch (error) {
      setFormError(localise(errorMessage(error, t('saveFailed'))) ?? null);
    }
  }

  return (
    <div className={styles.screen}>
      <Link className={styles.back} to={pathFor('AdminProduct', { id: data.product_id })}>
        ← {data.productname}
      </Link>
      <header className={styles.header}>
        <h1>{t('combo.title', { name: data.productname })}</h1>
      </header>
      <p className={styles.muted}>{t('combo.help')}</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        {sessions.fields.length === 0 && <p className={styles.muted}>{t('combo.none')}</p>}
        {sessions.fields.map((field, index) => (
          <SessionEditor
            key={field.id}
            index={index}
            count={sessions.fields.length}
            control={control}
            register={register}
            errors={formState.errors}
            onMove={(to) => sessions.move(index, to)}
            onRemove={() => sessions.remove(index)}
            onTypeChange={() => {
              if (getValues(`sessions.${index}.selection_type`) === 'UNIQUE_SELECT') {
                setValue(`sessions.${index}.min_itens`, 0);
              }
            }}
          />
        ))}
        <div className={styles.toolbar}>
          <Button variant="secondary" onClick={() => sessions.append(newSession(sessions.fields.length))}>
            {t('combo.addSession')}
          </Button>
        </div>
        <FormFooter
          error={formError}
          remove={data.sessions.length > 0 ? { label: t('combo.delete'), onClick: removeAll } : null}
          submit={{ label: t('save'), busy: formState.isSubmitting }}
        />
      </form>
    </div>
  );
}

function SessionEditor(props: {
  index: number;
  count: number;
  control: Control<SaveComboInput>;
  register: UseFormRegister<SaveComboInput>;
  errors: FieldErrors<SaveComboInput>;
  onMove: (to: number) => void;
  onRemove: () => void;
  onTypeChange: () => void;
}) {
  const { t } = useTranslation('backoffice-catalogue');
  const { index, register, errors } = props;
  const base = `sessions.${index}` as const;
  const items = useFieldArray({ control: props.control, name: `${base}.product_list_data` });
  const choices = useQuery(productChoicesQuery());
  const e = (path: string) => errorAt(errors, `${base}.${path}`);
  const number = (name: 'min_itens' | 'max_itens' | 'max_itens_additions' | 'max_total_products', label: string) => (
    <TextField
      label={label}
      type="number"
      inputMode="numeric"
      min={0}
      step={1}
      error={e(name)}
      {...register(`${base}.${name}`, { setValueAs: requiredNumber })}
    />
  );
  return (
    <section className={styles.session} aria-label={t('combo.session', { n: index + 1 })}>
      <div className={styles.sessionHead}>
        <h2>{t('combo.session', { n: index + 1 })}</h2>
        <button
          type="button"
          className={styles.iconButton}
          disabled={index === 0}
          onClick={() => props.onMove(index - 1)}
          aria-label={t('combo.up', { n: index + 1 })}
        >
          ↑
        </button>
        <button
          type="button"
          className={styles.iconButton}
          disabled={index === props.count - 1}
          onClick={() => props.onMove(index + 1)}
          aria-label={t('combo.down', { n: index + 1 })}
        >
          ↓
        </button>
        <button type="button" className={styles.iconButton} onClick={props.onRemove}>
          {t('combo.removeSession')}
        </button>
      </div>
      <div className={styles.grid2}>
        <TextField label={t('combo.sessionTitle')} maxLength={80} error={e('title')} {...register(`${base}.title`)} />
        <SelectField
          label={t('combo.selectionType')}
          error={e('selection_type')}
          {...register(`${base}.selection_type`, { onChange: props.onTypeChange })}
        >
          {SELECTION_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`combo.types.${type}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <div className={styles.grid2}>
        {number('min_itens', t('combo.min'))}
        {number('max_itens', t('combo.max'))}
        {number('max_itens_additions', t('combo.maxAdditions'))}
        {number('max_total_products', t('combo.maxTotal'))}
      </div>
      <p className={styles.muted}>{t('combo.zeroNoCap')}</p>
      <div className={styles.checks}>
        <CheckboxField label={t('combo.autocomplete')} {...register(`${base}.autocomplete`)} />
        <CheckboxField label={t('combo.pendingPrint')} {...register(`${base}.pending_print`)} />
      </div>
      <h3 className={styles.label}>{t('combo.items')}</h3>
      {e('product_list_data') && (
        <p className={styles.error} role="alert">
          {e('product_list_data')}
        </p>
      )}
      {items.fields.map((item, i) => (
        <div key={item.id} className={styles.item}>
          <TextField
            label={t('combo.itemName')}
            maxLength={120}
            error={e(`product_list_data.${i}.productname`)}
            {...register(`${base}.product_list_data.${i}.productname`)}
          />
          {choices.data ? (
            <SelectField
              label={t('combo.itemProduct')}
              error={e(`product_list_data.${i}.product_id`)}
              {...register(`${base}.product_list_data.${i}.product_id`, { setValueAs: (v) => (v ? String(v) : null) })}
            >
              <option value="">{t('combo.noProduct')}</option>
              {choices.data.map((p) => (
                <option key={p._id} value={p._id}>
                  {p.productname}
                </option>
              ))}
            </SelectField>
          ) : (
            <Spinner size={18} />
          )}
          <MoneyField
            label={t('combo.itemPrice')}
            error={e(`product_list_data.${i}.price`)}
            control={props.control}
            name={`${base}.product_list_data.${i}.price`}
          />
          <TextField
            label={t('combo.itemQtd')}
            type="number"
            inputMode="numeric"
            step="1"
            min={0}
            error={e(`product_list_data.${i}.qtd`)}
            {...register(`${base}.product_list_data.${i}.qtd`, { setValueAs: requiredNumber })}
          />
          <button
            type="button"
            className={`${styles.iconButton} ${styles.itemRemove}`}
            onClick={() => items.remove(i)}
            aria-label={t('combo.removeItem', { n: i + 1 })}
          >
            ×
          </button>
        </div>
      ))}
      <div className={styles.toolbar}>
        <Button size="small" variant="secondary" onClick={() => items.append({ productname: '', price: 0, qtd: 0 })}>
          {t('combo.addItem')}
        </Button>
      </div>
    </section>
  );
}
