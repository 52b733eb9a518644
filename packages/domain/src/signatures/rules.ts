// Limits and choices of documents to sign (decision 175), without zod: the web form imports them.

/** The longest document text a clinic may send (a consent term runs to a few pages). */
export const SIGNATURE_TEXT_MAX = 20_000;
export const SIGNATURE_TITLE_MAX = 120;

/** How the provider invites the signer. */
export const SIGNATURE_CHANNELS = ['whatsapp', 'email', 'sms'] as const;
export type SignatureChannel = (typeof SIGNATURE_CHANNELS)[number];

/** sent: waiting for the patient; signed; refused by the patient; cancelled by the clinic or expired. */
export const SIGNATURE_STATUSES = ['sent', 'signed', 'refused', 'cancelled'] as const;
export type SignatureStatus = (typeof SIGNATURE_STATUSES)[number];
