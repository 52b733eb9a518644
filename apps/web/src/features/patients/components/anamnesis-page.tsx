import { formatDateTime } from '@app/domain/orders/rules';
import { ANAMNESIS_FORM_VERSION } from '@app/domain/patients/anamnesis-form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { pathFor } from '../../../app/route-table.ts';
import { Button } from '../../../components/ui/button.tsx';
import { LoadStatus } from '../../../components/ui/load-status.tsx';
import ops from '../../../components/ui/ops.module.css';
import { errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from '../../../lib/router.tsx';
import { notify } from '../../../lib/snackbar.ts';
import { useBrowserStore } from '../../../lib/storage.ts';
import { type AnamnesisEntry, anamnesisQuery, createAnamnesis } from '../api/patient-links-calls.ts';
import styles from './anamnesis.module.css';
import { AnamnesisEditor } from './anamnesis-editor.tsx';
import { AnamnesisAnswersView } from './anamnesis-questions.tsx';

function Meta({ entry }: { entry: AnamnesisEntry }) {
  const { t } = useTranslation('anamnesis');
  const when = formatDateTime(entry.created_at);
  return (
    <p className={ops.muted}>
      {entry.filled_by === 'patient'
        ? t('view.filledByPatient', { when })
        : t('view.filledByStaff', { who: entry.author_name ?? '—', when })}
    </p>
  );
}

function Previous({ entry }: { entry: AnamnesisEntry }) {
  const { t } = useTranslation('anamnesis');
  const [open, setOpen] = useState(false);
  return (
    <li className={`${ops.panel} ${styles.entry}`}>
      <div className={styles.row}>
        <Meta entry={entry} />
        <Button variant="text" size="small" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
          {open ? t('view.hide') : t('view.show')}
        </Button>
      </div>
      {open && <AnamnesisAnswersView version={entry.form_version} answers={entry.answers} />}
    </li>
  );
}

/**
 * The Anamnesis screen (/anamnese/{patient}, decision 165): the current anamnesis under the form
 * version it was answered with, the ones it superseded, and a new one (never an edit).
 */
export function AnamnesisPage({ patientId }: { patientId: string }) {
  const { t } = useTranslation('anamnesis');
  const client = useQueryClient();
  const managerToken = useBrowserStore((s) => s.managerToken);
  const query = useQuery(anamnesisQuery(patientId, managerToken));
  const [writing, setWriting] = useState(false);
  if (!query.data) {
    return (
      <div className={ops.page}>
        <LoadStatus pending={query.isPending} error={query.error && errorMessage(query.error, t('view.loadError'))} />
      </div>
    );
  }
  const { patient, anamneses } = query.data;
  const [current, ...previous] = anamneses;
  return (
    <div className={ops.page}>
      <Link className={ops.link} to={pathFor('ViewPatient', { id: patientId })}>
        ← {t('view.back')}
      </Link>
      <div className={ops.header}>
        <div>
          <h1 className={ops.title}>{t('title')}</h1>
          <p className={ops.muted}>{patient.full_name}</p>
        </div>
        {!writing && <Button onClick={() => setWriting(true)}>{t('view.new')}</Button>}
      </div>
      <p className={ops.muted}>{t('view.appendOnly')}</p>
      {writing && (
        <AnamnesisEditor
          version={ANAMNESIS_FORM_VERSION}
          heading={<h2 className={ops.subtitle}>{t('view.new')}</h2>}
          onCancel={() => setWriting(false)}
          onSave={async (answers) => {
            await createAnamnesis({ patient_id: patientId, form_version: ANAMNESIS_FORM_VERSION, answers });
            notify(t('saved'), { kind: 'success' });
            setWriting(false);
            await client.invalidateQueries({ queryKey: ['anamnesis/get', patientId] });
            await client.invalidateQueries({ queryKey: ['patients/get', patientId] });
          }}
        />
      )}
      {current ? (
        <section className={`${ops.panel} ${styles.entry}`} aria-label={t('view.current')}>
          <h2 className={ops.subtitle}>{t('view.current')}</h2>
          <Meta entry={current} />
          <AnamnesisAnswersView version={current.form_version} answers={current.answers} />
        </section>
      ) : (
        !writing && <p className={`${ops.panel} ${ops.muted}`}>{t('view.none')}</p>
      )}
      {previous.length > 0 && (
        <>
          <h2 className={ops.subtitle}>{t('view.previous')}</h2>
          <ul className={styles.linkList}>
            {previous.map((a) => (
              <Previous key={a._id} entry={a} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
