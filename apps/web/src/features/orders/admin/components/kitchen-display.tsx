import { KITCHEN_STATUSES, kitchenBumpStatus, linesForStation } from '@app/domain/orders/kitchen';
import { deliversToAddress } from '@app/domain/orders/rules';
import { roleHas, type StaffRole } from '@app/domain/users/staff-roles';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { LoadStatus } from '../../../../components/ui/load-status.tsx';
import styles from '../../../../components/ui/ops.module.css';
import { api, errorMessage } from '../../../../lib/api.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { useSearchParams } from '../../../../lib/router.tsx';
import { readKitchenStation, useBrowserStore, writeKitchenStation } from '../../../../lib/storage.ts';
import {
  type BoardOrder,
  type KitchenStation,
  recallOrder,
  recentBumpsQuery,
  stationsQuery,
  updateOrderStatus,
} from '../api/board-calls.ts';
import { minutesSince } from '../lib/board.ts';
import { watchBoardEvents } from '../lib/board-events.ts';
import { awaitingPayment } from '../lib/payment-badge.ts';
import k from './kitchen.module.css';
import { OrderFacts } from './order-facts.tsx';
import { PaymentBadge } from './payment-badge.tsx';
import { StationEditor } from './station-editor.tsx';

const kitchenQuery = (managerToken: string | null) => ({
  // Under the board's key: the board's events and actions refresh it too.
  queryKey: ['backoffice', 'board', 'kitchen', managerToken],
  queryFn: () => api.call('manager/getorderlist', { attendancies: [...KITCHEN_STATUSES] }),
  staleTime: 0,
  refetchInterval: 60_000,
});

/** The station named by ?estacao= (by name, any case, or id), else the one this device remembers. */
function useStation(stations: readonly KitchenStation[]) {
  const [params, setParams] = useSearchParams();
  const wanted = params.get('estacao') ?? readKitchenStation();
  const key = wanted?.trim().toLocaleLowerCase('pt-BR') ?? '';
  const station = stations.find((s) => s.station_id === wanted || s.name.toLocaleLowerCase('pt-BR') === key) ?? null;
  // A screen opened at ?estacao=Bar stays on the Bar next time it is opened without it.
  const fromUrl = params.has('estacao') ? (station?.name ?? null) : undefined;
  useEffect(() => {
    if (fromUrl) writeKitchenStation(fromUrl);
  }, [fromUrl]);
  const choose = (next: KitchenStation | null) => {
    writeKitchenStation(next?.name ?? null);
    setParams(
      (prev) => {
        const out = new URLSearchParams(prev);
        if (next) out.set('estacao', next.name);
        else out.delete('estacao');
        return out;
      },
      { replace: true },
    );
  };
  return { station, choose };
}

/** The kitchen display (decision 038): accepted orders, oldest first, large type, 'Pronto'. */
export function KitchenDisplay({ staffRole: role = 'manager' }: { staffRole?: StaffRole }) {
  const { t } = useTranslation('backoffice-ops');
  const managerToken = useBrowserStore((s) => s.managerToken);
  const client = useQueryClient();
  const query = useQuery(kitchenQuery(managerToken));
  const stations = useQuery(stationsQuery(managerToken));
  const { station, choose } = useStation(stations.data ?? []);
  // Tickets a station finished on this device (decision 068: the expedition view bumps the order).
  const [doneHere, setDoneHere] = useState<ReadonlySet<string>>(new Set());
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
  const orders = [...(query.data?.orders ?? [])]
    .reverse()
    .map((o) => ({ order: o, lines: linesForStation(o.products, station) }))
    .filter((x) => x.lines.length > 0 && !(station && doneHere.has(`${station.station_id}:${x.order._id}`)));
  return (
    <div className={`${styles.page} ${k.page}`} data-full-width>
      <div className={styles.header}>
        <h1 className={styles.title}>
          {t('kitchen.title')} <span className={styles.tag}>{t('kitchen.count', { count: orders.length })}</span>
        </h1>
        <span className={styles.muted} aria-live="polite">
          {live ? t('kitchen.live') : t('kitchen.offline')} · {t('kitchen.readyHint')}
        </span>
        {roleHas(role, 'manage') && stations.data && <StationEditor stations={stations.data} />}
      </div>
      {(stations.data?.length ?? 0) > 0 && (
        <fieldset className={k.stations}>
          <legend className="visually-hidden">{t('kitchen.stations')}</legend>
          <Button size="small" variant={station ? 'secondary' : 'primary'} onClick={() => choose(null)}>
            {t('kitchen.allStations')}
          </Button>
          {stations.data?.map((s) => (
            <Button
              key={s.station_id}
              size="small"
              variant={station?.station_id === s.station_id ? 'primary' : 'secondary'}
              aria-pressed={station?.station_id === s.station_id}
              onClick={() => choose(s)}
            >
              {s.name}
            </Button>
          ))}
        </fieldset>
      )}
      {station && <p className={styles.muted}>{t('kitchen.stationHint', { station: station.name })}</p>}
      <LoadStatus pending={query.isPending} error={query.error && errorMessage(query.error, t('loadError'))} />
      {query.data && orders.length === 0 && <p className={k.empty}>{t('kitchen.empty')}</p>}
      <div className={k.grid}>
        {orders.map((x) => (
          <KitchenTicket
            key={x.order._id}
            order={x.order}
            lines={x.lines}
            now={now}
            station={station}
            onDoneHere={() =>
              station && setDoneHere((prev) => new Set(prev).add(`${station.station_id}:${x.order._id}`))
            }
          />
        ))}
      </div>
      {role !== 'waiter' && <RecentBumps managerToken={managerToken} />}
    </div>
  );
}

