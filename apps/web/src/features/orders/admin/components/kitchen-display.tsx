import { KITCHEN_STATUSES, kitchenBumpStatus } from '@app/domain/orders/kitchen';
import { deliversToAddress } from '@app/domain/orders/rules';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { LoadStatus } from '../../../../components/ui/load-status.tsx';
import styles from '../../../../components/ui/ops.module.css';
import { api, errorMessage } from '../../../../lib/api.ts';
import { useBrowserStore } from '../../../../lib/storage.ts';
import { type BoardOrder, updateOrderStatus } from '../api/board-calls.ts';
import { minutesSince } from '../lib/board.ts';
import { watchBoardEvents } from '../lib/board-events.ts';
import { awaitingPayment } from '../lib/payment-badge.ts';
import k from './kitchen.module.css';
import { PaymentBadge } from './payment-badge.tsx';

const kitchenQuery = (managerToken: string | null) => ({
  // Under the board's key: the board's events and actions refresh it too.
  queryKey: ['backoffice', 'board', 'kitchen', managerToken],
  queryFn: () => api.call('manager/getorderlist', { attendancies: [...KITCHEN_STATUSES] }),
  staleTime: 0,
  refetchInterval: 60_000,
});

/** The kitchen display (decision 038): accepted orders, oldest first, large type, 'Pronto'. */
export function KitchenDisplay() {
  const { t } = useTranslation('backoffice-ops');
  const managerToken = useBrowserStore((s) => s.managerToken);
  const client = useQueryClient();
  const query = useQuery(kitchenQuery(managerToken));
  const [live, setLive] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(id);
  }, []);
  useEffect(
    () =>
      watchBoardEvents(
        () => void client.invalidateQueries({ queryKey: ['backoffice', 'board'] }),
        () => {
          setLive(true);
          void client.invalidateQueries({ queryKey: ['backoffice', 'board'] });
        },
      ),
    [client],
  );
  const orders = [...(query.data?.orders ?? [])].reverse();
  return (
    <div className={`${styles.page} ${k.page}`}>
      <div className={styles.header}>
        <h1 className={styles.title}>
          {t('kitchen.title')} <span className={styles.tag}>{t('kitchen.count', { count: orders.length })}</span>
        </h1>
        <span className={styles.muted} aria-live="polite">
          {live ? t('kitchen.live') : t('kitchen.offline')} · {t('kitchen.readyHint')}
        </span>
      </div>
      <LoadStatus pending={query.isPending} error={query.error && errorMessage(query.error, t('loadError'))} />
      {query.data && orders.length === 0 && <p className={k.empty}>{t('kitchen.empty')}</p>}
      <div className={k.grid}>
        {orders.map((o) => (
          <KitchenTicket key={o._id} order={o} now={now} />
        ))}
      </div>
    </div>
  );
}

function KitchenTicket({ order, now }: { order: BoardOrder; now: number }) {
  const { t } = useTranslation('backoffice-ops');
  const client = useQueryClient();
  const bump = useMutation({
    mutationFn: () => updateOrderStatus(order._id, kitchenBumpStatus(order)),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['backoffice', 'board'] }),
  });
  const minutes = minutesSince(order.created_at, now);
  const pickup = !deliversToAddress(order);
  return (
    <article
      className={`${k.ticket} ${minutes >= 20 ? k.late : ''}`}
      aria-label={`#${order.number}`}
      data-order-id={order._id}
    >
      <header className={k.head}>
        <strong className={k.number}>#{order.number}</strong>
        <span className={k.age}>{minutes < 1 ? t('kitchen.now') : t('kitchen.since', { count: minutes })}</span>
      </header>
      <p className={k.meta}>
        {pickup ? t('kitchen.pickup') : t('kitchen.delivery')} · {order.username ?? '—'}
      </p>
      {order.payment_status && (
        <p className={k.payment}>
          <PaymentBadge order={order} large />
        </p>
      )}
      {awaitingPayment(order) && <p className={styles.error}>{t('kitchen.awaitingPayment')}</p>}
      <ul className={k.lines}>
        {order.products.map((line, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: order lines have no id and never move.
          <li key={`${line.code}-${i}`}>
            <span className={k.qty}>{line.quantity}×</span> {line.productname}
            {line.combo_sessions.length > 0 ? (
              <ul className={k.sessions}>
                {line.combo_sessions.map((s) => (
                  <li key={s.title}>
                    <em>{s.title}:</em> {s.items.map((x) => `${x.qtd}× ${x.name}`).join(', ')}
                  </li>
                ))}
              </ul>
            ) : (
              line.combo_summary.length > 0 && (
                <ul className={k.sessions}>
                  {line.combo_summary.map((c) => (
                    <li key={c}>{c}</li>
                  ))}
                </ul>
              )
            )}
            {line.observation && <p className={k.obs}>{t('kitchen.observation', { text: line.observation })}</p>}
          </li>
        ))}
      </ul>
      {order.observacao?.observacao && (
        <p className={k.obs}>{t('kitchen.orderObservation', { text: order.observacao.observacao })}</p>
      )}
      {bump.error && (
        <p role="alert" className={styles.error}>
          {errorMessage(bump.error, t('actionError'))}
        </p>
      )}
      <Button fullWidth className={k.bump} loading={bump.isPending} onClick={() => bump.mutate()}>
        {t('kitchen.ready')}
      </Button>
    </article>
  );
}
