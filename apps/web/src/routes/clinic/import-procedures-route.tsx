import { pathFor } from '../../app/route-table.ts';
import ops from '../../components/ui/ops.module.css';
import { ProcedureImport } from '../../features/patients/index.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { Link } from '../../lib/router.tsx';

export const namespaces = ['patients', 'validation'] as const;

/** 'Importar procedimentos' (/procedimentos/importar, supplier; decision 185), from the PatientList. */
export function Component() {
  const { t } = useTranslation('patients');
  return (
    <ProcedureImport
      backLink={
        <Link className={ops.link} to={pathFor('PatientList')}>
          ← {t('view.back')}
        </Link>
      }
    />
  );
}
