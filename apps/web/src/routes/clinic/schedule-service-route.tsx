import { useInfiniteQuery } from '@tanstack/react-query';
import { usePlace } from '../../app/shared/current-place.ts';
import { cart } from '../../features/cart/index.ts';
import { productListQuery, toAddable } from '../../features/catalogue/index.ts';
import { type BookChoice, ScheduleService } from '../../features/scheduling/index.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useParams } from '../../lib/router.tsx';
import { notify } from '../../lib/snackbar.ts';
import { useBrowserStore } from '../../lib/storage.ts';

export const namespaces = ['scheduling', 'validation'] as const;

/**
 * Spec 3 §2.2 ScheduleService (/agendar/{id}): a supplier's free times. The supplier's services
 * from the catalogue (services_providers) go to the cart with the chosen time (decision 125).
 */
export function Component() {
  const { t } = useTranslation('validation');
  const { id = '' } = useParams();
  const token = useBrowserStore((s) => s.token);
  const perItem = usePlace()?.max_quantity_per_item;
  const products = useInfiniteQuery(productListQuery({}, token));
  const all = products.data?.pages.flatMap((p) => p.products) ?? [];
  const services = all.filter((p) => p.services_providers.includes(id) && !p.combolist_id);

  const onBook = (choice: BookChoice): boolean => {
    const product = services.find((p) => p._id === choice.serviceId);
    if (!product) return false;
    const refused = cart.addBookedService(toAddable(product, perItem), {
      appointment_id: choice.appointment._id,
      type: choice.type,
      service_supplier_id: choice.supplier.service_supplier_id,
      supplier_name: choice.supplier.name,
      product_id: product._id,
      starts_at: choice.appointment.starts_at,
    });
    if (refused) {
      notify(t(refused), { kind: 'error' });
      return false;
    }
    return true;
  };

  return <ScheduleService services={services} onBook={onBook} />;
}
