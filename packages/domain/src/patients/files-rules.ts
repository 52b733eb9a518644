// Patient files, before/after photos, shared results and application plans (spec 2 §3 'Patient
// files, photos and plans'; decisions 160–163). Pure rules, no I/O.

/** A file or one photo of a pair: at most 10 MB (decision 160). */
export const PATIENT_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** base64 of 10 MB plus room, so a bit too big a file still gets the friendly message. */
export const PATIENT_FILE_MAX_BASE64 = 14_000_000;
/** The longer side of a stored photo or image file, in px (never enlarged). */
export const PATIENT_IMAGE_MAX_SIDE = 2000;

/** What a patient file may be, told by its first bytes (never by the name the browser sends). */
export const PATIENT_FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;
export type PatientFileType = (typeof PATIENT_FILE_TYPES)[number];

/** The type of a file from its magic bytes, or null when it is none of PATIENT_FILE_TYPES. */
export function sniffFileType(bytes: Uint8Array): PatientFileType | null {
  const at = (i: number, ...values: number[]) => values.every((v, k) => bytes[i + k] === v);
  if (at(0, 0x25, 0x50, 0x44, 0x46, 0x2d)) return 'application/pdf'; // %PDF-
  if (at(0, 0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return 'image/webp';
  return null;
}

/** How long a signed file URL works (decision 161): minted per audited read, short-lived. */
export const SIGNED_URL_SECONDS = 5 * 60;
/** A shared result works this many days unless the professional picks another (1 to 30). */
export const SHARE_DAYS_DEFAULT = 7;
export const SHARE_DAYS_MAX = 30;

/** The states of one session of an application plan (decision 162). */
export const PLAN_SESSION_STATUSES = ['scheduled', 'done', 'missed', 'cancelled'] as const;
export type PlanSessionStatus = (typeof PLAN_SESSION_STATUSES)[number];
export const PLAN_SESSIONS_MAX = 60;
export const PLAN_INTERVAL_DAYS_MAX = 365;

export type PlanSession = { number: number; date: string; status: PlanSessionStatus };

/** The sessions of a plan: the first on `start`, then every `intervalDays` days, all scheduled. */
export function planSessions(start: string, count: number, intervalDays: number): PlanSession[] {
  const first = Date.parse(`${start}T12:00:00Z`);
  return Array.from({ length: count }, (_, i) => ({
    number: i + 1,
    date: new Date(first + i * intervalDays * 86_400_000).toISOString().slice(0, 10),
    status: 'scheduled' as const,
  }));
}

/** A plan is finished when no session is still scheduled; active otherwise. */
export function planStatus(sessions: readonly PlanSession[]): 'active' | 'finished' {
  return sessions.some((s) => s.status === 'scheduled') ? 'active' : 'finished';
}

/** The kinds of a shared result page /resultado-procedimento/{type}/{id}: photos today. */
export const SHARE_TYPES = ['fotos'] as const;
