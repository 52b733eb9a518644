import { OrderTicket } from '../../features/print/admin/index.ts';
import { useParams } from '../../lib/router.tsx';
import { AdminLayout } from './admin-layout.tsx';

export const namespaces = ['backoffice', 'backoffice-ops', 'validation'] as const;

/** Our route /admin/pedidos/:id/imprimir (OrderTicket): the 80 mm ticket, print and PDF. */
export function Component() {
  const { id = '' } = useParams();
  return (
    <AdminLayout>
      <OrderTicket orderId={id} />
    </AdminLayout>
  );
}
