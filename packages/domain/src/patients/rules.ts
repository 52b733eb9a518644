import { isoDateInBrazil } from '../users/rules.ts';

// Patients and the clinical record (spec 2 §3–§6; decisions 135–139). Pure rules, no I/O.

export const MARITAL_STATUSES = ['single', 'married', 'stable_union', 'divorced', 'widowed'] as const;
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];
export const BLOOD_TYPES = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;
export type BloodType = (typeof BLOOD_TYPES)[number];
export const GENDERS = ['female', 'male', 'other', 'not_informed'] as const;
export type Gender = (typeof GENDERS)[number];
export const SOCIAL_NETWORKS = ['instagram', 'facebook', 'tiktok', 'linkedin', 'site'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** Patients in one page of patients/list. */
export const PATIENT_PAGE_SIZE = 50;
/** Audit entries in one page of patients/audit. */
export const AUDIT_PAGE_SIZE = 100;
/** A page of a patient's own access audit (smaller: it is read on a phone). */
export const MY_AUDIT_PAGE_SIZE = 50;
/** Long clinical texts (a consultation's fields, observations). */
export const CLINICAL_TEXT_MAX = 10_000;

/**
 * The purposes a patient consents to (LGPD art. 11; CFM 2.336/2023 for before/after images), each
 * with the version of the text the person read. A new text gets a new version; what was recorded
 * keeps naming the version it was given under.
 */
export const CONSENT_PURPOSES = ['treatment', 'image', 'messages'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];
export const CONSENT_TEXT_VERSION: Readonly<Record<ConsentPurpose, string>> = {
  treatment: '2026-11-27',
  image: '2026-11-27',
  messages: '2026-11-27',
};

/** Who reads patients: the whole clinic, or the patients of some suppliers (decision 135). */
export type PatientScope = { all: true } | { all: false; supplierIds: string[] };

/**
 * Spec 2 §4 'Patient list scope': an owner may list all (all_patients, on by default) or narrow to
 * suppliers; a manager who is a supplier sees only their own supplier's patients; the reception (a
 * manager without a supplier id) works for every supplier, as on the agenda (decision 082).
 */
export function patientScopeOf(
  manager: { isOwner: boolean; supplierId: string | null },
  request: { all_patients?: boolean; service_supplier_ids?: readonly string[] } = {},
): PatientScope {
  const asked = [...new Set(request.service_supplier_ids ?? [])];
  if (!manager.isOwner && manager.supplierId) {
    const own = manager.supplierId;
    return { all: false, supplierIds: asked.length === 0 || asked.includes(own) ? [own] : [] };
  }
  const all = request.all_patients ?? true;
  if (asked.length > 0) return { all: false, supplierIds: asked };
  if (all || !manager.supplierId) return { all: true };
  return { all: false, supplierIds: [manager.supplierId] };
}

/** Whether a patient linked to `patientSuppliers` is inside `scope`. */
export function inScope(scope: PatientScope, patientSuppliers: readonly string[]): boolean {
  return scope.all || patientSuppliers.some((id) => scope.supplierIds.includes(id));
}

/** Clinical content (record entries) is read by professionals and the owner, not the reception. */
export function readsClinical(manager: { isOwner: boolean; supplierId: string | null }): boolean {
  return manager.isOwner || manager.supplierId !== null;
}

/** The role written in the audit. */
/**
 * 'anonymous' is the holder of a patient link; 'patient' the person registering themself (decision
 * 167); 'system' a scheduled job reading for the place (automatic messages, decision 179).
 */
export type AuditRole = 'owner' | 'supplier' | 'manager' | 'anonymous' | 'patient' | 'system';
export function auditRoleOf(manager: { isOwner: boolean; supplierId: string | null } | null): AuditRole {
  if (!manager) return 'anonymous';
  if (manager.isOwner) return 'owner';
  return manager.supplierId ? 'supplier' : 'manager';
}

/** What the audit records; the patient's data itself is never copied into it. */
export const AUDIT_ACTIONS = [
  'patient.read',
  'patient.list',
  'patient.search_cpf',
  'patient.check',
  'patient.create',
  'patient.update',
  'consent.record',
  'record.read',
  'record.create',
  'record.addendum',
  // Files, before/after photos, shared results, plans and the export (decisions 160–163).
  'file.upload',
  'file.read',
  'file.hide',
  'file.download',
  'photo.upload',
  'photo.read',
  'photo.hide',
  'photo.download',
  'share.create',
  'share.read',
  'share.revoke',
  'plan.create',
  'plan.read',
  'plan.update',
  'plan.hide',
  'record.export',
  'surgery.read',
  'surgery.create',
  'surgery.addendum',
  'procedure.read',
  'procedure.create',
  'procedure.addendum',
  'patient.import',
  'procedure.import',
  'integration.read',
  'integration.push',
  'anamnesis.read',
  'anamnesis.create',
  'link.create',
  'link.list',
  'link.revoke',
  'link.read',
  'link.submit',
  // A scheduled job read the patient's name and phone to address an automatic message.
  'message.read',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** A day from 1910-01-01 to today in Brazil (birth and death dates, spec 2 §5). */
export function isPastLifeDay(day: string, today: Date = new Date()): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && day >= '1910-01-01' && day <= isoDateInBrazil(today);
}

/** A consultation's date may not be after today (it records what happened). */
export function isRecordDay(day: string, today: Date = new Date()): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && day >= '2000-01-01' && day <= isoDateInBrazil(today);
}
