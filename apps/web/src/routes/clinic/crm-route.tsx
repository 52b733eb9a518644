import { pathFor } from '../../app/route-table.ts';
import ops from '../../components/ui/ops.module.css';
import { CrmScreen } from '../../features/crm/index.ts';
import { Link } from '../../lib/router.tsx';

export const namespaces = ['crm', 'validation'] as const;

/** Spec 2 §2 CRM (/crm, supplier): filters, totals, saved filters and the export of patients. */
export function Component() {
  return (
    <CrmScreen
      patientLink={(p) => (
        <Link className={ops.link} to={pathFor('ViewPatient', { id: p._id })}>
          {p.full_name}
        </Link>
      )}
    />
  );
}
