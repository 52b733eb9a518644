import { formatDateTime } from '@app/domain/orders/rules';
import { formatMoney } from '@app/domain/shared/money';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { pathFor } from '../../../../app/route-table.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { LoadStatus } from '../../../../components/ui/load-status.tsx';
import styles from '../../../../components/ui/ops.module.css';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../../lib/api.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { Link } from '../../../../lib/router.tsx';
import { useBrowserStore } from '../../../../lib/storage.ts';
import { customersQuery } from '../api/customers-calls.ts';
import c from './customers.module.css';

/** The place's customers: search by name or phone, 30 a page. */
export function AdminCustomers() {
  const { t, i18n } = useTranslation('backoffice-ops');
  const locale = i18n.language === 'en' ? 'en' : 'pt-BR';
  const managerToken = useBrowserStore((s) => s.managerToken);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const query = useQuery({ ...customersQuery(search, page, managerToken), placeholderData: keepPreviousData });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSearch(typed.trim());
    setPage(1);
  };
  const rows = query.data?.customers ?? [];

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1 className={styles.title}>{t('customers.title')}</h1>
      </div>
      <form className={c.search} onSubmit={submit}>
        <TextField
          label={t('customers.search')}
          value={typed}
          maxLength={80}
          type="search"
          onChange={(e) => setTyped(e.target.value)}
        />
        <Button type="submit">{t('customers.searchButton')}</Button>
      </form>
      <LoadStatus pending={query.isPending} error={query.error && errorMessage(query.error, t('loadError'))} />
      {query.data && rows.length === 0 && <p className={styles.muted}>{t('customers.empty')}</p>}
      {rows.length > 0 && (
        <ul className={c.list} aria-label={t('customers.title')}>
          {rows.map((row) => (
            <li key={row._id} className={`${styles.panel} ${c.item}`}>
              <Link to={pathFor('AdminCustomer', { id: row._id })} className={`${styles.link} ${c.name}`}>
                {row.username}
              </Link>
              <span className={c.phone}>{row.phone ?? t('customers.never')}</span>
              <span className={c.meta}>
                {t('customers.orders')}: {row.orders_count} · {t('customers.lastOrder')}:{' '}
                {row.last_order_at ? formatDateTime(row.last_order_at) : t('customers.never')}
              </span>
              <span className={c.meta}>
                {t('customers.balance')}: {formatMoney(row.balance_cents, locale)}
              </span>
              <span className={c.tags}>
                {row.blocked && <span className={`${styles.tag} ${styles.tagDanger}`}>{t('customers.blocked')}</span>}
                {row.block_app_payment && (
                  <span className={`${styles.tag} ${styles.tagWarn}`}>{t('customers.appPaymentBlocked')}</span>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      {query.data && (page > 1 || query.data.has_more) && (
        <div className={styles.row}>
          <Button variant="secondary" size="small" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            {t('customers.previous')}
          </Button>
          <span className={styles.muted}>{t('customers.page', { page })}</span>
          <Button
            variant="secondary"
            size="small"
            disabled={!query.data.has_more}
            onClick={() => setPage((p) => p + 1)}
          >
            {t('customers.next')}
          </Button>
        </div>
      )}
    </div>
  );
}
