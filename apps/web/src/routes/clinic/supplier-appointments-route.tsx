import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { pathFor } from '../../app/route-table.ts';
import { productListQuery } from '../../features/catalogue/index.ts';
import { SupplierAppointments, slotChildOf } from '../../features/scheduling/index.ts';
import { useNavigate, useParams } from '../../lib/router.tsx';
import { useBrowserStore } from '../../lib/storage.ts';

export const namespaces = ['clinic'] as const;

/**
 * Spec 2 §2 SupplierAppointments (/horarios/{id}) and its children criar, editar/{appointmentId},
 * adicionar-produto/{appointmentId}; an unknown supplier goes to /erro with 'Prestador de Serviço
 * não encontrado'. The catalogue's products are the ones a slot may be for.
 */
export function Component() {
  const { id = '', '*': splat = '' } = useParams();
  const navigate = useNavigate();
  const token = useBrowserStore((s) => s.token);
  const products = useInfiniteQuery(productListQuery({}, token));
  const unknownSupplier = useCallback(
    () => navigate(pathFor('ErrorPage'), { replace: true, state: { message: 'supplierNotFound' } }),
    [navigate],
  );
  const list = (products.data?.pages.flatMap((p) => p.products) ?? []).filter((p) => !p.combolist_id);
  return (
    <SupplierAppointments
      key={id}
      supplierId={id}
      child={slotChildOf(splat)}
      products={list}
      base={pathFor('SupplierAppointments', { id })}
      onUnknownSupplier={unknownSupplier}
    />
  );
}
