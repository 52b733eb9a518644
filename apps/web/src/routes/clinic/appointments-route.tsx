import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { pathFor } from '../../app/route-table.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { staffSuppliersQuery } from '../../features/scheduling/index.ts';
import { errorMessage } from '../../lib/api.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useNavigate } from '../../lib/router.tsx';
import { useBrowserStore } from '../../lib/storage.ts';

export const namespaces = ['clinic'] as const;

/** Spec 2 §2 Appointments (/horarios): the first supplier's page, or Index when there is none. */
export function Component() {
  const { t } = useTranslation('clinic');
  const navigate = useNavigate();
  const token = useBrowserStore((s) => s.token);
  const suppliers = useQuery(staffSuppliersQuery(token));
  const first = suppliers.data?.[0]?.service_supplier_id;
  useEffect(() => {
    if (!suppliers.data) return;
    navigate(first ? pathFor('SupplierAppointments', { id: first }) : pathFor('Index'), { replace: true });
  }, [suppliers.data, first, navigate]);
  if (suppliers.error) return <p role="alert">{errorMessage(suppliers.error, t('common:genericError'))}</p>;
  return <Spinner />;
}
