import { brDate } from '@app/domain/shared/bounds';
import { formatCpfCnpj, formatPhone } from '@app/domain/users/rules';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { pathFor } from '../../../app/route-table.ts';
import { useCurrentUser } from '../../../app/shared/current-user.ts';
import { LoadStatus } from '../../../components/ui/load-status.tsx';
import ops from '../../../components/ui/ops.module.css';
import { errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link, Route, Routes, useLocation, useParams } from '../../../lib/router.tsx';
import { useBrowserStore } from '../../../lib/storage.ts';
import { type Patient, patientQuery } from '../api/patients-calls.ts';
import { ageOf } from '../lib/patient-draft.ts';
import { usePatientPaths } from '../lib/patient-paths.ts';
import { AuditSection } from './audit-section.tsx';
import { ConsentsSection } from './consents-section.tsx';
import { ExportSection } from './export-section.tsx';
import { FileSection, UploadFileSection } from './file-sections.tsx';
import { IntegrationSection } from './integration-sections.tsx';
import { PatientLinksSection } from './patient-links-panel.tsx';
import styles from './patients.module.css';
import { PhotoSection, UploadPhotosSection } from './photo-sections.tsx';
import { PlansSection } from './plans-section.tsx';
import { ProcedureSection, SurgerySection } from './record-item-sections.tsx';
import { RecordSection, TimelineSection } from './record-sections.tsx';

/**
 * Spec 2 §2 view patient: the patient's data, the record's timeline (professionals and the owner),
 * consents per purpose, and for the owner the access audit (decisions 136–137). Sections are child
 * paths of /pacientes/{id}/ver, so each can be linked and the back button walks them.
 */
/** A section another feature adds to the view (e.g. the lead origin), at `${base}/{path}`. */
export type PatientViewSection = { path: string; label: string; render: (patientId: string) => ReactNode };

export function PatientView({ extraSections = [] }: { extraSections?: readonly PatientViewSection[] }) {
  const { t } = useTranslation('patients');
  const { id = '' } = useParams();
  const managerToken = useBrowserStore((s) => s.managerToken);
  const manager = useCurrentUser()?.manager ?? null;
  const query = useQuery(patientQuery(id, managerToken));
  const { pathname } = useLocation();
  const paths = usePatientPaths();
  const base = paths.view(id);
  if (!query.data) {
    return (
      <div className={ops.page}>
        <LoadStatus pending={query.isPending} error={query.error && errorMessage(query.error, t('view.loadError'))} />
      </div>
    );
  }
  const { patient, reads_clinical: clinical } = query.data;
  const isOwner = manager?.owner ?? false;
  const writes = Boolean(manager?.service_supplier_id);
  const age = ageOf(patient.birthdate);
  // The section a path is in: one consultation ('consulta/{item}') belongs to the record.
  const here = pathname.replace(/\/+$/, '');
  const sections = [
    { to: base, label: t('view.data'), current: here.endsWith('/ver') },
    {
      to: `${base}/prontuario`,
      label: t('view.timeline'),
      current: /\/(prontuario|anexar|planos|fotos\/nova)$|\/ver\/(consulta|cirurgia|procedimento|arquivo|foto)\//.test(
        here,
      ),
    },
    { to: `${base}/consentimentos`, label: t('view.consents'), current: here.endsWith('/consentimentos') },
    { to: `${base}/links`, label: t('view.links'), current: here.endsWith('/links') },
    { to: `${base}/integracao`, label: t('view.integration'), current: here.endsWith('/integracao') },
    ...extraSections.map((x) => ({ to: `${base}/${x.path}`, label: x.label, current: here.endsWith(`/${x.path}`) })),
    ...(isOwner ? [{ to: `${base}/auditoria`, label: t('view.audit'), current: here.endsWith('/auditoria') }] : []),
    ...(clinical ? [{ to: `${base}/exportar`, label: t('view.export'), current: here.endsWith('/exportar') }] : []),
  ];
  return (
    <div className={ops.page}>
      <Link className={ops.link} to={paths.back.to}>
        ← {paths.back.kind === 'list' ? t('view.back') : t('view.backToSchedule')}
      </Link>
      <div className={ops.header}>
        <div>
          <h1 className={ops.title}>{patient.full_name}</h1>
          <p className={ops.muted}>
            {[age !== null ? t('view.age', { years: age }) : null, patient.cpf ? formatCpfCnpj(patient.cpf) : null]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
        <div className={styles.actions}>
          <Link className={ops.link} to={paths.edit(id)}>
            {t('view.edit')}
          </Link>
          {clinical && (
            <Link className={ops.link} to={pathFor('Anamnesis', { id })}>
              {t('view.anamnesis')}
            </Link>
          )}
          {writes && (
            <Link className={ops.link} to={paths.newRecord(id)}>
              {t('view.newConsultation')}
            </Link>
          )}
          {writes && (
            <Link className={ops.link} to={paths.newSurgery(id)}>
              {t('view.newSurgery')}
            </Link>
          )}
          {writes && (
            <Link className={ops.link} to={paths.newProcedure(id)}>
              {t('view.newProcedure')}
            </Link>
          )}
        </div>
      </div>
      <nav className={styles.sections} aria-label={t('view.tabs')}>
        {sections.map((s) => (
          <Link key={s.to} to={s.to} className={styles.sectionLink} aria-current={s.current ? 'page' : undefined}>
            {s.label}
          </Link>
        ))}
      </nav>
      <Routes>
        <Route index element={<DataSection patient={patient} />} />
        <Route
          path="prontuario"
          element={<TimelineSection detail={query.data} clinical={clinical} base={base} writes={writes} />}
        />
        <Route path="consentimentos" element={<ConsentsSection detail={query.data} />} />
        <Route path="links" element={<PatientLinksSection patientId={id} phone={patient.phone} />} />
        <Route path="integracao" element={<IntegrationSection patientId={id} hasCpf={Boolean(patient.cpf)} />} />
        {extraSections.map((x) => (
          <Route key={x.path} path={x.path} element={x.render(id)} />
        ))}
        {isOwner && <Route path="auditoria" element={<AuditSection patientId={id} />} />}
        <Route path="consulta/:item" element={<RecordSection patientId={id} writes={writes} base={base} />} />
        {clinical && (
          <Route path="arquivo/:item" element={<FileSection patientId={id} base={base} writes={writes} />} />
        )}
        {clinical && <Route path="foto/:item" element={<PhotoSection patientId={id} base={base} writes={writes} />} />}
        {clinical && <Route path="planos" element={<PlansSection patientId={id} base={base} writes={writes} />} />}
        {writes && <Route path="anexar" element={<UploadFileSection patientId={id} base={base} />} />}
        {writes && <Route path="fotos/nova" element={<UploadPhotosSection patientId={id} base={base} />} />}
        {clinical && (
          <Route path="exportar" element={<ExportSection patientId={id} patientName={patient.full_name} />} />
        )}
        <Route path="cirurgia/:item" element={<SurgerySection patientId={id} writes={writes} base={base} />} />
        <Route path="procedimento/:item" element={<ProcedureSection patientId={id} writes={writes} base={base} />} />
      </Routes>
    </div>
  );
}

