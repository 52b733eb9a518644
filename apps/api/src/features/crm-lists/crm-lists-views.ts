import type { ContactTypeKind } from '@app/domain/crm-lists/rules';
import type {
  Campaign,
  CancellationReason,
  ContactType,
  FirstContact,
  Organization,
  PatientOrigin,
} from '@app/domain/crm-lists/schemas';
import type { ListEntry, OriginRecord } from './crm-lists.repo.ts';

// Rows as the wire shows them (spec 2 §3 field names).

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const reasonView = (r: ListEntry<'reasons'>): CancellationReason => ({
  id: r.id,
  name: r.name,
  deleted_at: iso(r.deletedAt),
});

export const contactTypeView = (r: ListEntry<'contactTypes'>): ContactType => ({
  ...reasonView(r),
  kind: r.kind as ContactTypeKind,
});

export const organizationView = (r: ListEntry<'organizations'>): Organization => ({
  ...reasonView(r),
  cnpj: r.cnpj,
  phone: r.phone,
  email: r.email,
  notes: r.notes,
});

export const campaignView = (r: ListEntry<'campaigns'>): Campaign => ({
  ...reasonView(r),
  message: r.message,
  organization: r.organizationId,
  interest: r.interestSpecialityId,
  indacted_by: r.indicatedBy,
  mainProfessional: r.mainSupplierId,
  indicationClinic: r.indicationClinic,
  type_contact: r.contactTypeId,
});

export const firstContactView = (r: ListEntry<'firstContacts'>): FirstContact => ({
  ...reasonView(r),
  campaing: r.campaignId,
});

/** A patient's origin; a patient without one answers empty, with no blocks. */
export function originView(patientId: string, r: OriginRecord | null): PatientOrigin {
  return {
    patient_id: patientId,
    campaign_id: r?.campaignId ?? null,
    contact_type_id: r?.contactTypeId ?? null,
    first_contact_id: r?.firstContactId ?? null,
    organization_id: r?.organizationId ?? null,
    interest_speciality_id: r?.interestSpecialityId ?? null,
    indicated_by_supplier_id: r?.indicatedBySupplierId ?? null,
    clinical_indication: r?.clinicalIndication ?? null,
    publicity_block: r?.publicityBlock ?? false,
    contact_block: r?.contactBlock ?? false,
    updated_at: iso(r?.updatedAt ?? null),
  };
}