type TicketProps = {
  order: BoardOrder;
  lines: BoardOrder['products'];
  now: number;
  station: KitchenStation | null;
  onDoneHere: () => void;
};

function KitchenTicket({ order, lines, now, station, onDoneHere }: TicketProps) {
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
        {order.open_order ? (
          <strong>{order.open_order.number}</strong>
        ) : pickup ? (
          t('kitchen.pickup')
        ) : (
          t('kitchen.delivery')
        )}{' '}
        · {order.username ?? '—'}
      </p>
      {order.payment_status && (
        <p className={k.payment}>
          <PaymentBadge order={order} large />
        </p>
      )}
      {awaitingPayment(order) && <p className={styles.error}>{t('kitchen.awaitingPayment')}</p>}
      <ul className={k.lines}>
        {lines.map((line, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: order lines have no id and never move.
          <li key={`${line.code}-${i}`}>
            <span className={k.qty}>{line.quantity}×</span> <span className={k.product}>{line.productname}</span>
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
      <OrderFacts order={order} large />
      {bump.error && (
        <p role="alert" className={styles.error}>
          {errorMessage(bump.error, t('actionError'))}
        </p>
      )}
      {station ? (
        <Button fullWidth variant="secondary" className={k.bump} onClick={onDoneHere}>
          {t('kitchen.doneHere', { station: station.name })}
        </Button>
      ) : (
        <Button fullWidth className={k.bump} loading={bump.isPending} onClick={() => bump.mutate()}>
          {t('kitchen.ready')}
        </Button>
      )}
    </article>
  );
}

/** Toast's recall: today's bumped tickets, latest first, each with 'Desfazer' (back to the kitchen). */
function RecentBumps({ managerToken }: { managerToken: string | null }) {
  const { t } = useTranslation('backoffice-ops');
  const client = useQueryClient();
  const recent = useQuery(recentBumpsQuery(managerToken));
  const recall = useMutation({
    mutationFn: (orderId: string) => recallOrder(orderId),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['backoffice', 'board'] }),
  });
  const list = recent.data ?? [];
  return (
    <section className={k.recent} aria-labelledby="kitchen-recent">
      <h2 id="kitchen-recent" className={k.recentTitle}>
        {t('kitchen.recent')} <span className={styles.tag}>{list.length}</span>
      </h2>
      {recall.error && (
        <p role="alert" className={styles.error}>
          {errorMessage(recall.error, t('actionError'))}
        </p>
      )}
      {list.length === 0 ? (
        <p className={styles.muted}>{t('kitchen.recentEmpty')}</p>
      ) : (
        <ul className={k.recentList}>
          {list.map((o) => (
            <li key={o._id} data-order-id={o._id}>
              <strong>#{o.number}</strong>
              <span className={k.recentName}>{o.username ?? '—'}</span>
              <Button
                size="small"
                variant="secondary"
                loading={recall.isPending && recall.variables === o._id}
                disabled={recall.isPending}
                onClick={() => recall.mutate(o._id)}
              >
                {t('kitchen.recall')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
