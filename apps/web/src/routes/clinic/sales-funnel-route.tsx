import { pathFor } from '../../app/route-table.ts';
import ops from '../../components/ui/ops.module.css';
import { SalesFunnel } from '../../features/sales-funnel/index.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { Link } from '../../lib/router.tsx';

export const namespaces = ['sales-funnel', 'validation'] as const;

/** Spec 2 §2 SalesFunnel (/sales-funnel, user; the board is the clinic staff's, decision 148). */
export function Component() {
  const { t } = useTranslation('sales-funnel');
  return (
    <SalesFunnel
      links={{
        patient: (id) => (
          <Link className={ops.link} to={pathFor('ViewPatient', { id })}>
            {t('lead.viewPatient')}
          </Link>
        ),
        newPatient: (lead) => (
          <Link
            className={ops.link}
            to={`${pathFor('NewPatient')}?${new URLSearchParams({ name: lead.name, phone: lead.phone ?? '' })}`}
          >
            {t('lead.newPatient')}
          </Link>
        ),
        schedule: (
          <Link className={ops.link} to={pathFor('Appointments')}>
            {t('lead.schedule')}
          </Link>
        ),
      }}
    />
  );
}
