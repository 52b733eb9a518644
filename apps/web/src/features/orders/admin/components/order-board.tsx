import type { StaffRole } from '@app/domain/users/staff-roles';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { TabButton } from '../../../../components/ui/tab-button.tsx';
import { errorMessage } from '../../../../lib/api.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { useBrowserStore } from '../../../../lib/storage.ts';
import { boardQuery } from '../api/board-calls.ts';
import { type ColumnId, groupByColumn, MAIN_COLUMNS } from '../lib/board.ts';
import { beep, watchBoardEvents } from '../lib/board-events.ts';
import styles from './board.module.css';
import { DayFilter, localDay } from './day-filter.tsx';
import { OrderCard } from './order-card.tsx';

const MOBILE = '(max-width: 599px)';

function useIsMobile(): boolean {
  const [mobile, setMobile] = useState(() => window.matchMedia(MOBILE).matches);
  useEffect(() => {
    const query = window.matchMedia(MOBILE);
    const change = () => setMobile(query.matches);
    query.addEventListener('change', change);
    return () => query.removeEventListener('change', change);
  }, []);
  return mobile;
}

function useNow(ms = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), ms);
    return () => window.clearInterval(id);
  }, [ms]);
  return now;
}

/** The live order board of the back office: today's orders in status columns, pushed by SSE. */
export function OrderBoard({ staffRole: role = 'manager' }: { staffRole?: StaffRole }) {
  const { t } = useTranslation('backoffice');
  const token = useBrowserStore((s) => s.token);
  const managerToken = useBrowserStore((s) => s.managerToken);
  const client = useQueryClient();
  const [day, setDay] = useState<string | null>(null);
  const query = useQuery(boardQuery(token, managerToken, day));
  const today = localDay(new Date());
  const mobile = useIsMobile();
  const now = useNow();
  const [tab, setTab] = useState<ColumnId>('pending');
  const [live, setLive] = useState(false);
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const known = useRef<Set<string> | null>(null);

  const orders = query.data?.orders ?? [];
  if (query.data && known.current === null) known.current = new Set(orders.map((o) => o._id));

  useEffect(() => {
    return watchBoardEvents(
      (event) => {
        const seen = known.current;
        if (event.status === 2 && seen && !seen.has(event.order_id)) {
          seen.add(event.order_id);
          beep();
          setFresh((prev) => new Set(prev).add(event.order_id));
        }
        void client.invalidateQueries({ queryKey: ['backoffice', 'board'] });
      },
      () => {
        setLive(true);
        // Whatever happened while the stream was down is read again.
        void client.invalidateQueries({ queryKey: ['backoffice', 'board'] });
      },
    );
  }, [client]);

  const groups = groupByColumn(orders);
  const pendingCount = groups.pending.length;

  useEffect(() => {
    const base = t('pageTitle');
    document.title = pendingCount > 0 ? `(${pendingCount}) ${base}` : base;
  }, [pendingCount, t]);
  useEffect(() => {
    const title = document.title;
    return () => {
      document.title = title;
    };
  }, []);

  const column = (id: ColumnId) => (
    <section
      key={id}
      className={styles.column}
      aria-labelledby={`board-col-${id}`}
      {...(mobile ? { role: 'tabpanel', id: `board-panel-${id}` } : {})}
    >
      <h2 id={`board-col-${id}`} className={mobile ? 'visually-hidden' : styles.columnTitle}>
        {t(`columns.${id}`)} <span className={styles.count}>{groups[id].length}</span>
      </h2>
      {groups[id].length === 0 ? (
        <p className={styles.muted}>{t('empty')}</p>
      ) : (
        groups[id].map((o) => <OrderCard key={o._id} order={o} now={now} fresh={fresh.has(o._id)} staffRole={role} />)
      )}
    </section>
  );

  const tabs: readonly ColumnId[] = [...MAIN_COLUMNS, 'closed'];
  return (
    <div className={styles.page} data-full-width>
      <div className={styles.header}>
        <h1 className={styles.title}>
          {t('title')}
          {pendingCount > 0 && (
            <span className={styles.badge}>
              <span className="visually-hidden">{t('columns.pending')}: </span>
              {pendingCount}
            </span>
          )}
        </h1>
        <span className={live ? styles.live : styles.muted} aria-live="polite">
          {live ? t('live') : t('offline')}
        </span>
        {query.isFetching && <Spinner size={18} />}
        <DayFilter value={day ?? today} today={today} onChange={(d) => setDay(d === today ? null : d)} />
      </div>
      {query.error && <p role="alert">{errorMessage(query.error, t('loadError'))}</p>}
      {query.isPending && <Spinner />}
      {query.data &&
        (mobile ? (
          <>
            <div role="tablist" aria-label={t('tabs')} className={styles.tabs}>
              {tabs.map((id) => (
                <TabButton
                  key={id}
                  selected={tab === id}
                  controls={`board-panel-${id}`}
                  className={styles.tab}
                  onSelect={() => setTab(id)}
                >
                  {t(`columns.${id}`)} <span className={styles.count}>{groups[id].length}</span>
                </TabButton>
              ))}
            </div>
            {column(tab)}
          </>
        ) : (
          <>
            <div className={styles.columns}>{MAIN_COLUMNS.map(column)}</div>
            <details className={styles.closed}>
              <summary>
                {t('columns.closed')} <span className={styles.count}>{groups.closed.length}</span>
              </summary>
              <div className={styles.closedList}>
                {groups.closed.map((o) => (
                  <OrderCard key={o._id} order={o} now={now} fresh={false} staffRole={role} />
                ))}
              </div>
            </details>
          </>
        ))}
    </div>
  );
}
