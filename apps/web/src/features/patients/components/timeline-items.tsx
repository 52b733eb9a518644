import { brDate } from '@app/domain/shared/bounds';
import { pathFor } from '../../../app/route-table.ts';
import ops from '../../../components/ui/ops.module.css';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from '../../../lib/router.tsx';
import type { PatientDetail } from '../api/patients-calls.ts';
import styles from './patients.module.css';

// The timeline's items, one renderer per kind (decisions 137, 160): another kind joins by adding
// its member to TimelineItem (domain), its key here and its renderer in TimelineEntry.

export type TimelineItem = NonNullable<PatientDetail['timeline']>[number];
export type TimelineKind = TimelineItem['kind'];
export const TIMELINE_KINDS: readonly TimelineKind[] = [
  'consultation',
  'surgery',
  'procedure',
  'file',
  'photo',
  'plan',
];

/** Where an item opens, under the patient view's base path. */
function pathOf(item: TimelineItem, base: string, patientId: string): string {
  switch (item.kind) {
    case 'anamnesis':
      return pathFor('Anamnesis', { id: patientId });
    case 'consultation':
      return `${base}/consulta/${item.addendum_to ?? item._id}`;
    case 'surgery':
      return `${base}/cirurgia/${item.addendum_to ?? item._id}`;
    case 'procedure':
      return `${base}/procedimento/${item.addendum_to ?? item._id}`;
    case 'file':
      return `${base}/arquivo/${item._id}`;
    case 'photo':
      return `${base}/foto/${item._id}`;
    case 'plan':
      return `${base}/planos`;
  }
}

export function TimelineEntry({ item, base, patientId }: { item: TimelineItem; base: string; patientId: string }) {
  const { t } = useTranslation('patients');
  const signed =
    item.kind === 'consultation' || item.kind === 'surgery' || item.kind === 'procedure' || item.kind === 'anamnesis';
  // An anamnesis names who filled it in: the patient (from a link) or the professional.
  const anamnesisTitle =
    item.kind === 'anamnesis'
      ? item.title === 'patient'
        ? t('timeline.anamnesisByPatient')
        : t('timeline.anamnesisByStaff', { name: item.author_name })
      : null;
  const label = signed && item.addendum_to ? t('timeline.addendum') : t(`timeline.kind.${item.kind}`);
  const extra = signed
    ? item.addenda > 0
      ? t('timeline.addenda', { count: item.addenda })
      : null
    : item.kind === 'photo'
      ? item.region
      : item.kind === 'plan'
        ? t('timeline.sessionsDone', { done: item.sessions_done, total: item.sessions })
        : item.kind === 'file'
          ? item.content_type === 'application/pdf'
            ? 'PDF'
            : t('timeline.image')
          : null;
  return (
    <li className={styles.entry} data-kind={item.kind}>
      <span className={ops.muted}>
        {brDate(item.date)} · {item.hour} · {label}
      </span>
      <Link className={`${ops.link} ${styles.name}`} to={pathOf(item, base, patientId)}>
        {anamnesisTitle ?? item.title}
      </Link>
      <span className={ops.muted}>
        {item.author_name ? t('timeline.by', { name: item.author_name }) : ''}
        {extra ? `${item.author_name ? ' · ' : ''}${extra}` : ''}
      </span>
    </li>
  );
}