function DataSection({ patient }: { patient: Patient }) {
  const { t } = useTranslation('patients');
  const none = t('view.notInformed');
  const yesNo = (v: boolean | null) => (v === null ? none : v ? t('form.yes') : t('form.no'));
  const social = Object.entries(patient.social_links)
    .map(([k, v]) => `${t(`form.${k}`)}: ${v}`)
    .join(' · ');
  const facts: [string, string | null][] = [
    [t('form.surname'), patient.surname],
    [t('form.birthdate'), patient.birthdate ? brDate(patient.birthdate) : null],
    [t('form.gender'), patient.gender ? t(`options.gender.${patient.gender}`) : null],
    [t('form.occupation'), patient.occupation],
    [t('form.maritalStatus'), patient.marital_status ? t(`options.marital.${patient.marital_status}`) : null],
    [t('form.phone'), patient.phone ? formatPhone(patient.phone) : null],
    [t('form.email'), patient.email],
    [t('form.partnerName'), patient.partner_name],
    [t('form.motherName'), patient.mother_name],
    [t('form.fatherName'), patient.father_name],
    [t('form.hasChildren'), yesNo(patient.has_children)],
    [t('form.responsibleName'), patient.responsible_name],
    [t('form.responsiblePhone'), patient.responsible_phone ? formatPhone(patient.responsible_phone) : null],
    [t('form.bloodType'), patient.blood_type],
    ...(patient.has_died
      ? ([[t('form.deathDate'), patient.death_date ? brDate(patient.death_date) : t('list.deceased')]] as [
          string,
          string,
        ][])
      : []),
    ...(social ? ([[t('view.social'), social]] as [string, string][]) : []),
  ];
  return (
    <section className={ops.panel}>
      <dl className={styles.facts}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value ?? none}</dd>
          </div>
        ))}
      </dl>
      {patient.observations && (
        <>
          <h2 className={ops.subtitle}>{t('form.observations')}</h2>
          <p className={styles.clinical}>{patient.observations}</p>
        </>
      )}
    </section>
  );
}
