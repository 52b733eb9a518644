import type { CallBody } from '@app/domain/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

// The staff agenda's calls (decision 128): bookings of a range, their status and time changes, and
// a supplier's slots (create, edit, attach a product, remove).

export const supplierAgenda = (body: CallBody<'attendancies/supplier'>) =>
  api.call('attendancies/supplier', body).then((r) => r.attendancies);
export const changeAttendancy = (body: CallBody<'attendancies/update'>) => api.call('attendancies/update', body);
export const staffSuppliers = () =>
  api.call('servicesupplier/list', { include_inactive: true }).then((r) => r.service_suppliers);
export const slotsOfDay = (service_supplier_id: string, date: string, appointment_id?: string) =>
  api
    .call('appointments/day', { service_supplier_id, date, ...(appointment_id ? { appointment_id } : {}) })
    .then((r) => r.appointments);
export const activeSlots = (service_supplier_id: string, from: string) =>
  api.call('appointments/list', { service_supplier_id, active: false, from }).then((r) => r.appointments);
export const createSlots = (body: CallBody<'appointments/create'>) => api.call('appointments/create', body);
export const updateSlot = (body: CallBody<'appointments/update'>) => api.call('appointments/update', body);
export const removeSlot = (body: CallBody<'appointments/remove'>) => api.call('appointments/remove', body);

export const agendaQuery = (supplierId: string | undefined, from: string, to: string, token: string | null) =>
  queryOptions({
    queryKey: ['attendancies/supplier', supplierId ?? null, from, to, token],
    queryFn: () => supplierAgenda({ from, to, ...(supplierId ? { service_supplier_id: supplierId } : {}) }),
    staleTime: 0,
  });
export const staffSuppliersQuery = (token: string | null) =>
  queryOptions({ queryKey: ['servicesupplier/list', 'staff', token], queryFn: staffSuppliers, staleTime: 30_000 });
export const slotsQuery = (supplierId: string, from: string) =>
  queryOptions({
    queryKey: ['appointments/list', supplierId, from],
    queryFn: () => activeSlots(supplierId, from),
    staleTime: 0,
  });
