import { SaveProductBody, type SaveProductInput } from '@app/domain/catalogue/admin-schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { pathFor } from '../../../../app/route-table.ts';
import { inProviderMode } from '../../../../app/shared/provider-mode.ts';
import { CheckboxField } from '../../../../components/ui/checkbox-field.tsx';
import { FormFooter } from '../../../../components/ui/form-footer.tsx';
import { MoneyField } from '../../../../components/ui/money-field.tsx';
import { SelectField } from '../../../../components/ui/select-field.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { TextAreaField } from '../../../../components/ui/text-area-field.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../../lib/api.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { Link, useNavigate } from '../../../../lib/router.tsx';
import { notify } from '../../../../lib/snackbar.ts';
import {
  type AdminProduct,
  catalogueKeys,
  deleteProduct,
  menusQuery,
  productQuery,
  saveProduct,
  serviceTypesQuery,
} from '../api/catalogue-admin-calls.ts';
import { errorAt, localise, showServerFieldError } from '../lib/form-errors.ts';
import { commaList, nullableNumber } from '../lib/form-values.ts';
import styles from './catalogue.module.css';
import { PhotoField } from './photo-picker.tsx';

const toValues = (p: AdminProduct): SaveProductInput => ({
  _id: p._id,
  category_id: p.category_id,
  code: p.code,
  productname: p.productname,
  description: p.description ?? '',
  details: p.details ?? '',
  price: p.price,
  regular_price: p.regular_price,
  photo: p.photo,
  subtype: p.subtype ?? '',
  service_type_id: p.service_type_id ?? '',
  stock: p.stock,
  safety_margin: p.safety_margin,
  sale_without_stock: p.sale_without_stock,
  max_quantity: p.max_quantity,
  manager_only: p.manager_only,
  check_in: p.check_in,
  services_providers: p.services_providers,
  active: p.active,
});

/** /admin/cardapio/produto/:id ('novo' creates): every field of spec 1 §3 Product. */
export function ProductScreen({ id }: { id: string }) {
  const { t } = useTranslation('backoffice-catalogue');
  const creating = id === 'novo';
  const product = useQuery({ ...productQuery(id), enabled: !creating });
  const menus = useQuery(menusQuery());
  if ((!creating && product.isPending) || menus.isPending) {
    return (
      <div className={styles.center}>
        <Spinner />
      </div>
    );
  }
  if (product.isError) return <p className={styles.formError}>{errorMessage(product.error, t('loadFailed'))}</p>;
  const initialCategory = new URLSearchParams(window.location.search).get('categoria') ?? '';
  return (
    <ProductForm
      key={id}
      initial={product.data ? toValues(product.data) : null}
      initialCategory={initialCategory}
      categories={menus.data?.categories ?? []}
    />
  );
}

