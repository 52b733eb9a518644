import { useQuery } from '@tanstack/react-query';
import { Spinner } from '../../components/ui/spinner.tsx';
import { OrderView, readOrderNoToken } from '../../features/orders/index.ts';
import { errorMessage } from '../../lib/api.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { Link, useParams, useSearchParams } from '../../lib/router.tsx';
import styles from '../routes.module.css';

export const namespaces = ['orders', 'validation'] as const;

/** Spec 3 §2.2 OrderCheckout (/checkout/{id}?authCode): the order read without a token. */
export function Component() {
  const { t } = useTranslation('orders');
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const authCode = params.get('authCode') ?? '';
  const query = useQuery({
    queryKey: ['order-checkout', id, authCode],
    queryFn: () => readOrderNoToken(id, authCode),
    enabled: !!id && !!authCode,
    retry: false,
  });
  if (query.isPending && query.fetchStatus !== 'idle') return <Spinner />;
  if (!query.data) {
    return (
      <div className={styles.centered}>
        <p>{query.error ? errorMessage(query.error, t('notFound')) : t('notFound')}</p>
        <Link className={styles.linkButton} to="/">
          {t('backHome')}
        </Link>
      </div>
    );
  }
  return <OrderView order={query.data} title={t('checkoutTitle')} />;
}
