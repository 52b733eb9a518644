import { formatDateTime } from '@app/domain/orders/rules';
import { formatMoney } from '@app/domain/shared/money';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { pathFor } from '../../../../app/route-table.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { LoadStatus } from '../../../../components/ui/load-status.tsx';
import styles from '../../../../components/ui/ops.module.css';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { useMoneyText } from '../../../../components/ui/use-money-text.ts';
import { errorMessage } from '../../../../lib/api.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { Link } from '../../../../lib/router.tsx';
import { useBrowserStore } from '../../../../lib/storage.ts';
import { adjustCashback, blockCustomer, type CustomerDetail, customerQuery } from '../api/customers-calls.ts';
import c from './customers.module.css';

/** One customer of the place: orders, cashback with an audited adjustment, blocks. */
export function AdminCustomer({ userId }: { userId: string }) {
  const { t } = useTranslation('backoffice-ops');
  const managerToken = useBrowserStore((s) => s.managerToken);
  const query = useQuery(customerQuery(userId, managerToken));
  return (
    <div className={styles.page}>
      <Link to={pathFor('AdminCustomers')} className={styles.link}>
        ← {t('customers.back')}
      </Link>
      <LoadStatus pending={query.isPending} error={query.error && errorMessage(query.error, t('customers.notFound'))} />
      {query.data && <Detail data={query.data} userId={userId} />}
    </div>
  );
}

