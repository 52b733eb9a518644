import { OrderBoard } from '../../features/orders/admin/index.ts';
import { PushOffer } from '../../features/push/index.ts';
import { useAdminRole } from '../../features/users/admin/index.ts';
import { AdminLayout } from './admin-layout.tsx';

export const namespaces = ['backoffice', 'backoffice-ops', 'validation', 'push'] as const;

/** Our route /admin/pedidos (decision file): the live order board, manager level. */
export function Component() {
  const role = useAdminRole();
  return (
    <AdminLayout>
      <PushOffer context="board" />
      <OrderBoard staffRole={role.staffRole} />
    </AdminLayout>
  );
}
