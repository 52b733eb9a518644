import { DASHBOARD_PERIODS, type DashboardPeriod } from '@app/domain/dashboard/rules';
import { formatMoney } from '@app/domain/shared/money';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { LoadStatus } from '../../../../components/ui/load-status.tsx';
import styles from '../../../../components/ui/ops.module.css';
import { TabButton } from '../../../../components/ui/tab-button.tsx';
import { errorMessage } from '../../../../lib/api.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { useBrowserStore } from '../../../../lib/storage.ts';
import { dashboardQuery, downloadDashboardCsv } from '../api/dashboard-calls.ts';
import d from './dashboard.module.css';
import { DayChart, HourChart } from './dashboard-charts.tsx';

/**
 * The back office's first screen: sales of today, 7 or 30 days, charts and a CSV; `children`
 * (the route's other panels, such as the customers' ratings) follow the figures.
 */
export function AdminDashboard({ children }: { children?: ReactNode }) {
  const { t, i18n } = useTranslation('backoffice-ops');
  const locale = i18n.language === 'en' ? 'en' : 'pt-BR';
  const managerToken = useBrowserStore((s) => s.managerToken);
  const [period, setPeriod] = useState<DashboardPeriod>('today');
  const query = useQuery(dashboardQuery(period, managerToken));
  const [downloading, setDownloading] = useState(false);
  const [csvError, setCsvError] = useState<string | null>(null);
  const money = (cents: number) => formatMoney(cents, locale);
  const dayLabel = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;
  const data = query.data;

  const download = async () => {
    setDownloading(true);
    setCsvError(null);
    try {
      await downloadDashboardCsv(period);
    } catch (error) {
      setCsvError(errorMessage(error, t('actionError')));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1 className={styles.title}>{t('dashboard.title')}</h1>
        <div className={styles.row}>
          <div role="tablist" aria-label={t('dashboard.periods')} className={styles.tabs}>
            {DASHBOARD_PERIODS.map((p) => (
              <TabButton key={p} selected={period === p} className={styles.tab} onSelect={() => setPeriod(p)}>
                {t(`dashboard.${p}`)}
              </TabButton>
            ))}
          </div>
          <Button variant="secondary" size="small" loading={downloading} onClick={() => void download()}>
            {t('dashboard.csv')}
          </Button>
        </div>
      </div>
      {csvError && (
        <p role="alert" className={styles.error}>
          {csvError}
        </p>
      )}
      <LoadStatus pending={query.isPending} error={query.error && errorMessage(query.error, t('loadError'))} />
      {data && (
        <>
          <section className={d.kpis} aria-label={t('dashboard.periods')}>
            <div className={`${styles.panel} ${d.kpi}`} data-kpi="orders">
              <span className={d.kpiLabel}>{t('dashboard.orders')}</span>
              <span className={d.kpiValue}>{data.orders}</span>
            </div>
            <div className={`${styles.panel} ${d.kpi}`} data-kpi="revenue">
              <span className={d.kpiLabel}>{t('dashboard.revenue')}</span>
              <span className={d.kpiValue}>{money(data.revenue_cents)}</span>
            </div>
            <div className={`${styles.panel} ${d.kpi}`} data-kpi="average">
              <span className={d.kpiLabel}>{t('dashboard.averageTicket')}</span>
              <span className={d.kpiValue}>{money(data.average_ticket_cents)}</span>
            </div>
          </section>
          <p className={styles.muted}>
            {t('dashboard.pending', { count: data.pending })} · {t('dashboard.lost', { count: data.lost })} ·{' '}
            {t('dashboard.countsNote')}
          </p>
          <div className={d.grid}>
            <section className={styles.panel} aria-labelledby="dash-hour">
              <h2 id="dash-hour" className={styles.subtitle}>
                {t('dashboard.byHour')}
              </h2>
              <HourChart data={data.by_hour} label={(hour) => t('dashboard.hour', { hour })} />
            </section>
            {data.by_day.length > 1 && (
              <section className={styles.panel} aria-labelledby="dash-day">
                <h2 id="dash-day" className={styles.subtitle}>
                  {t('dashboard.byDay')}
                </h2>
                <DayChart data={data.by_day} money={money} dayLabel={dayLabel} name={t('dashboard.revenue')} />
              </section>
            )}
            <section className={styles.panel} aria-labelledby="dash-top">
              <h2 id="dash-top" className={styles.subtitle}>
                {t('dashboard.topProducts')}
              </h2>
              {data.top_products.length === 0 ? (
                <p className={styles.muted}>{t('dashboard.noSales')}</p>
              ) : (
                <table className={styles.table}>
                  <thead>
                    <tr>
                      <th>{t('dashboard.product')}</th>
                      <th className={styles.num}>{t('dashboard.quantity')}</th>
                      <th className={styles.num}>{t('dashboard.revenue')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.top_products.map((p) => (
                      <tr key={`${p.code}-${p.name}`}>
                        <td>{p.name}</td>
                        <td className={styles.num}>{p.quantity}</td>
                        <td className={styles.num}>{money(p.revenue_cents)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </section>
          </div>
        </>
      )}
      {children}
    </div>
  );
}
