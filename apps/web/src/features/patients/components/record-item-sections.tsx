import { formatDateTime } from '@app/domain/orders/rules';
import { brDate } from '@app/domain/shared/bounds';
import { useQuery } from '@tanstack/react-query';
import { LoadStatus } from '../../../components/ui/load-status.tsx';
import ops from '../../../components/ui/ops.module.css';
import { errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link, useParams } from '../../../lib/router.tsx';
import { useBrowserStore } from '../../../lib/storage.ts';
import { type ProcedureDetail, procedureQuery, type SurgeryDetail, surgeryQuery } from '../api/record-items-calls.ts';
import { usePatientPaths } from '../lib/patient-paths.ts';
import styles from './patients.module.css';

type Signed = { _id: string; author_name: string; signed_at: string };

/** One signed item: its heading, its filled fields, and who signed it when. */
function SignedItem({ heading, parts, entry }: { heading: string; parts: [string, string][]; entry: Signed }) {
  const { t } = useTranslation('patients');
  return (
    <article className={`${ops.panel} ${styles.consent}`}>
      <h2 className={ops.subtitle}>{heading}</h2>
      <dl className={styles.facts}>
        {parts
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd className={styles.clinical}>{value}</dd>
            </div>
          ))}
      </dl>
      <p className={ops.muted}>
        {t('record.signedBy', { name: entry.author_name, when: formatDateTime(entry.signed_at) })}
      </p>
    </article>
  );
}

/** The item, its addenda in order, and for a professional the way to write one (never to edit). */
function ItemWithAddenda<T extends Signed>(props: {
  item: T;
  addenda: T[];
  heading: (item: T, addendum: boolean) => string;
  parts: (item: T) => [string, string][];
  addendumLink: string | null;
  base: string;
}) {
  const { t } = useTranslation('patients');
  return (
    <div className={styles.form}>
      <Link className={ops.link} to={`${props.base}/prontuario`}>
        ← {t('view.timeline')}
      </Link>
      <SignedItem heading={props.heading(props.item, false)} parts={props.parts(props.item)} entry={props.item} />
      {props.addenda.length > 0 && <h2 className={ops.subtitle}>{t('record.addendaTitle')}</h2>}
      {props.addenda.map((a) => (
        <SignedItem key={a._id} heading={props.heading(a, true)} parts={props.parts(a)} entry={a} />
      ))}
      {props.addendumLink && (
        <p className={ops.row}>
          <Link className={ops.link} to={props.addendumLink}>
            {t('record.writeAddendum')}
          </Link>
        </p>
      )}
    </div>
  );
}

type SectionProps = { patientId: string; writes: boolean; base: string };

/** Spec 2 §2 .../ver/cirurgia/{item}: loads that one surgery. */
export function SurgerySection({ patientId, writes, base }: SectionProps) {
  const { t } = useTranslation('patients');
  const { item = '' } = useParams();
  const managerToken = useBrowserStore((s) => s.managerToken);
  const query = useQuery(surgeryQuery(item, managerToken));
  const paths = usePatientPaths();
  if (!query.data) {
    return (
      <LoadStatus pending={query.isPending} error={query.error && errorMessage(query.error, t('surgery.loadError'))} />
    );
  }
  const { surgery, addenda } = query.data;
  type Surgery = SurgeryDetail['surgery'];
  return (
    <ItemWithAddenda
      item={surgery}
      addenda={addenda}
      base={base}
      heading={(s: Surgery, addendum) =>
        `${addendum ? t('timeline.addendum') : t('timeline.surgery')} · ${brDate(s.surgery_date)} · ${s.start_time}`
      }
      parts={(s: Surgery) => [
        [t('surgery.type'), s.surgery_type],
        [t('surgery.local'), s.surgery_local],
        [t('surgery.observations'), s.observations],
      ]}
      addendumLink={writes ? `${paths.newSurgery(patientId)}?adendo=${encodeURIComponent(surgery._id)}` : null}
    />
  );
}

/** Spec 2 §2 .../ver/procedimento/{item}: loads that one procedure. */
export function ProcedureSection({ patientId, writes, base }: SectionProps) {
  const { t } = useTranslation('patients');
  const { item = '' } = useParams();
  const managerToken = useBrowserStore((s) => s.managerToken);
  const query = useQuery(procedureQuery(item, managerToken));
  const paths = usePatientPaths();
  if (!query.data) {
    return (
      <LoadStatus
        pending={query.isPending}
        error={query.error && errorMessage(query.error, t('procedure.loadError'))}
      />
    );
  }
  const { procedure, addenda } = query.data;
  type Procedure = ProcedureDetail['procedure'];
  const amount = (p: Procedure) =>
    p.quantity === null
      ? ''
      : `${p.quantity.toLocaleString('pt-BR')}${p.unit ? ` ${t(`procedure.units.${p.unit}`)}` : ''}`;
  return (
    <ItemWithAddenda
      item={procedure}
      addenda={addenda}
      base={base}
      heading={(p: Procedure, addendum) =>
        `${addendum ? t('timeline.addendum') : t('timeline.procedure')} · ${brDate(p.date)} · ${p.hour}`
      }
      parts={(p: Procedure) => [
        [t('procedure.type'), p.procedure_type],
        [t('procedure.region'), p.region],
        [t('procedure.technique'), p.technique],
        [t('procedure.product'), p.product],
        [t('procedure.lot'), p.lot],
        [t('procedure.quantity'), amount(p)],
        [t('procedure.notes'), p.notes],
      ]}
      addendumLink={writes ? `${paths.newProcedure(patientId)}?adendo=${encodeURIComponent(procedure._id)}` : null}
    />
  );
}
