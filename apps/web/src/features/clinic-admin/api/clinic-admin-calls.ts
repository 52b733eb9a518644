import type { CallBody, CallResult } from '@app/domain/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export type AdminSpeciality = CallResult<'speciality/list'>['specialities'][number];
export type AdminSupplier = CallResult<'servicesupplier/list'>['service_suppliers'][number];
export type SupplierSaveBody = CallBody<'servicesupplier/update'>;

export function adminSpecialitiesQuery() {
  return queryOptions({
    queryKey: ['backoffice', 'clinic', 'specialities'],
    queryFn: () => api.call('speciality/list', {}),
  });
}

/** Every supplier of the place, inactive ones too, with prices (the caller is staff). */
export function adminSuppliersQuery(managerToken: string | null) {
  return queryOptions({
    queryKey: ['backoffice', 'clinic', 'suppliers', managerToken],
    queryFn: () => api.call('servicesupplier/list', { include_inactive: true }),
    enabled: Boolean(managerToken),
  });
}

export const saveSpeciality = (body: CallBody<'speciality/save'>) => api.call('speciality/save', body);
export const removeSpeciality = (id: string) => api.call('speciality/remove', { id });
export const saveSupplier = (body: SupplierSaveBody) => api.call('servicesupplier/update', body);
export const createCalendarFeed = (supplierId: string) =>
  api.call('calendarfeed/create', { service_supplier_id: supplierId });
export const revokeCalendarFeeds = (supplierId: string) =>
  api.call('calendarfeed/revoke', { service_supplier_id: supplierId });

/** A back-office clinic mutation that re-reads the lists (and the patients' screens) when it settles. */
export function useClinicAdminMutation<A, R>(fn: (arg: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: ['backoffice', 'clinic'] });
      await client.invalidateQueries({ queryKey: ['speciality/list'] });
      await client.invalidateQueries({ queryKey: ['servicesupplier/list'] });
    },
  });
}

export type AdminServiceType = CallResult<'getservicetype'>['tipos_servicos'][number];

/** Every service type of the place, inactive ones too (the caller is staff). */
export function adminServiceTypesQuery(managerToken: string | null) {
  return queryOptions({
    queryKey: ['backoffice', 'clinic', 'service-types', managerToken],
    queryFn: () => api.call('getservicetype', { include_inactive: true }),
    enabled: Boolean(managerToken),
  });
}

export const saveServiceType = (body: CallBody<'admin/servicetype/save'>) => api.call('admin/servicetype/save', body);
