import { useParams } from 'react-router';
import { AdminLayout } from '../../features/backoffice/components/admin-layout.tsx';
import { AdminCustomer } from '../../features/backoffice/customers/admin-customer.tsx';

export const namespaces = ['backoffice', 'backoffice-ops', 'validation'] as const;

/** Issue 4, our route /admin/clientes/:id (AdminCustomer): orders, cashback (audited adjustment), blocks. */
export function Component() {
  const { id = '' } = useParams();
  return (
    <AdminLayout>
      <AdminCustomer key={id} userId={id} />
    </AdminLayout>
  );
}
