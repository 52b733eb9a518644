import { CatalogueScreen } from '../../features/backoffice/catalogue/components/catalogue-screen.tsx';
import { AdminLayout } from '../../features/backoffice/components/admin-layout.tsx';

export const namespaces = ['backoffice', 'backoffice-catalogue'] as const;

/** Issue 4 part 2, our route /admin/cardapio (decision 033): categories and products, manager level. */
export function Component() {
  return (
    <AdminLayout>
      <CatalogueScreen />
    </AdminLayout>
  );
}
