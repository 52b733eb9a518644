import { ProductScreen } from '../../features/catalogue/admin/index.ts';
import { useParams } from '../../lib/router.tsx';
import { AdminLayout } from './admin-layout.tsx';

export const namespaces = ['backoffice', 'backoffice-catalogue'] as const;

/** Our route /admin/cardapio/produto/:id ('novo' creates), manager level. */
export function Component() {
  const { id = 'novo' } = useParams();
  return (
    <AdminLayout>
      <ProductScreen id={id} />
    </AdminLayout>
  );
}
