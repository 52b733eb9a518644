// The wire shapes of scheduling records: what staff see and what patients see (prices: spec 1 §6).
import { type AttendancyStatus, type AttendancyType, localParts } from '@app/domain/scheduling/rules';
import type { Appointment, Attendancy, ServiceSupplier } from '@app/domain/scheduling/schemas';
import type { AppointmentRecord, AttendancyRecord, SpecialityRecord, SupplierRecord } from './scheduling.repo.ts';

export function appointmentView(a: AppointmentRecord, now: Date, keepFree?: string): Appointment {
  const start = localParts(a.startsAt);
  return {
    _id: a.id,
    service_supplier_id: a.supplierId,
    date: start.date,
    start: start.hour,
    end: localParts(a.endsAt).hour,
    starts_at: a.startsAt.toISOString(),
    ends_at: a.endsAt.toISOString(),
    active: a.active,
    series_id: a.seriesId,
    product_id: a.productId,
    free: a.active && a.startsAt > now && (!a.taken || a.id === keepFree),
  };
}

export function attendancyView(a: AttendancyRecord, staff: boolean): Attendancy {
  const start = localParts(a.startsAt);
  return {
    _id: a.id,
    service_supplier_id: a.supplierId,
    service_supplier_name: a.supplierName,
    appointment_id: a.appointmentId,
    user_id: a.userId,
    username: a.username,
    phone: staff ? a.phone : null,
    type: a.type as AttendancyType,
    status: a.status as AttendancyStatus,
    starts_at: a.startsAt.toISOString(),
    ends_at: a.endsAt.toISOString(),
    date: start.date,
    start: start.hour,
    notes: a.notes,
    octadesk_id: a.octadeskId,
    order_id: a.orderId,
    created_at: a.createdAt.toISOString(),
  };
}

export function supplierView(s: SupplierRecord, all: SpecialityRecord[], staff: boolean): ServiceSupplier {
  const names = new Map(all.map((x) => [x.id, x.name]));
  return {
    service_supplier_id: s.supplierId,
    name: s.name,
    photo: s.photo,
    bio: s.bio,
    specialities: s.specialityIds.flatMap((id) => (names.has(id) ? [{ _id: id, name: names.get(id) as string }] : [])),
    // Spec 1 §6: non-staff do not see prices in a service-supplier place.
    services: s.services.map((x) => ({ ...x, price_cents: staff ? x.price_cents : null })),
    working_hours: s.workingHours,
    associated_service_supplier_ids: s.associatedSupplierIds,
    splits_associated_ids: s.splitsAssociatedIds,
    active: s.active,
  };
}