function Detail({ data, userId }: { data: CustomerDetail; userId: string }) {
  const { t, i18n } = useTranslation('backoffice-ops');
  const locale = i18n.language === 'en' ? 'en' : 'pt-BR';
  const money = (cents: number) => formatMoney(cents, locale);
  const { customer } = data;
  return (
    <>
      <div className={styles.header}>
        <h1 className={styles.title}>{customer.username}</h1>
        <span className={styles.row}>
          {customer.blocked && <span className={`${styles.tag} ${styles.tagDanger}`}>{t('customers.blocked')}</span>}
          {customer.block_app_payment && (
            <span className={`${styles.tag} ${styles.tagWarn}`}>{t('customers.appPaymentBlocked')}</span>
          )}
        </span>
      </div>
      <p className={styles.muted}>
        {[customer.phone, customer.email, customer.cpf ? `${t('customers.cpf')} ${customer.cpf}` : null]
          .filter(Boolean)
          .join(' · ')}{' '}
        · {t('customers.since', { date: formatDateTime(customer.created_at).slice(0, 10) })}
      </p>
      <div className={c.columns}>
        <CashbackPanel data={data} userId={userId} />
        <BlockPanel data={data} userId={userId} />
        <section className={styles.panel} aria-labelledby="cust-orders">
          <h2 id="cust-orders" className={styles.subtitle}>
            {t('customers.ordersTitle')}
          </h2>
          {data.orders.length === 0 ? (
            <p className={styles.muted}>{t('customers.noOrders')}</p>
          ) : (
            <table className={styles.table}>
              <tbody>
                {data.orders.map((o) => (
                  <tr key={o._id}>
                    <td>#{o.number}</td>
                    <td>{formatDateTime(o.created_at)}</td>
                    <td>{t(`status.${o.status}`)}</td>
                    <td className={styles.num}>{money(o.total_cents)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
        <section className={styles.panel} aria-labelledby="cust-audit">
          <h2 id="cust-audit" className={styles.subtitle}>
            {t('customers.audit')}
          </h2>
          {data.audit.length === 0 ? (
            <p className={styles.muted}>{t('customers.noAudit')}</p>
          ) : (
            <ul className={c.list}>
              {data.audit.map((a) => (
                <li key={a._id}>
                  <strong>{t(`customers.actions.${a.action}`, { amount: money(a.amount_cents ?? 0) })}</strong>
                  {a.reason ? ` — ${a.reason}` : ''}
                  <br />
                  <span className={styles.muted}>
                    {t('customers.auditBy', { by: a.by ?? '—', at: formatDateTime(a.at) })}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}

function CashbackPanel({ data, userId }: { data: CustomerDetail; userId: string }) {
  const { t, i18n } = useTranslation('backoffice-ops');
  const locale = i18n.language === 'en' ? 'en' : 'pt-BR';
  const money = (cents: number) => formatMoney(cents, locale);
  const client = useQueryClient();
  const [amount, setAmount] = useState<number | null>(null);
  const amountText = useMoneyText({ value: amount, onChange: setAmount, empty: null });
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const [done, setDone] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (v: { cents: number; reason: string }) => adjustCashback(userId, v.cents, v.reason),
    onSuccess: (r) => {
      setAmount(null);
      setReason('');
      setDone(t('customers.adjusted', { amount: money(r.balance_cents) }));
      void client.invalidateQueries({ queryKey: ['backoffice', 'customer', userId] });
      void client.invalidateQueries({ queryKey: ['backoffice', 'customers'] });
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setDone(null);
    const cents = amount === null || !Number.isFinite(amount) ? null : Math.round(amount * 100);
    const next = {
      ...(cents === null || cents === 0 ? { amount: t('customers.amountInvalid') } : {}),
      ...(reason.trim().length < 3 ? { reason: t('customers.reasonRequired') } : {}),
    };
    setErrors(next);
    if (Object.keys(next).length === 0 && cents !== null) mutation.mutate({ cents, reason: reason.trim() });
  };
  const serverError = mutation.error ? errorMessage(mutation.error, t('actionError')) : null;
  return (
    <section className={styles.panel} aria-labelledby="cust-cashback">
      <h2 id="cust-cashback" className={styles.subtitle}>
        {t('customers.cashback')}
      </h2>
      <p className={c.balance} data-testid="cashback-balance">
        {money(data.customer.balance_cents)}
      </p>
      <form className={c.form} onSubmit={submit} noValidate>
        <TextField
          label={t('customers.amount')}
          maxLength={14}
          hint={t('customers.amountHelp')}
          error={errors.amount ?? (serverError && mutation.error ? serverError : null)}
          {...amountText}
        />
        <TextField
          label={t('customers.reason')}
          value={reason}
          maxLength={500}
          hint={t('customers.reasonHelp')}
          error={errors.reason}
          onChange={(e) => setReason(e.target.value)}
        />
        <div className={styles.row}>
          <Button type="submit" loading={mutation.isPending}>
            {t('customers.adjust')}
          </Button>
          {done && (
            <p role="status" className={c.ok}>
              {done}
            </p>
          )}
        </div>
      </form>
      <h3 className={`${styles.subtitle} ${c.statement}`}>{t('customers.statement')}</h3>
      {data.statement.length === 0 ? (
        <p className={styles.muted}>{t('customers.noEntries')}</p>
      ) : (
        <table className={styles.table}>
          <tbody>
            {data.statement.map((e) => (
              <tr key={e._id}>
                <td>{formatDateTime(e.created_at)}</td>
                <td>{e.description}</td>
                <td className={`${styles.num} ${e.amount_cents < 0 ? c.negative : c.positive}`}>
                  {money(e.amount_cents)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function BlockPanel({ data, userId }: { data: CustomerDetail; userId: string }) {
  const { t } = useTranslation('backoffice-ops');
  const client = useQueryClient();
  const [blocked, setBlocked] = useState(data.customer.blocked);
  const [appBlocked, setAppBlocked] = useState(data.customer.block_app_payment);
  const [reason, setReason] = useState('');
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    setBlocked(data.customer.blocked);
    setAppBlocked(data.customer.block_app_payment);
  }, [data.customer.blocked, data.customer.block_app_payment]);
  const mutation = useMutation({
    mutationFn: () =>
      blockCustomer(userId, {
        blocked,
        block_app_payment: appBlocked,
        ...(reason.trim() ? { reason: reason.trim() } : {}),
      }),
    onSuccess: () => {
      setSaved(true);
      setReason('');
      void client.invalidateQueries({ queryKey: ['backoffice', 'customer', userId] });
      void client.invalidateQueries({ queryKey: ['backoffice', 'customers'] });
    },
  });
  const changed = blocked !== data.customer.blocked || appBlocked !== data.customer.block_app_payment;
  return (
    <section className={styles.panel} aria-labelledby="cust-blocks">
      <h2 id="cust-blocks" className={styles.subtitle}>
        {t('customers.blocks')}
      </h2>
      <form
        className={c.form}
        onSubmit={(e) => {
          e.preventDefault();
          setSaved(false);
          mutation.mutate();
        }}
      >
        <label className={c.check}>
          <input type="checkbox" checked={blocked} onChange={(e) => setBlocked(e.target.checked)} />
          <span>
            <strong>{t('customers.blockCustomer')}</strong>
            <small className={styles.muted}>{t('customers.blockCustomerHelp')}</small>
          </span>
        </label>
        <label className={c.check}>
          <input type="checkbox" checked={appBlocked} onChange={(e) => setAppBlocked(e.target.checked)} />
          <span>
            <strong>{t('customers.blockAppPayment')}</strong>
            <small className={styles.muted}>{t('customers.blockAppPaymentHelp')}</small>
          </span>
        </label>
        <TextField
          label={t('customers.blockReason')}
          value={reason}
          maxLength={500}
          onChange={(e) => setReason(e.target.value)}
        />
        {mutation.error && (
          <p role="alert" className={styles.error}>
            {errorMessage(mutation.error, t('actionError'))}
          </p>
        )}
        <div className={styles.row}>
          <Button type="submit" disabled={!changed} loading={mutation.isPending}>
            {t('customers.save')}
          </Button>
          {saved && !changed && (
            <p role="status" className={c.ok}>
              {t('customers.saved')}
            </p>
          )}
        </div>
      </form>
    </section>
  );
}
