import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathFor } from '../../app/route-table.ts';
import ops from '../../components/ui/ops.module.css';
import { PatientList } from '../../features/patients/index.ts';
import styles from '../routes.module.css';

export const namespaces = ['patients', 'validation'] as const;

/** Spec 3 §2.2 PatientList (/pacientes, manager): the patients the caller may see. */
export function Component() {
  const { t } = useTranslation('patients');
  return (
    <PatientList
      newLink={
        <Link className={styles.linkButton} to={pathFor('NewPatient')}>
          {t('list.new')}
        </Link>
      }
      patientLink={(p) => (
        <Link className={ops.link} to={pathFor('ViewPatient', { id: p._id })}>
          {p.full_name}
        </Link>
      )}
    />
  );
}
