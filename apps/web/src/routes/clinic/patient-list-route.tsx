import { pathFor } from '../../app/route-table.ts';
import { useCurrentUser } from '../../app/shared/current-user.ts';
import ops from '../../components/ui/ops.module.css';
import { PatientList } from '../../features/patients/index.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { Link } from '../../lib/router.tsx';
import styles from '../routes.module.css';

export const namespaces = ['patients', 'validation'] as const;

/** Spec 3 §2.2 PatientList (/pacientes, manager): the patients the caller may see. */
export function Component() {
  const { t } = useTranslation('patients');
  // Procedures are signed by a professional: only they import them (decision 185).
  const professional = Boolean(useCurrentUser()?.manager?.service_supplier_id);
  return (
    <PatientList
      newLink={
        <span className={ops.row}>
          <Link className={ops.link} to={pathFor('ImportPatients')}>
            {t('import.action')}
          </Link>
          {professional && (
            <Link className={ops.link} to={pathFor('ImportProcedures')}>
              {t('procedureImport.action')}
            </Link>
          )}
          <Link className={styles.linkButton} to={pathFor('NewPatient')}>
            {t('list.new')}
          </Link>
        </span>
      }
      patientLink={(p) => (
        <Link className={ops.link} to={pathFor('ViewPatient', { id: p._id })}>
          {p.full_name}
        </Link>
      )}
    />
  );
}
