import { formatDateTime } from '@app/domain/orders/rules';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { LoadStatus } from '../../../components/ui/load-status.tsx';
import ops from '../../../components/ui/ops.module.css';
import { errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import {
  anamnesisLinkQuery,
  patientLinkQuery,
  submitAnamnesisLink,
  submitPatientLink,
} from '../api/patient-links-calls.ts';
import { draftOf } from '../lib/patient-draft.ts';
import styles from './anamnesis.module.css';
import { AnamnesisEditor } from './anamnesis-editor.tsx';
import { PatientForm } from './patient-form.tsx';

/** The page around a link's form; a refused link (used, expired, revoked, unknown) says why, plainly. */
function LinkScreen({ children }: { children: ReactNode }) {
  return (
    <div className={styles.screen}>
      <div className={styles.card}>{children}</div>
    </div>
  );
}

function Unavailable({ error }: { error: unknown }) {
  const { t } = useTranslation('patient-links');
  return (
    <section className={ops.panel} role="alert">
      <h1 className={ops.title}>{t('page.unavailable')}</h1>
      <p>{errorMessage(error, t('page.unavailable'))}</p>
    </section>
  );
}

function Done() {
  const { t } = useTranslation('patient-links');
  return (
    <section className={ops.panel} role="status">
      <h1 className={ops.title}>{t('page.doneTitle')}</h1>
      <p>{t('page.done')}</p>
    </section>
  );
}

/**
 * PatientLink (/formulario/paciente/{hash}): the patient fills in or reviews their registration
 * without signing in; the form-link calls save it (spec 2 §4), once.
 */
export function PatientLinkPage({ hash }: { hash: string }) {
  const { t } = useTranslation('patient-links');
  const query = useQuery(patientLinkQuery(hash));
  const [done, setDone] = useState(false);
  const [declared, setDeclared] = useState(false);
  const [declarationError, setDeclarationError] = useState<string | null>(null);
  if (done)
    return (
      <LinkScreen>
        <Done />
      </LinkScreen>
    );
  if (query.error)
    return (
      <LinkScreen>
        <Unavailable error={query.error} />
      </LinkScreen>
    );
  if (!query.data)
    return (
      <LinkScreen>
        <LoadStatus pending={query.isPending} error={null} />
      </LinkScreen>
    );
  const { mode, place_name: place, patient, expires_at } = query.data;
  const notice = (
    <div className={ops.panel}>
      <p>{mode === 'create' ? t('page.introCreate', { place }) : t('page.introUpdate', { place })}</p>
      <p className={ops.muted}>{t('page.validUntil', { when: formatDateTime(expires_at) })}</p>
      <p className={ops.muted}>{t('page.privacy')}</p>
    </div>
  );
  return (
    <LinkScreen>
      <PatientForm
        title={t('page.titlePatient')}
        notice={notice}
        initial={draftOf(patient)}
        patientFacing
        submitLabel={t('page.send')}
        footer={
          <div className={ops.panel}>
            <CheckboxField
              label={t('page.declaration')}
              checked={declared}
              error={declarationError}
              onChange={(e) => {
                setDeclared(e.target.checked);
                setDeclarationError(null);
              }}
            />
          </div>
        }
        onCancel={null}
        onSave={async (body) => {
          if (!declared) {
            setDeclarationError(t('page.declarationRequired'));
            throw new Error(t('page.declarationRequired'));
          }
          const { service_supplier_ids: _ignored, has_died: _died, death_date: _death, ...fields } = body;
          await submitPatientLink(mode, { ...fields, hash, declaration: true });
          setDone(true);
          return undefined;
        }}
      />
    </LinkScreen>
  );
}

/** AnamnesisLink (/anamnese/paciente/{hash}): the patient answers the anamnesis form, once. */
export function AnamnesisLinkPage({ hash }: { hash: string }) {
  const { t } = useTranslation('patient-links');
  const query = useQuery(anamnesisLinkQuery(hash));
  const [done, setDone] = useState(false);
  if (done)
    return (
      <LinkScreen>
        <Done />
      </LinkScreen>
    );
  if (query.error)
    return (
      <LinkScreen>
        <Unavailable error={query.error} />
      </LinkScreen>
    );
  if (!query.data)
    return (
      <LinkScreen>
        <LoadStatus pending={query.isPending} error={null} />
      </LinkScreen>
    );
  const { place_name: place, first_name: name, form_version: version, expires_at } = query.data;
  return (
    <LinkScreen>
      <AnamnesisEditor
        version={version}
        declaration
        submitLabel={t('page.send')}
        heading={
          <div className={ops.panel}>
            <h1 className={ops.title}>{t('page.titleAnamnesis')}</h1>
            <p>{t('page.introAnamnesis', { name, place })}</p>
            <p className={ops.muted}>{t('page.validUntil', { when: formatDateTime(expires_at) })}</p>
            <p className={ops.muted}>{t('page.privacy')}</p>
          </div>
        }
        onSave={async (answers) => {
          await submitAnamnesisLink({ hash, form_version: version, answers, declaration: true });
          setDone(true);
        }}
      />
    </LinkScreen>
  );
}
