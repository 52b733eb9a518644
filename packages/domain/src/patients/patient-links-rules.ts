// Links patients fill in themselves (spec 2 §4 'Patient forms by link'; decision 166).

export const PATIENT_LINK_KINDS = ['patient', 'anamnesis'] as const;
export type PatientLinkKind = (typeof PATIENT_LINK_KINDS)[number];

/** Days a link lives unless the manager chooses otherwise, and the longest choice. */
export const LINK_DEFAULT_DAYS = 7;
export const LINK_MAX_DAYS = 30;

export type PatientLinkState = 'open' | 'used' | 'expired' | 'revoked';

/** Revoked beats used beats expired: the page tells the visitor the most useful reason. */
export function linkStateOf(
  link: { usedAt: Date | null; revokedAt: Date | null; expiresAt: Date },
  now: Date = new Date(),
): PatientLinkState {
  if (link.revokedAt) return 'revoked';
  if (link.usedAt) return 'used';
  if (link.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'open';
}

/** The web path a link opens (spec 2 §2). */
export function patientLinkPath(kind: PatientLinkKind, hash: string): string {
  return kind === 'patient' ? `formulario/paciente/${hash}` : `anamnese/paciente/${hash}`;
}

/** WhatsApp's share address with the message pre-filled (the manager picks the contact). */
export function whatsappShareUrl(message: string, phone?: string | null): string {
  const to = phone ? `55${phone.replace(/\D/g, '')}` : '';
  return to
    ? `https://wa.me/${to}?text=${encodeURIComponent(message)}`
    : `https://wa.me/?text=${encodeURIComponent(message)}`;
}
