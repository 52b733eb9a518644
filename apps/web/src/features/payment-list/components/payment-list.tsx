import { localDate } from '@app/domain/agenda/rules';
import { formatDateTime, orderStatusLabelKey } from '@app/domain/orders/rules';
import { PAYMENT_TYPE, paymentTypeLabelKey } from '@app/domain/payments/rules';
import { formatMoney, reaisToCents } from '@app/domain/shared/money';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { usePlace } from '../../../app/shared/current-place.ts';
import { useValidationText } from '../../../app/shared/use-validation-text.ts';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useSearchParams } from '../../../lib/router.tsx';
import { useBrowserStore } from '../../../lib/storage.ts';
import { staffSuppliersQuery } from '../../scheduling/index.ts';
import {
  cancelOrder,
  type PaymentListFilter,
  type PaymentListOrder,
  paymentListQuery,
} from '../api/payment-list-calls.ts';
import { downloadCsv, toCsv } from '../lib/csv.ts';
import { CancelDialog } from './cancel-dialog.tsx';
import styles from './payment-list.module.css';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TYPES = [
  PAYMENT_TYPE.CASH,
  PAYMENT_TYPE.OTHER,
  PAYMENT_TYPE.ONLINE_CARD,
  PAYMENT_TYPE.PIX,
  PAYMENT_TYPE.LINK,
  PAYMENT_TYPE.CARD_MACHINE,
];
/** Orders staff may still cancel (and so refund) from the list: accepted, pending, out for delivery. */
const CANCELLABLE = [1, 2, 3];

function today(): string {
  const d = localDate(new Date());
  return `${d.y}-${String(d.m).padStart(2, '0')}-${String(d.d).padStart(2, '0')}`;
}

/**
 * Spec 3 §2.2 PaymentList (/pagamentos, manager; decision 120): the orders between two days with
 * the totals per payment type on top, filters kept in the URL, cancel (and refund) and CSV export.
 */
