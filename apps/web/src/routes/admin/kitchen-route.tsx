import { KitchenDisplay } from '../../features/orders/admin/index.ts';
import { useAdminRole } from '../../features/users/admin/index.ts';
import { AdminLayout } from './admin-layout.tsx';

export const namespaces = ['backoffice', 'backoffice-ops', 'validation'] as const;

/** Our route /admin/cozinha (KitchenDisplay): accepted orders in large type with 'Pronto'. */
export function Component() {
  const role = useAdminRole();
  return (
    <AdminLayout>
      <KitchenDisplay staffRole={role.staffRole} />
    </AdminLayout>
  );
}
