import { CatalogueScreen } from '../../features/catalogue/admin/index.ts';
import { AdminLayout } from './admin-layout.tsx';

export const namespaces = ['backoffice', 'backoffice-catalogue'] as const;

/** Our route /admin/cardapio (decision 033): categories and products, manager level. */
export function Component() {
  return (
    <AdminLayout>
      <CatalogueScreen />
    </AdminLayout>
  );
}
