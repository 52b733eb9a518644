import { useQuery } from '@tanstack/react-query';
import { pathFor } from '../../app/route-table.ts';
import { usePlace } from '../../app/shared/current-place.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { PendingAccessNotice } from '../../features/access-requests/index.ts';
import { CartButton } from '../../features/cart/index.ts';
import { categoriesQuery } from '../../features/catalogue/index.ts';
import { basePath } from '../../lib/base-path.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { Link, useSearchParams } from '../../lib/router.tsx';
import { browserStore, useBrowserStore } from '../../lib/storage.ts';
import styles from './cards-menu.module.css';

export const namespaces = ['catalogue'] as const;

/**
 * /menu (spec 3 §2.2): when managerId, managerToken and token come in the query they are stored
 * and the page reloads at /menu (keeping ?welcome=true), so the session starts clean.
 */
export function loader(): Promise<string | null> | null {
  const query = new URLSearchParams(window.location.search);
  const token = query.get('token');
  const managerToken = query.get('managerToken');
  const managerId = query.get('managerId');
  if (!token || !managerToken || !managerId) return null;
  browserStore.getState().setSession({ token, managerToken, managerId });
  const welcome = query.get('welcome') === 'true' ? '?welcome=true' : '';
  window.location.replace(`${basePath.basename}${pathFor('CardsMenu')}${welcome}`);
  // The page is reloading: show nothing meanwhile.
  return new Promise(() => {});
}

export function Component() {
  const { t } = useTranslation('catalogue');
  const place = usePlace();
  const [params] = useSearchParams();
  const categories = useQuery(categoriesQuery);
  const managerToken = useBrowserStore((s) => s.managerToken);
  return (
    <section className={styles.page} aria-labelledby="cards-menu-title">
      <h1 id="cards-menu-title" className={styles.title}>
        {place?.restaurantname ?? t('title')}
      </h1>
      {params.get('welcome') === 'true' && <p className={styles.welcome}>{t('welcome')}</p>}
      {managerToken && place?.new_user_flow && <PendingAccessNotice to={pathFor('AccessRequests')} />}
      {categories.isPending ? (
        <div className={styles.center} role="status" aria-label={t('common:loading')}>
          <Spinner size={32} />
        </div>
      ) : (
        <ul className={styles.grid}>
          {(categories.data?.categories ?? []).map((category) => (
            <li key={category._id}>
              <Link
                to={pathFor('ProductList', { type: category.type_search })}
                className={styles.card}
                style={category.image ? { backgroundImage: `url(${JSON.stringify(category.image)})` } : undefined}
              >
                <span className={styles.cardText}>
                  <span className={styles.cardName}>{category.name}</span>
                  {category.description && <span className={styles.cardDescription}>{category.description}</span>}
                </span>
              </Link>
            </li>
          ))}
          <li>
            <Link to={pathFor('AllProducts')} className={[styles.card, styles.all].join(' ')}>
              <span className={styles.cardText}>
                <span className={styles.cardName}>{t('allProducts')}</span>
              </span>
            </Link>
          </li>
        </ul>
      )}
      <CartButton />
    </section>
  );
}
