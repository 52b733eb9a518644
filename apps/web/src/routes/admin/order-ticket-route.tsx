import { useParams } from 'react-router';
import { AdminLayout } from '../../features/backoffice/components/admin-layout.tsx';
import { OrderTicket } from '../../features/backoffice/print/order-ticket.tsx';

export const namespaces = ['backoffice', 'backoffice-ops', 'validation'] as const;

/** Issue 4, our route /admin/pedidos/:id/imprimir (OrderTicket): the 80 mm ticket, print and PDF. */
export function Component() {
  const { id = '' } = useParams();
  return (
    <AdminLayout>
      <OrderTicket orderId={id} />
    </AdminLayout>
  );
}
