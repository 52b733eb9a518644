import { formatMoney, reaisToCents } from '@app/domain/shared/money';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { pathFor } from '../../../../app/route-table.ts';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { Switch } from '../../../../components/ui/switch.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../../lib/api.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { Link } from '../../../../lib/router.tsx';
import { notify } from '../../../../lib/snackbar.ts';
import { type AdminProduct, catalogueKeys, productsQuery, setAvailability } from '../api/catalogue-admin-calls.ts';
import styles from './catalogue.module.css';
import { StockDialog } from './stock-dialog.tsx';

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const id = window.setTimeout(() => setDebounced(value), ms);
    return () => window.clearTimeout(id);
  }, [value, ms]);
  return debounced;
}

/** The place's products (50 a page): search by name or code, availability switch, stock, edit. */
export function ProductTable({ categoryId, categoryName }: { categoryId: string | null; categoryName: string | null }) {
  const { t, i18n } = useTranslation('backoffice-catalogue');
  const locale = i18n.language === 'en' ? 'en' : 'pt-BR';
  const client = useQueryClient();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [stockOf, setStockOf] = useState<AdminProduct | null>(null);
  const term = useDebounced(search, 300);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new filter starts at page 1
  useEffect(() => setPage(1), [term, categoryId]);
  const query = useQuery(productsQuery(term, categoryId, page));

  async function toggle(product: AdminProduct, active: boolean) {
    try {
      await setAvailability(product._id, active);
      await client.invalidateQueries({ queryKey: catalogueKeys.all });
      notify(
        active
          ? t('products.nowOn', { name: product.productname })
          : t('products.nowOff', { name: product.productname }),
        {
          kind: 'success',
        },
      );
    } catch (error) {
      notify(errorMessage(error, t('saveFailed')), { kind: 'error' });
    }
  }

  const data = query.data;
  return (
    <section className={styles.card} aria-labelledby="products-title">
      <h2 className={styles.cardTitle} id="products-title">
        <span>{categoryName ?? t('products.title')}</span>
        {query.isFetching && <Spinner size={18} />}
      </h2>
      <div className={styles.searchRow}>
        <TextField
          label={t('products.search')}
          type="search"
          maxLength={100}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      {query.isError && <p className={styles.formError}>{errorMessage(query.error, t('loadFailed'))}</p>}
      {data && data.products.length === 0 && <p className={styles.muted}>{t('products.empty')}</p>}
      {data && data.products.length > 0 && (
        <ul className={styles.products} aria-label={t('products.title')}>
          {data.products.map((p) => (
            <li key={p._id} className={styles.product} aria-label={p.productname}>
              {p.photo ? (
                <img className={styles.thumb} src={p.photo} alt="" loading="lazy" />
              ) : (
                <span className={styles.thumb} aria-hidden="true">
                  {t('products.noPhoto')}
                </span>
              )}
              <div className={styles.info}>
                <strong>{p.productname}</strong>
                <div className={styles.meta}>
                  <span>
                    {t('products.code')}: {p.code}
                  </span>
                  <span>{formatMoney(reaisToCents(p.price), locale)}</span>
                  <span>{p.stock === null ? t('products.noStock') : t('products.stock', { count: p.stock })}</span>
                  {p.combolist_id && <span className={styles.badge}>{t('products.combo')}</span>}
                  {p.manager_only && <span className={styles.badge}>{t('products.managerOnly')}</span>}
                </div>
              </div>
              <div className={styles.actions}>
                <label className={styles.switch}>
                  <Switch
                    checked={p.active}
                    aria-label={t('products.available', { name: p.productname })}
                    onChange={(on) => void toggle(p, on)}
                  />
                  <span aria-hidden="true">{p.active ? t('products.on') : t('products.off')}</span>
                </label>
                <button type="button" className={styles.iconButton} onClick={() => setStockOf(p)}>
                  {t('products.stockButton')}
                </button>
                <Link
                  className={styles.link}
                  to={pathFor('AdminCombo', { id: p._id })}
                  aria-label={t('products.comboNamed', { name: p.productname })}
                >
                  {t('products.comboLink')}
                </Link>
                <Link
                  className={styles.link}
                  to={pathFor('AdminProduct', { id: p._id })}
                  aria-label={t('products.editNamed', { name: p.productname })}
                >
                  {t('products.edit')}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
      {data && (data.page > 1 || data.has_more) && (
        <div className={styles.pager}>
          <button type="button" className={styles.iconButton} disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('products.previous')}
          </button>
          <span className={styles.muted}>{t('products.page', { page: data.page, total: data.total })}</span>
          <button
            type="button"
            className={styles.iconButton}
            disabled={!data.has_more}
            onClick={() => setPage(page + 1)}
          >
            {t('products.next')}
          </button>
        </div>
      )}
      {stockOf && <StockDialog product={stockOf} onClose={() => setStockOf(null)} />}
    </section>
  );
}
