import { pathFor } from '../../app/route-table.ts';
import ops from '../../components/ui/ops.module.css';
import { PatientImport } from '../../features/patients/index.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { Link } from '../../lib/router.tsx';

export const namespaces = ['patients', 'validation'] as const;

/** 'Importar pacientes' (/pacientes/importar, manager; decision 157), from the PatientList. */
export function Component() {
  const { t } = useTranslation('patients');
  return (
    <PatientImport
      backLink={
        <Link className={ops.link} to={pathFor('PatientList')}>
          ← {t('view.back')}
        </Link>
      }
    />
  );
}
