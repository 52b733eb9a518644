import { formatDateTime } from '@app/domain/orders/rules';
import { brDate } from '@app/domain/shared/bounds';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadStatus } from '../../../components/ui/load-status.tsx';
import ops from '../../../components/ui/ops.module.css';
import { errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link, useParams } from '../../../lib/router.tsx';
import { useBrowserStore } from '../../../lib/storage.ts';
import { type PatientDetail, type RecordDetail, recordQuery } from '../api/patients-calls.ts';
import { usePatientPaths } from '../lib/patient-paths.ts';
import styles from './patients.module.css';
import { TIMELINE_KINDS, TimelineEntry, type TimelineKind } from './timeline-items.tsx';

/**
 * The record's timeline, newest first, with a chip per kind of item (decisions 137, 160); the
 * reception sees that it is private.
 */
export function TimelineSection({
  detail,
  clinical,
  base,
  writes,
}: {
  detail: PatientDetail;
  clinical: boolean;
  base: string;
  writes: boolean;
}) {
  const { t } = useTranslation('patients');
  const [shown, setShown] = useState<TimelineKind | 'all'>('all');
  if (!clinical) return <p className={`${ops.panel} ${ops.muted}`}>{t('timeline.clinicalHidden')}</p>;
  const items = detail.timeline ?? [];
  const visible = items.filter((i) => shown === 'all' || i.kind === shown);
  return (
    <section className={ops.panel}>
      <div className={styles.actions}>
        {writes && (
          <Link className={ops.link} to={`${base}/anexar`}>
            {t('files.add')}
          </Link>
        )}
        {writes && (
          <Link className={ops.link} to={`${base}/fotos/nova`}>
            {t('photos.add')}
          </Link>
        )}
        <Link className={ops.link} to={`${base}/planos`}>
          {t('plans.title')}
        </Link>
      </div>
      <fieldset className={styles.chips} aria-label={t('timeline.filter')}>
        {(['all', ...TIMELINE_KINDS] as const).map((kind) => (
          <button
            key={kind}
            type="button"
            className={styles.chip}
            aria-pressed={shown === kind}
            onClick={() => setShown(kind)}
          >
            {t(`timeline.chip.${kind}`)}
          </button>
        ))}
      </fieldset>
      {visible.length === 0 ? (
        <p className={ops.muted}>{t('timeline.empty')}</p>
      ) : (
        <ol className={styles.timeline}>
          {visible.map((item) => (
            <TimelineEntry key={`${item.kind}:${item._id}`} item={item} base={base} patientId={detail.patient._id} />
          ))}
        </ol>
      )}
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
  const paths = usePatientPaths();
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
          <Link className={ops.link} to={`${paths.newRecord(patientId)}?adendo=${encodeURIComponent(record._id)}`}>
            {t('record.writeAddendum')}
          </Link>
        </p>
      )}
    </div>
  );
}
