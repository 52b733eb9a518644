import { type ConsumeKind, OPEN_ORDER_KINDS } from '@app/domain/open-orders/rules';
import { formatMoney, reaisToCents } from '@app/domain/shared/money';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { SubmitForm } from '../../../components/ui/submit-form.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError, errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useBrowserStore } from '../../../lib/storage.ts';
import { checkInProductsQuery, consumePlaceListQuery, createOpenOrder } from '../api/open-order-create-calls.ts';
import styles from './tables.module.css';

type Created = Awaited<ReturnType<typeof createOpenOrder>>;

/** Units of one check-in product (the server's bound too). */
const QUANTITY_MAX = 99;

/**
 * CreateOpenOrder (/criar-pedido-aberto, staff; decisions 106, 187): open an account on a free
 * table, tab, room or chalet for guests who then join it with its invite code, with the check-in
 * products (the night's rate) as its first round; a room goes on to the check-in.
 */
export function CreateOpenOrder({
  links,
}: {
  /** The account's screen, its check-in (rooms) and its invite link. */
  links: (order: Created) => { account: React.ReactNode; checkIn: React.ReactNode | null; invite: string };
}) {
  const { t, i18n } = useTranslation('tables');
  const locale = i18n.language === 'en' ? 'en' : 'pt-BR';
  const places = useQuery(consumePlaceListQuery);
  const managerToken = useBrowserStore((s) => s.managerToken);
  const checkInProducts = useQuery(checkInProductsQuery(managerToken));
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const setQuantity = (id: string, n: number) =>
    setQuantities((q) => ({ ...q, [id]: Math.min(QUANTITY_MAX, Math.max(0, n)) }));
  const chosen = Object.entries(quantities).flatMap(([product_id, quantity]) =>
    quantity > 0 ? [{ product_id, quantity }] : [],
  );
  const [kind, setKind] = useState<ConsumeKind | null>(null);
  const [number, setNumber] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<{ number?: string; products?: string; form?: string }>({});
  const [created, setCreated] = useState<Created | null>(null);
  const chosenKind: ConsumeKind = kind ?? places.data?.option ?? 'table';
  const listed = (places.data?.consume_places ?? []).filter((p) => p.kind === chosenKind);

  const create = useMutation({
    mutationFn: () =>
      createOpenOrder({
        kind: chosenKind,
        number: number.trim(),
        ...(name.trim() ? { name } : {}),
        ...(chosen.length > 0 ? { products: chosen } : {}),
      }),
    onSuccess: (order) => {
      setCreated(order);
      setErrors({});
    },
    onError: (e) => {
      const message = errorMessage(e, t('genericError'));
      const field = e instanceof ApiError ? (e.body as { field?: string }).field : undefined;
      setErrors(
        field === 'number' || (e instanceof ApiError && e.code === 'open_order_taken')
          ? { number: message }
          : field === 'products'
            ? { products: message }
            : { form: message },
      );
    },
  });

  if (created) {
    const l = links(created);
    return (
      <div className={styles.screen}>
        <section className={styles.card} aria-label={t('createdTitle', { number: created.number })}>
          <h1 className={styles.title}>{t('createdTitle', { number: created.number })}</h1>
          {created.name && <p className={styles.muted}>{created.name}</p>}
          {created.check_in_total > 0 && (
            <p>{t('checkInTotal', { total: formatMoney(reaisToCents(created.check_in_total), locale) })}</p>
          )}
          <p>{t('createdHint')}</p>
          <p className={styles.muted}>{t('inviteCode')}</p>
          <p className={styles.code} data-testid="invite-code">
            {created.invite_code}
          </p>
          <p className={styles.link}>{l.invite}</p>
          <div className={styles.actions}>
            {l.checkIn}
            {l.account}
            <Button
              variant="secondary"
              onClick={() => {
                setCreated(null);
                setNumber('');
                setName('');
                setQuantities({});
              }}
            >
              {t('createAnother')}
            </Button>
          </div>
        </section>
      </div>
    );
  }

  return (
    <div className={styles.screen}>
      <SubmitForm
        className={styles.card}
        onSubmit={() => {
          if (!number.trim()) {
            setErrors({ number: t('required') });
            return;
          }
          create.mutate();
        }}
      >
        <h1 className={styles.title}>{t('createTitle')}</h1>
        <p className={styles.muted}>{t('createHint')}</p>
        <SelectField
          label={t('kind')}
          name="kind"
          value={chosenKind}
          onChange={(e) => {
            setKind(e.target.value as ConsumeKind);
            setNumber('');
            setErrors({});
          }}
        >
          {OPEN_ORDER_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`kinds.${k}`)}
            </option>
          ))}
        </SelectField>
        {listed.length > 0 ? (
          <SelectField
            label={t('number')}
            name="number"
            value={number}
            onChange={(e) => {
              setNumber(e.target.value);
              setErrors({});
            }}
            error={errors.number}
          >
            <option value="">{t('choose')}</option>
            {listed.map((p) => (
              <option key={p._id} value={p.name}>
                {p.name}
              </option>
            ))}
          </SelectField>
        ) : (
          <TextField
            label={t('number')}
            name="number"
            value={number}
            maxLength={40}
            autoComplete="off"
            onChange={(e) => {
              setNumber(e.target.value);
              setErrors({});
            }}
            error={errors.number}
          />
        )}
        <TextField
          label={t('accountName')}
          name="name"
          hint={t('accountNameHint')}
          keepHint
          value={name}
          maxLength={60}
          onChange={(e) => setName(e.target.value)}
        />
        <fieldset className={styles.products}>
          <legend>{t('checkInProducts')}</legend>
          <p className={styles.muted}>{t('checkInProductsHint')}</p>
          {checkInProducts.data?.length === 0 && <p className={styles.muted}>{t('noCheckInProducts')}</p>}
          <ul>
            {(checkInProducts.data ?? []).map((p) => (
              <li key={p._id} className={styles.productRow}>
                <span>
                  {p.productname}
                  <span className={styles.muted}> · {formatMoney(reaisToCents(p.price), locale)}</span>
                </span>
                <TextField
                  label={t('quantityOf', { name: p.productname })}
                  name={`quantity-${p.code}`}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={QUANTITY_MAX}
                  value={String(quantities[p._id] ?? 0)}
                  onChange={(e) => setQuantity(p._id, Math.trunc(Number(e.target.value) || 0))}
                />
              </li>
            ))}
          </ul>
          {errors.products && (
            <p role="alert" className={styles.error}>
              {errors.products}
            </p>
          )}
        </fieldset>
        {errors.form && (
          <p role="alert" className={styles.error}>
            {errors.form}
          </p>
        )}
        <div className={styles.actions}>
          <Button type="submit" loading={create.isPending}>
            {t('create')}
          </Button>
        </div>
      </SubmitForm>
    </div>
  );
}