export function PaymentList() {
  const { t, i18n } = useTranslation('payment-list');
  const text = useValidationText();
  const locale = i18n.language === 'en' ? 'en' : 'pt-BR';
  const money = (reais: number) => formatMoney(reaisToCents(reais), locale);
  const managerToken = useBrowserStore((s) => s.managerToken);
  const [params, setParams] = useSearchParams();
  const begin = DAY.test(params.get('begin') ?? '') ? (params.get('begin') as string) : today();
  const end = DAY.test(params.get('end') ?? '') ? (params.get('end') as string) : begin;
  const typeParam = params.get('type');
  const paymentType = typeParam !== null && /^-?\d$/.test(typeParam) ? Number(typeParam) : undefined;
  // Clinic places: the orders of one professional (their bookings), decision 120.
  const clinic = !!usePlace()?.service_supplier;
  const suppliers = useQuery({ ...staffSuppliersQuery(managerToken), enabled: clinic && !!managerToken });
  const supplierId = clinic ? (params.get('profissional') ?? undefined) : undefined;
  const filter: PaymentListFilter = {
    begin,
    end,
    ...(paymentType !== undefined ? { payment_type: paymentType } : {}),
    ...(supplierId ? { service_supplier_id: supplierId } : {}),
  };
  const list = useQuery(paymentListQuery(filter, managerToken));
  const client = useQueryClient();
  const [cancelling, setCancelling] = useState<PaymentListOrder | null>(null);
  const cancel = useMutation({
    mutationFn: cancelOrder,
    onSuccess: () => {
      setCancelling(null);
      void client.invalidateQueries({ queryKey: ['paymentlist'] });
    },
  });

  const setFilter = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value === '') next.delete(key);
    else next.set(key, value);
    setParams(next, { replace: true });
  };
  const typeLabel = (type: number | null) => (type === null ? t('notChosen') : (text(paymentTypeLabelKey(type)) ?? ''));
  const statusLabel = (o: PaymentListOrder) => text(orderStatusLabelKey(o.status, { pickup: o.pickup })) ?? '';

  const exportCsv = () => {
    const data = list.data;
    if (!data) return;
    const header = [t('csvOrder'), t('csvDate'), t('csvCustomer'), t('csvStatus'), t('csvPayment'), t('csvTotal')];
    const rows = data.orders.map((o) => [
      `#${o.number}`,
      formatDateTime(o.created_at),
      o.username ?? '',
      statusLabel(o),
      typeLabel(o.payment_type),
      o.total_payable,
    ]);
    downloadCsv(`pagamentos-${data.begin}-a-${data.end}.csv`, toCsv(header, rows));
  };

  const data = list.data;
  return (
    <div className={styles.screen}>
      <div className={styles.header}>
        <h1 className={styles.title}>{t('title')}</h1>
        <Button variant="secondary" disabled={!data || data.orders.length === 0} onClick={exportCsv}>
          {t('exportCsv')}
        </Button>
      </div>
      <form className={styles.filters} aria-label={t('filters')} onSubmit={(e) => e.preventDefault()}>
        <TextField type="date" label={t('begin')} value={begin} onChange={(e) => setFilter('begin', e.target.value)} />
        <TextField type="date" label={t('end')} value={end} onChange={(e) => setFilter('end', e.target.value)} />
        <SelectField
          label={t('paymentType')}
          value={paymentType === undefined ? '' : String(paymentType)}
          onChange={(e) => setFilter('type', e.target.value)}
        >
          <option value="">{t('allTypes')}</option>
          {TYPES.map((type) => (
            <option key={type} value={type}>
              {typeLabel(type)}
            </option>
          ))}
        </SelectField>
        {clinic && (
          <SelectField
            label={t('supplier')}
            value={supplierId ?? ''}
            onChange={(e) => setFilter('profissional', e.target.value)}
          >
            <option value="">{t('allSuppliers')}</option>
            {(suppliers.data ?? []).map((s) => (
              <option key={s.service_supplier_id} value={s.service_supplier_id}>
                {s.name}
              </option>
            ))}
          </SelectField>
        )}
      </form>
      {list.isError && (
        <p role="alert" className={styles.error}>
          {errorMessage(list.error, t('loadError'))}
        </p>
      )}
      {data && (
        <section className={styles.totals} aria-label={t('totals')}>
          <div className={styles.grandTotal}>
            <span className={styles.muted}>{t('grandTotal', { count: data.count })}</span>
            <strong className={styles.amount}>{money(data.total)}</strong>
          </div>
          <ul className={styles.typeTotals}>
            {data.totals.map((line) => (
              <li key={String(line.payment_type)} className={styles.typeTotal}>
                <span>{typeLabel(line.payment_type)}</span>
                <span className={styles.muted}>{t('orderCount', { count: line.count })}</span>
                <strong>{money(line.total)}</strong>
              </li>
            ))}
          </ul>
          <p className={styles.muted}>{t('totalsRule')}</p>
        </section>
      )}
      {data?.truncated && <p className={styles.muted}>{t('truncated')}</p>}
      {data && data.orders.length === 0 && <p className={styles.muted}>{t('empty')}</p>}
      {data && data.orders.length > 0 && (
        <ul className={styles.rows} aria-label={t('orders')}>
          {data.orders.map((o) => (
            <li key={o._id} className={styles.row} aria-label={`#${o.number}`}>
              <div className={styles.rowHead}>
                <strong>#{o.number}</strong>
                <span className={styles.muted}>{formatDateTime(o.created_at)}</span>
                <strong className={styles.rowTotal}>{money(o.total_payable)}</strong>
              </div>
              <div className={styles.rowFacts}>
                <span>{o.username ?? t('anonymous')}</span>
                <span className={styles.badge}>{typeLabel(o.payment_type)}</span>
                <span className={styles.badge}>{statusLabel(o)}</span>
              </div>
              {CANCELLABLE.includes(o.status) && (
                <Button variant="text" onClick={() => setCancelling(o)}>
                  {o.payment_status === 'paid' ? t('cancelAndRefund') : t('cancel')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {cancelling && (
        <CancelDialog
          number={cancelling.number}
          busy={cancel.isPending}
          error={cancel.isError ? errorMessage(cancel.error, t('cancelError')) : null}
          onConfirm={(reason, observation) =>
            cancel.mutate({
              order_id: cancelling._id,
              reason_cancel: reason,
              ...(observation ? { cancel_obs: observation } : {}),
            })
          }
          onClose={() => {
            cancel.reset();
            setCancelling(null);
          }}
        />
      )}
    </div>
  );
}
