import { formatDateTime } from '@app/domain/orders/rules';
import { formatMoney, reaisToCents } from '@app/domain/shared/money';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useBrowserStore } from '../../../lib/storage.ts';
import { type OpenOrderSummary, openOrderListQuery, updateOpenOrder } from '../api/open-order-calls.ts';
import { useOpenOrderStream } from '../hooks/use-open-order-stream.ts';
import { ringUntilStopped } from '../lib/alert-sound.ts';
import { CloseAccountDialog } from './close-account-dialog.tsx';
import styles from './open-orders.module.css';

const alerted = (o: OpenOrderSummary) => o.waiter_called_at !== null || o.bill_requested_at !== null;

/**
 * Spec 3 §2.2 OpenOrderList (staff): every open account of the place, live over the event stream;
 * waiter calls and bill requests show as alerts and ring until someone acknowledges them.
 */
export function OpenOrderList({ accountLink }: { accountLink: (o: OpenOrderSummary) => React.ReactNode }) {
  const { t, i18n } = useTranslation('open-orders');
  const locale = i18n.language === 'en' ? 'en' : 'pt-BR';
  const managerToken = useBrowserStore((s) => s.managerToken);
  const client = useQueryClient();
  const list = useQuery(openOrderListQuery(managerToken));
  const [error, setError] = useState<string | null>(null);
  const [closing, setClosing] = useState<OpenOrderSummary | null>(null);
  useOpenOrderStream({ staff: true });
  const orders = list.data ?? [];
  const ringing = orders.some(alerted);

  useEffect(() => {
    if (!ringing) return;
    return ringUntilStopped();
  }, [ringing]);

  const acknowledge = useMutation({
    mutationFn: (orderId: string) => updateOpenOrder({ order_id: orderId, acknowledge: 'all' }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['openorder-list'] }),
    onError: (e) => setError(errorMessage(e, t('genericError'))),
  });

  return (
    <div className={styles.screen}>
      <div className={styles.header}>
        <h1 className={styles.title}>{t('listTitle')}</h1>
        {ringing && (
          <span role="status" className={styles.alert}>
            {t('alertsWaiting')}
          </span>
        )}
      </div>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {list.isSuccess && orders.length === 0 && <p className={styles.muted}>{t('noOpenOrders')}</p>}
      <div className={styles.grid}>
        {orders.map((o) => (
          <article key={o._id} className={alerted(o) ? styles.alerted : styles.card} aria-label={o.number}>
            <div className={styles.header}>
              <h2 className={styles.subtitle}>{o.number}</h2>
              <span className={styles.badge}>{formatMoney(reaisToCents(o.total), locale)}</span>
            </div>
            {o.name && <p className={styles.muted}>{o.name}</p>}
            <p className={styles.muted}>
              {t('listFacts', { members: o.members, rounds: o.rounds, when: formatDateTime(o.created_at) })}
            </p>
            {o.waiter_called_at && <span className={styles.alert}>{t('waiterCall')}</span>}
            {o.bill_requested_at && <span className={styles.alert}>{t('billRequest')}</span>}
            <div className={styles.actions}>
              {alerted(o) && (
                <Button
                  loading={acknowledge.isPending && acknowledge.variables === o._id}
                  onClick={() => acknowledge.mutate(o._id)}
                >
                  {t('acknowledge')}
                </Button>
              )}
              {accountLink(o)}
              <Button variant="secondary" onClick={() => setClosing(o)}>
                {t('closeAccount')}
              </Button>
            </div>
          </article>
        ))}
      </div>
      {closing && <CloseAccountDialog order={closing} onClose={() => setClosing(null)} />}
    </div>
  );
}
