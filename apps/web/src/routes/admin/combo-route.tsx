import { ComboScreen } from '../../features/catalogue/admin/index.ts';
import { useParams } from '../../lib/router.tsx';
import { AdminLayout } from './admin-layout.tsx';

export const namespaces = ['backoffice', 'backoffice-catalogue'] as const;

/** Our route /admin/cardapio/combo/:id (the product's id), manager level. */
export function Component() {
  const { id = '' } = useParams();
  return (
    <AdminLayout>
      <ComboScreen id={id} />
    </AdminLayout>
  );
}
