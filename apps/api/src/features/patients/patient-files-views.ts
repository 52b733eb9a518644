import { type PlanSession, planStatus } from '@app/domain/patients/files-rules';
import type { ApplicationPlan, PatientFile, PatientPhoto } from '@app/domain/patients/files-schemas';
import type { TimelineItem } from '@app/domain/patients/schemas';
import type { FileData, PhotoData, PlanData, ShareData } from './patient-files.repo.ts';

// Rows to the wire of files, photos, shares and plans, and their items of the timeline.

const iso = (d: Date | null) => (d ? d.toISOString() : null);
/** The day and hour in Brazil of an instant (the timeline's date and hour). */
function brazilDayHour(at: Date): { date: string; hour: string } {
  const text = at.toLocaleString('sv-SE', { timeZone: 'America/Sao_Paulo' });
  return { date: text.slice(0, 10), hour: text.slice(11, 16) };
}

export function fileView(f: FileData): PatientFile {
  return {
    _id: f.id,
    patient_id: f.patientId,
    name: f.name,
    description: f.description,
    content_type: f.contentType as PatientFile['content_type'],
    size: f.size,
    sha256: f.sha256,
    uploaded_by: f.uploadedByName,
    created_at: f.createdAt.toISOString(),
    hidden_at: iso(f.hiddenAt),
    hidden_reason: f.hiddenReason,
  };
}

export function photoView(p: PhotoData, hashes: { before: string; after: string }): PatientPhoto {
  return {
    _id: p.id,
    patient_id: p.patientId,
    procedure: p.procedure,
    region: p.region,
    date: p.day,
    before_sha256: hashes.before,
    after_sha256: hashes.after,
    uploaded_by: p.uploadedByName,
    created_at: p.createdAt.toISOString(),
    hidden_at: iso(p.hiddenAt),
    hidden_reason: p.hiddenReason,
  };
}

export function shareView(s: ShareData) {
  return {
    _id: s.id,
    speciality_name: s.specialityName,
    expires_at: s.expiresAt.toISOString(),
    revoked_at: iso(s.revokedAt),
    created_at: s.createdAt.toISOString(),
  };
}

export function planView(p: PlanData): ApplicationPlan {
  const sessions = p.sessions as PlanSession[];
  return {
    _id: p.id,
    patient_id: p.patientId,
    product: p.product,
    notes: p.notes,
    interval_days: p.intervalDays,
    start_date: p.startDate,
    sessions,
    status: planStatus(sessions),
    author_name: p.authorName,
    created_at: p.createdAt.toISOString(),
    hidden_at: iso(p.hiddenAt),
    hidden_reason: p.hiddenReason,
  };
}

/** The timeline's items of files, photos and plans (hidden ones are not shown). */
export function fileTimelineItems(files: FileData[], photos: PhotoData[], plans: PlanData[]): TimelineItem[] {
  return [
    ...files.map((f) => ({
      kind: 'file' as const,
      _id: f.id,
      ...brazilDayHour(f.createdAt),
      title: f.name,
      author_name: f.uploadedByName ?? '',
      content_type: f.contentType,
    })),
    ...photos.map((p) => ({
      kind: 'photo' as const,
      _id: p.id,
      date: p.day,
      hour: brazilDayHour(p.createdAt).hour,
      title: p.procedure,
      author_name: p.uploadedByName ?? '',
      region: p.region,
    })),
    ...plans.map((p) => ({
      kind: 'plan' as const,
      _id: p.id,
      date: p.startDate,
      hour: brazilDayHour(p.createdAt).hour,
      title: p.product,
      author_name: p.authorName,
      sessions: p.sessions.length,
      sessions_done: p.sessions.filter((s) => s.status === 'done').length,
    })),
  ];
}
