import { type AdminCoupon, CouponInput } from '@app/domain/coupons/admin-schemas';
import { COUPON_KINDS } from '@app/domain/coupons/rules';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { type FieldValues, type Resolver, useForm } from 'react-hook-form';
import { Button } from '../../../../components/ui/button.tsx';
import { FormFooter } from '../../../../components/ui/form-footer.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../../lib/api.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { notify } from '../../../../lib/snackbar.ts';
import { useBrowserStore } from '../../../../lib/storage.ts';
import {
  CheckField,
  type Form,
  localiseSettingsMessage,
  MoneyInput,
  NumberInput,
  revealFirstError,
  SelectInput,
  serverFieldError,
  settingsStyles as styles,
  TextInput,
} from '../../../places/admin/index.ts';
import { type CouponBody, couponsQuery, createCoupon, setCouponActive, updateCoupon } from '../api/coupons-calls.ts';

const EMPTY: CouponBody = {
  code: '',
  kind: 'percent',
  value: 10,
  description: '',
  min_order: 0,
  max_uses: 0,
  per_user_limit: 1,
  valid_from: '',
  valid_until: '',
  first_purchase_only: false,
  active: true,
};

const toForm = (c: AdminCoupon): CouponBody => ({
  code: c.code,
  kind: c.kind,
  value: c.value,
  description: c.description ?? '',
  min_order: c.min_order,
  max_uses: c.max_uses,
  per_user_limit: c.per_user_limit,
  valid_from: c.valid_from ?? '',
  valid_until: c.valid_until ?? '',
  first_purchase_only: c.first_purchase_only,
  active: c.active,
});

const brDate = (d: string | null) => (d ? d.split('-').reverse().join('/') : '…');

function CouponForm({ coupon, onDone }: { coupon: AdminCoupon | null; onDone: () => void }) {
  const { t } = useTranslation('backoffice-settings');
  const client = useQueryClient();
  const form = useForm<FieldValues>({
    resolver: zodResolver(CouponInput as never) as unknown as Resolver<FieldValues>,
    defaultValues: coupon ? toForm(coupon) : EMPTY,
  });
  const [formError, setFormError] = useState<string | null>(null);
  const ref = useRef<HTMLFormElement>(null);
  const mutation = useMutation({
    mutationFn: (body: CouponBody) => (coupon ? updateCoupon(coupon._id, body) : createCoupon(body)),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['backoffice', 'coupons'] });
      notify(t('coupons.saved'), { kind: 'success' });
      onDone();
    },
    onError: (error) => {
      const field = serverFieldError(error);
      if (field && field.field in EMPTY) form.setError(field.field, { type: 'server', message: field.message });
      else setFormError(localiseSettingsMessage(errorMessage(error, t('saveFailed'))));
      revealFirstError(ref.current);
    },
  });
  const f = form as unknown as Form;
  const kind = form.watch('kind') as CouponBody['kind'];
  const c = (name: string) => ({ label: t(`coupons.fields.${name}.label`), help: t(`coupons.fields.${name}.help`) });
  return (
    <form
      ref={ref}
      className={styles.couponForm}
      noValidate
      onSubmit={form.handleSubmit(
        (values) => mutation.mutate(values as unknown as CouponBody),
        () => revealFirstError(ref.current),
      )}
    >
      <h3 className={styles.subtitle}>
        {coupon ? t('coupons.editTitle', { code: coupon.code }) : t('coupons.newTitle')}
      </h3>
      <div className={styles.row}>
        <TextInput form={f} name="code" {...c('code')} />
        <SelectInput
          form={f}
          name="kind"
          {...c('kind')}
          options={COUPON_KINDS.map((k) => ({
            value: k,
            label: t(`coupons.kinds.${k}`),
          }))}
        />
      </div>
      <div className={styles.row}>
        {kind === 'percent' ? (
          <NumberInput key="percent" form={f} name="value" suffix="%" {...c('value')} />
        ) : (
          <MoneyInput key="money" form={f} name="value" {...c('value')} />
        )}
        <MoneyInput form={f} name="min_order" {...c('min_order')} />
      </div>
      <TextInput form={f} name="description" {...c('description')} />
      <div className={styles.row}>
        <NumberInput form={f} name="max_uses" {...c('max_uses')} />
        <NumberInput form={f} name="per_user_limit" {...c('per_user_limit')} />
      </div>
      <div className={styles.row}>
        <TextInput form={f} name="valid_from" type="date" {...c('valid_from')} />
        <TextInput form={f} name="valid_until" type="date" {...c('valid_until')} />
      </div>
      <CheckField form={f} name="first_purchase_only" {...c('first_purchase_only')} />
      <CheckField form={f} name="active" {...c('active')} />
      <FormFooter
        error={formError}
        sticky
        cancel={{ label: t('cancel'), onClick: onDone }}
        submit={{ label: t('save'), busy: mutation.isPending }}
      />
    </form>
  );
}

/** Cupons: the place's coupons, with create, edit and disable. */
export function CouponsPanel() {
  const { t } = useTranslation('backoffice-settings');
  const managerToken = useBrowserStore((s) => s.managerToken);
  const client = useQueryClient();
  const query = useQuery(couponsQuery(managerToken));
  const [editing, setEditing] = useState<AdminCoupon | 'new' | null>(null);
  const toggle = useMutation({
    mutationFn: (c: AdminCoupon) => setCouponActive(c._id, !c.active),
    onSuccess: () => client.invalidateQueries({ queryKey: ['backoffice', 'coupons'] }),
    onError: (error) => notify(errorMessage(error, t('saveFailed')), { kind: 'error' }),
  });
  if (query.isPending) return <Spinner />;
  if (query.isError) return <p className={styles.formError}>{errorMessage(query.error, t('loadFailed'))}</p>;
  const value = (c: AdminCoupon) =>
    c.kind === 'percent' ? `${String(c.value).replace('.', ',')}%` : `R$ ${c.value.toFixed(2).replace('.', ',')}`;
  return (
    <div className={styles.section}>
      <p className={styles.help}>{t('coupons.help')}</p>
      {editing ? (
        <CouponForm
          key={editing === 'new' ? 'new' : editing._id}
          coupon={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      ) : (
        <div className={styles.inlineActions}>
          <Button onClick={() => setEditing('new')}>{t('coupons.new')}</Button>
        </div>
      )}
      {query.data.length === 0 && <p className={styles.empty}>{t('coupons.none')}</p>}
      <ul className={styles.couponList}>
        {query.data.map((c) => (
          <li key={c._id} className={c.active ? styles.coupon : `${styles.coupon} ${styles.inactive}`}>
            <div>
              <strong className={styles.code}>{c.code}</strong> · {t(`coupons.kinds.${c.kind}`)} {value(c)}
              <div className={styles.meta}>
                {t('coupons.uses', { uses: c.uses, max: c.max_uses || '∞' })} ·{' '}
                {c.valid_from || c.valid_until
                  ? t('coupons.validity', { from: brDate(c.valid_from), until: brDate(c.valid_until) })
                  : t('coupons.noValidity')}
                {c.first_purchase_only && ` · ${t('coupons.firstOnly')}`}
                {!c.active && ` · ${t('coupons.disabled')}`}
              </div>
            </div>
            <div className={styles.couponActions}>
              <Button variant="text" size="small" onClick={() => setEditing(c)}>
                {t('coupons.edit')}
              </Button>
              <Button variant="text" size="small" onClick={() => toggle.mutate(c)}>
                {c.active ? t('coupons.disable') : t('coupons.enable')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
