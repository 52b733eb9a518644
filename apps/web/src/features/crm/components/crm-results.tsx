import { brDate } from '@app/domain/shared/bounds';
import { formatPhone } from '@app/domain/users/rules';
import type { ReactNode } from 'react';
import ops from '../../../components/ui/ops.module.css';
import { useTranslation } from '../../../lib/i18n.ts';
import type { CrmPatient } from '../api/crm-calls.ts';
import styles from './crm.module.css';

const place = (p: CrmPatient) => [p.district, p.city, p.state].filter(Boolean).join(', ');

/** The page of patients: a table on wide screens, cards on a phone. */
export function CrmResults({
  patients,
  wide,
  patientLink,
}: {
  patients: CrmPatient[];
  wide: boolean;
  patientLink: (p: CrmPatient) => ReactNode;
}) {
  const { t } = useTranslation('crm');
  const age = (p: CrmPatient) => (p.age === null ? '—' : t('results.age', { count: p.age }));
  const last = (p: CrmPatient) => (p.last_visit ? brDate(p.last_visit) : '—');
  if (!wide)
    return (
      <ul className={styles.cards} aria-label={t('results.title')}>
        {patients.map((p) => (
          <li key={p._id} className={`${ops.panel} ${styles.card}`}>
            <span className={styles.cardName}>{patientLink(p)}</span>
            <span className={styles.cardMeta}>
              {[age(p), p.phone ? formatPhone(p.phone) : null, place(p) || null].filter(Boolean).join(' · ')}
            </span>
            <span className={styles.cardMeta}>
              {t('results.visits', { count: p.schedule_count })} · {t('results.lastVisit')}: {last(p)}
            </span>
          </li>
        ))}
      </ul>
    );
  return (
    <div className={styles.tableWrap}>
      <table className={ops.table} aria-label={t('results.title')}>
        <thead>
          <tr>
            <th>{t('results.name')}</th>
            <th>{t('results.ageHead')}</th>
            <th>{t('results.phone')}</th>
            <th>{t('results.place')}</th>
            <th className={ops.num}>{t('results.schedules')}</th>
            <th>{t('results.lastVisit')}</th>
          </tr>
        </thead>
        <tbody>
          {patients.map((p) => (
            <tr key={p._id}>
              <td>{patientLink(p)}</td>
              <td>{age(p)}</td>
              <td className={styles.nowrap}>{p.phone ? formatPhone(p.phone) : '—'}</td>
              <td>{place(p) || '—'}</td>
              <td className={ops.num}>{p.schedule_count}</td>
              <td>{last(p)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
