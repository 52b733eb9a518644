import { AdminLayout } from '../../features/backoffice/components/admin-layout.tsx';
import { KitchenDisplay } from '../../features/backoffice/kitchen/kitchen-display.tsx';

export const namespaces = ['backoffice', 'backoffice-ops', 'validation'] as const;

/** Issue 4, our route /admin/cozinha (KitchenDisplay): accepted orders in large type with 'Pronto'. */
export function Component() {
  return (
    <AdminLayout>
      <KitchenDisplay />
    </AdminLayout>
  );
}