function ProductForm({
  initial,
  initialCategory,
  categories,
}: {
  initial: SaveProductInput | null;
  initialCategory: string;
  categories: { _id: string; name: string; subtypes: string[] }[];
}) {
  const { t } = useTranslation('backoffice-catalogue');
  const navigate = useNavigate();
  const client = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const [providersText, setProvidersText] = useState(initial?.services_providers?.join(', ') ?? '');
  const form = useForm<SaveProductInput>({
    resolver: zodResolver(SaveProductBody),
    defaultValues: initial ?? {
      category_id: initialCategory || categories[0]?._id || '',
      code: '',
      productname: '',
      description: '',
      details: '',
      regular_price: null,
      photo: null,
      subtype: '',
      service_type_id: '',
      stock: null,
      safety_margin: 0,
      sale_without_stock: false,
      max_quantity: null,
      manager_only: false,
      check_in: false,
      services_providers: [],
      active: true,
    },
  });
  const { register, handleSubmit, formState, setError, control, setValue, reset } = form;
  const errors = formState.errors;
  const categoryId = useWatch({ control, name: 'category_id' });
  const subtypes = categories.find((c) => c._id === categoryId)?.subtypes ?? [];
  // Service types are a clinic's (decision 180): the choice shows at a clinic or service provider,
  // or where the product already names one.
  const showsServiceType = inProviderMode() || !!initial?.service_type_id;
  // The providers who perform a service: a clinic's field, kept visible where a product already names some.
  const showsProviders = inProviderMode() || (initial?.services_providers?.length ?? 0) > 0;
  // Active types, plus the product's own if it was deactivated since (it keeps it).
  const types = (useQuery({ ...serviceTypesQuery(), enabled: showsServiceType }).data?.tipos_servicos ?? []).filter(
    (type) => type.active || type._id === initial?.service_type_id,
  );
  const unknownType = initial?.service_type_id && !types.some((type) => type._id === initial.service_type_id);

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = await saveProduct(values);
      await client.invalidateQueries({ queryKey: catalogueKeys.all });
      notify(t('products.saved', { name: saved.productname }), { kind: 'success' });
      if (!initial) navigate(pathFor('AdminProduct', { id: saved._id }), { replace: true });
      else reset(toValues(saved));
    } catch (error) {
      if (!showServerFieldError(error, setError)) setFormError(localise(errorMessage(error, t('saveFailed'))) ?? null);
    }
  });

  async function remove() {
    if (!initial?._id || !window.confirm(t('products.confirmDelete'))) return;
    try {
      await deleteProduct(initial._id);
      await client.invalidateQueries({ queryKey: catalogueKeys.all });
      navigate(pathFor('AdminCatalogue'));
    } catch (error) {
      setFormError(localise(errorMessage(error, t('saveFailed'))) ?? null);
    }
  }

  const e = (path: string) => errorAt(errors, path);
  return (
    <div className={styles.screen}>
      <Link className={styles.back} to={pathFor('AdminCatalogue')}>
        ← {t('back')}
      </Link>
      <header className={styles.header}>
        <h1>{initial ? t('products.editTitle') : t('products.newTitle')}</h1>
        {initial?._id && (
          <Link className={styles.link} to={pathFor('AdminCombo', { id: initial._id })}>
            {t('products.comboLink')}
          </Link>
        )}
      </header>
      <form className={`${styles.card} ${styles.form}`} onSubmit={submit} noValidate>
        <div className={styles.grid2}>
          <TextField
            label={t('fields.productname')}
            maxLength={120}
            error={e('productname')}
            {...register('productname')}
          />
          <TextField
            label={t('fields.code')}
            hint={t('fields.codeHint')}
            maxLength={40}
            error={e('code')}
            {...register('code')}
          />
          <SelectField label={t('fields.category')} error={e('category_id')} {...register('category_id')}>
            <option value="">{t('fields.chooseCategory')}</option>
            {categories.map((c) => (
              <option key={c._id} value={c._id}>
                {c.name}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('fields.subtype')} error={e('subtype')} {...register('subtype')}>
            <option value="">{t('fields.noSubtype')}</option>
            {subtypes.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </SelectField>
        </div>
        <TextAreaField
          label={t('fields.description')}
          maxLength={500}
          error={e('description')}
          {...register('description')}
        />
        <TextAreaField label={t('fields.details')} maxLength={2000} error={e('details')} {...register('details')} />
        <PhotoField control={control} name="photo" kind="product" label={t('fields.photo')} error={e('photo')} />
        <div className={styles.grid3}>
          <MoneyField label={t('fields.price')} error={e('price')} control={control} name="price" />
          <MoneyField
            label={t('fields.regularPrice')}
            hint={t('fields.regularPriceHint')}
            error={e('regular_price')}
            control={control}
            name="regular_price"
            empty={null}
          />
          <TextField
            label={t('fields.maxQuantity')}
            hint={t('fields.emptyNoLimit')}
            type="number"
            inputMode="numeric"
            step="1"
            error={e('max_quantity')}
            {...register('max_quantity', { setValueAs: nullableNumber })}
          />
          <TextField
            label={t('fields.stock')}
            hint={t('fields.stockHint')}
            type="number"
            inputMode="numeric"
            step="1"
            error={e('stock')}
            {...register('stock', { setValueAs: nullableNumber })}
          />
          <TextField
            label={t('fields.safetyMargin')}
            hint={t('fields.safetyMarginHint')}
            type="number"
            inputMode="numeric"
            step="1"
            error={e('safety_margin')}
            {...register('safety_margin', { setValueAs: (v) => nullableNumber(v) ?? 0 })}
          />
          {showsServiceType && (
            <SelectField
              label={t('fields.serviceType')}
              hint={t('fields.serviceTypeHint')}
              error={e('service_type_id')}
              {...register('service_type_id')}
            >
              <option value="">{t('fields.serviceTypeNone')}</option>
              {types.map((type) => (
                <option key={type._id} value={type._id}>
                  {type.name}
                </option>
              ))}
              {unknownType && <option value={initial.service_type_id ?? ''}>{initial.service_type_id}</option>}
            </SelectField>
          )}
        </div>
        {showsProviders && (
          <TextField
            label={t('fields.providers')}
            hint={t('fields.providersHint')}
            value={providersText}
            error={e('services_providers')}
            onChange={(ev) => {
              setProvidersText(ev.target.value);
              setValue('services_providers', commaList(ev.target.value), { shouldDirty: true });
            }}
          />
        )}
        <div className={styles.checks}>
          <CheckboxField label={t('fields.active')} {...register('active')} />
          <CheckboxField label={t('fields.saleWithoutStock')} {...register('sale_without_stock')} />
          <CheckboxField label={t('fields.managerOnly')} {...register('manager_only')} />
          <CheckboxField label={t('fields.checkIn')} {...register('check_in')} />
        </div>
        <FormFooter
          error={formError}
          remove={initial?._id ? { label: t('products.delete'), onClick: remove } : null}
          submit={{ label: t('save'), busy: formState.isSubmitting }}
        />
      </form>
    </div>
  );
}
