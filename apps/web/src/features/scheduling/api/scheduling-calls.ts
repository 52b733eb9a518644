import type { CallBody, CallResult } from '@app/domain/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export type ServiceSupplier = CallResult<'servicesupplier/list'>['service_suppliers'][number];
export type Speciality = CallResult<'speciality/list'>['specialities'][number];
export type Appointment = CallResult<'appointments/day'>['appointments'][number];
export type Attendancy = CallResult<'attendancies/list'>['attendancies'][number];

export const listSpecialities = () => api.call('speciality/list', {}).then((r) => r.specialities);
export const listSuppliers = (speciality_id?: string) =>
  api
    .call('servicesupplier/list', { from_web_app: true, ...(speciality_id ? { speciality_id } : {}) })
    .then((r) => r.service_suppliers);
export const appointmentsMonth = (service_supplier_id: string, month: string) =>
  api.call('appointments/month', { service_supplier_id, month });
export const appointmentsDay = (service_supplier_id: string, date: string) =>
  api.call('appointments/day', { service_supplier_id, date }).then((r) => r.appointments);
export const bookAppointment = (body: CallBody<'attendancies/create'>) =>
  api.call('attendancies/create', body).then((r) => r.attendancy);
export const updateAttendancy = (body: CallBody<'attendancies/update'>) => api.call('attendancies/update', body);
export const myAttendancies = () => api.call('attendancies/list', {}).then((r) => r.attendancies);

export const specialitiesQuery = () =>
  queryOptions({ queryKey: ['speciality/list'], queryFn: listSpecialities, staleTime: 60_000 });
export const suppliersQuery = (specialityId: string | undefined) =>
  queryOptions({
    queryKey: ['servicesupplier/list', specialityId ?? null],
    queryFn: () => listSuppliers(specialityId),
    staleTime: 60_000,
  });
export const monthQuery = (supplierId: string, month: string) =>
  queryOptions({
    queryKey: ['appointments/month', supplierId, month],
    queryFn: () => appointmentsMonth(supplierId, month),
    staleTime: 10_000,
  });
export const dayQuery = (supplierId: string, date: string) =>
  queryOptions({
    queryKey: ['appointments/day', supplierId, date],
    queryFn: () => appointmentsDay(supplierId, date),
    staleTime: 0,
  });
export const mySchedulesQuery = (token: string | null) =>
  queryOptions({ queryKey: ['attendancies/list', token], queryFn: myAttendancies, staleTime: 0 });
