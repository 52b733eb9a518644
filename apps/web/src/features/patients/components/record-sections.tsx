import { formatDateTime } from '@app/domain/orders/rules';
import { brDate } from '@app/domain/shared/bounds';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { pathFor } from '../../../app/route-table.ts';
import { LoadStatus } from '../../../components/ui/load-status.tsx';
import ops from '../../../components/ui/ops.module.css';
import { errorMessage } from '../../../lib/api.ts';
import { useBrowserStore } from '../../../lib/storage.ts';
import { type PatientDetail, type RecordDetail, recordQuery } from '../api/patients-calls.ts';
import styles from './patients.module.css';

/** The record's timeline, newest first (decision 137); the reception sees that it is private. */
export function TimelineSection({
  detail,
  clinical,
  base,
}: {
  detail: PatientDetail;
  clinical: boolean;
  base: string;
}) {
  const { t } = useTranslation('patients');
  if (!clinical) return <p className={`${ops.panel} ${ops.muted}`}>{t('timeline.clinicalHidden')}</p>;
  const items = detail.timeline ?? [];
  if (items.length === 0) return <p className={`${ops.panel} ${ops.muted}`}>{t('timeline.empty')}</p>;
  return (
    <section className={ops.panel}>
      <ol className={styles.timeline}>
        {items.map((item) => (
          <li key={item._id} className={styles.entry}>
            <span className={ops.muted}>
              {brDate(item.date)} · {item.hour} ·{' '}
              {item.addendum_to ? t('timeline.addendum') : t('timeline.consultation')}
            </span>
            <Link className={`${ops.link} ${styles.name}`} to={`${base}/consulta/${item.addendum_to ?? item._id}`}>
              {item.title}
            </Link>
            <span className={ops.muted}>
              {t('timeline.by', { name: item.author_name })}
              {item.addenda > 0 ? ` · ${t('timeline.addenda', { count: item.addenda })}` : ''}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

function Entry({ entry, heading }: { entry: RecordDetail['record']; heading: string }) {
  const { t } = useTranslation('patients');
  const parts: [string, string][] = [
    [t('record.chiefComplaint'), entry.chief_complaint],
    [t('record.presentIllness'), entry.present_illness_history],
    [t('record.progressNotes'), entry.progress_notes],
    [t('record.management'), entry.medical_management],
  ];
  return (
    <article className={`${ops.panel} ${styles.consent}`}>
      <h2 className={ops.subtitle}>{heading}</h2>
      {parts
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label}>
            <h3 className={ops.muted}>{label}</h3>
            <p className={styles.clinical}>{value}</p>
          </div>
        ))}
      <p className={ops.muted}>
        {t('record.signedBy', { name: entry.author_name, when: formatDateTime(entry.signed_at) })}
      </p>
    </article>
  );
}

/** One signed consultation and its addenda; a professional may add an addendum, never edit. */
export function RecordSection({ patientId, writes, base }: { patientId: string; writes: boolean; base: string }) {
  const { t } = useTranslation('patients');
  const { item = '' } = useParams();
  const managerToken = useBrowserStore((s) => s.managerToken);
  const query = useQuery(recordQuery(item, managerToken));
  if (!query.data) {
    return (
      <LoadStatus pending={query.isPending} error={query.error && errorMessage(query.error, t('record.loadError'))} />
    );
  }
  const { record, addenda } = query.data;
  return (
    <div className={styles.form}>
      <Link className={ops.link} to={`${base}/prontuario`}>
        ← {t('view.timeline')}
      </Link>
      <Entry entry={record} heading={`${t('timeline.consultation')} · ${brDate(record.date)} · ${record.hour}`} />
      {addenda.length > 0 && <h2 className={ops.subtitle}>{t('record.addendaTitle')}</h2>}
      {addenda.map((a) => (
        <Entry key={a._id} entry={a} heading={`${t('timeline.addendum')} · ${brDate(a.date)} · ${a.hour}`} />
      ))}
      {writes && (
        <p className={ops.row}>
          <Link
            className={ops.link}
            to={`${pathFor('NewRecord', { patient: patientId })}?adendo=${encodeURIComponent(record._id)}`}
          >
            {t('record.writeAddendum')}
          </Link>
        </p>
      )}
    </div>
  );
}
