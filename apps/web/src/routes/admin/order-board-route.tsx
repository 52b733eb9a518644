import { AdminLayout } from '../../features/backoffice/components/admin-layout.tsx';
import { OrderBoard } from '../../features/backoffice/components/order-board.tsx';

export const namespaces = ['backoffice', 'backoffice-ops', 'validation'] as const;

/** Issue 4, our route /admin/pedidos (decision file): the live order board, manager level. */
export function Component() {
  return (
    <AdminLayout>
      <OrderBoard />
    </AdminLayout>
  );
}
