import { AdminCustomer } from '../../features/customers/admin/index.ts';
import { useParams } from '../../lib/router.tsx';
import { AdminLayout } from './admin-layout.tsx';

export const namespaces = ['backoffice', 'backoffice-ops', 'validation'] as const;

/** Our route /admin/clientes/:id (AdminCustomer): orders, cashback (audited adjustment), blocks. */
export function Component() {
  const { id = '' } = useParams();
  return (
    <AdminLayout>
      <AdminCustomer key={id} userId={id} />
    </AdminLayout>
  );
}
