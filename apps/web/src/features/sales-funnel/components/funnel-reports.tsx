import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadStatus } from '../../../components/ui/load-status.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useBrowserStore } from '../../../lib/storage.ts';
import { type FunnelReport, type ReportKind, reportQuery } from '../api/sales-funnel-calls.ts';
import styles from './sales-funnel.module.css';

const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/** The funnel reports (attended, lost, scheduled) by period, campaign, contact type and professional. */
export default function FunnelReports() {
  const { t } = useTranslation('sales-funnel');
  const managerToken = useBrowserStore((s) => s.managerToken);
  const [kind, setKind] = useState<ReportKind>('attended');
  const [from, setFrom] = useState(dayOf(new Date(Date.now() - 89 * 86_400_000)));
  const [to, setTo] = useState(dayOf(new Date()));
  const query = useQuery({ ...reportQuery(kind, { from, to }, managerToken), enabled: Boolean(from && to) });
  const report = query.data;
  return (
    <div className={styles.reports}>
      <div className={styles.filters}>
        <SelectField label={t('reports.kind')} value={kind} onChange={(e) => setKind(e.target.value as ReportKind)}>
          {(['attended', 'scheduled', 'lost'] as const).map((k) => (
            <option key={k} value={k}>
              {t(`stage.${k}`)}
            </option>
          ))}
        </SelectField>
        <TextField label={t('reports.from')} type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        <TextField label={t('reports.to')} type="date" value={to} onChange={(e) => setTo(e.target.value)} />
      </div>
      <LoadStatus
        pending={query.isPending}
        error={query.error ? errorMessage(query.error, t('errors.reports')) : null}
      />
      {report && (
        <>
          <p className={styles.total}>{t('reports.total', { count: report.total })}</p>
          <DayBars days={report.by_day} label={t('reports.byDay')} />
          <div className={styles.groups}>
            <Bars title={t('reports.byCampaign')} groups={report.by_campaign} />
            <Bars title={t('reports.byContactType')} groups={report.by_contact_type} />
            <Bars title={t('reports.byProfessional')} groups={report.by_professional} />
          </div>
        </>
      )}
    </div>
  );
}

function DayBars({ days, label }: { days: FunnelReport['by_day']; label: string }) {
  const max = Math.max(1, ...days.map((d) => d.count));
  const width = Math.max(days.length * 6, 120);
  return (
    <figure className={styles.chart}>
      <figcaption>{label}</figcaption>
      <svg viewBox={`0 0 ${width} 60`} preserveAspectRatio="none" role="img" aria-label={label} className={styles.svg}>
        {days.map((d, i) => {
          const h = (d.count / max) * 56;
          return (
            <rect key={d.day} x={i * 6} y={60 - h} width={4} height={h} className={styles.bar}>
              <title>{`${d.day.split('-').reverse().join('/')}: ${d.count}`}</title>
            </rect>
          );
        })}
      </svg>
    </figure>
  );
}

function Bars({ title, groups }: { title: string; groups: FunnelReport['by_campaign'] }) {
  const { t } = useTranslation('sales-funnel');
  const max = Math.max(1, ...groups.map((g) => g.count));
  return (
    <section className={styles.chart} aria-label={title}>
      <h3 className={styles.sectionTitle}>{title}</h3>
      {groups.length === 0 && <p className={styles.empty}>{t('reports.none')}</p>}
      <ul className={styles.barList}>
        {groups.map((g) => (
          <li key={g.key ?? '-'}>
            <span className={styles.barName}>{g.name ?? t('reports.unset')}</span>
            <span className={styles.barTrack}>
              <span className={styles.barFill} style={{ width: `${(g.count / max) * 100}%` }} />
            </span>
            <span className={styles.barCount}>{g.count}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
