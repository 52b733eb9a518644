import type {
  AuditEntry,
  Consent,
  MyAuditEntry,
  Patient,
  PatientSummary,
  RecordEntry,
  TimelineItem,
} from '@app/domain/patients/schemas';
import type { AuditData, ConsentData, PatientData, RecordData } from './patients.repo.ts';

// Rows to the wire of patients and the clinical record.

const TITLE_MAX = 80;

export function patientView(p: PatientData): Patient {
  return {
    _id: p.id,
    user_id: p.userId,
    service_supplier_ids: p.supplierIds,
    full_name: p.fullName,
    surname: p.surname,
    partner_name: p.partnerName,
    father_name: p.fatherName,
    mother_name: p.motherName,
    marital_status: p.maritalStatus as Patient['marital_status'],
    blood_type: p.bloodType as Patient['blood_type'],
    has_children: p.hasChildren,
    has_died: p.hasDied,
    death_date: p.deathDate,
    observations: p.observations,
    responsible_name: p.responsibleName,
    responsible_phone: p.responsiblePhone,
    email: p.email,
    social_links: p.socialLinks,
    phone: p.phone,
    birthdate: p.birthdate,
    cpf: p.cpf,
    gender: p.gender as Patient['gender'],
    occupation: p.occupation,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  };
}

export function patientSummary(p: PatientData): PatientSummary {
  return {
    _id: p.id,
    user_id: p.userId,
    full_name: p.fullName,
    phone: p.phone,
    cpf: p.cpf,
    birthdate: p.birthdate,
    service_supplier_ids: p.supplierIds,
    has_died: p.hasDied,
  };
}

export function recordView(r: RecordData): RecordEntry {
  return {
    _id: r.id,
    patient_id: r.patientId,
    chief_complaint: r.chiefComplaint,
    present_illness_history: r.presentIllnessHistory,
    progress_notes: r.progressNotes,
    medical_management: r.medicalManagement,
    date: r.day,
    hour: r.hour,
    addendum_to: r.addendumTo,
    service_supplier_id: r.supplierId,
    author_name: r.authorName,
    signed_at: r.signedAt.toISOString(),
  };
}

/** Consultations newest first; each counts the addenda that point to it. */
export function timelineOf(records: RecordData[]): TimelineItem[] {
  const addenda = new Map<string, number>();
  for (const r of records) if (r.addendumTo) addenda.set(r.addendumTo, (addenda.get(r.addendumTo) ?? 0) + 1);
  return records.map((r) => ({
    kind: 'consultation' as const,
    _id: r.id,
    date: r.day,
    hour: r.hour,
    title: r.chiefComplaint.length > TITLE_MAX ? `${r.chiefComplaint.slice(0, TITLE_MAX - 1)}…` : r.chiefComplaint,
    author_name: r.authorName,
    addendum_to: r.addendumTo,
    addenda: addenda.get(r.id) ?? 0,
  }));
}

export function consentView(c: ConsentData): Consent {
  return {
    purpose: c.purpose as Consent['purpose'],
    granted: c.granted,
    text_version: c.textVersion,
    recorded_at: c.createdAt.toISOString(),
    recorded_by: c.recordedByName,
  };
}

/** The patient's own view of a row: who and as what, never the IP or the item's id. */
export function myAuditView(a: AuditData): MyAuditEntry {
  return {
    _id: a.id,
    at: a.createdAt.toISOString(),
    actor_name: a.actorName,
    role: a.role,
    action: a.action as MyAuditEntry['action'],
  };
}

export function auditView(a: AuditData): AuditEntry {
  return {
    _id: a.id,
    at: a.createdAt.toISOString(),
    actor_name: a.actorName,
    role: a.role,
    service_supplier_id: a.supplierId,
    action: a.action as AuditEntry['action'],
    target: a.target,
    ip: a.ip,
  };
}
