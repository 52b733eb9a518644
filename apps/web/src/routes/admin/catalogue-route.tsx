import { CatalogueScreen } from '../../features/catalogue/admin/index.ts';
import { AdminLayout } from './admin-layout.tsx';

export const namespaces = ['backoffice', 'backoffice-catalogue'] as const;

/** Issue 4 part 2, our route /admin/cardapio (decision 033): categories and products, manager level. */
export function Component() {
  return (
    <AdminLayout>
      <CatalogueScreen />
    </AdminLayout>
  );
}
