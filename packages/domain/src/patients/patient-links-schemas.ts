import { z } from 'zod';
import { boundedInt } from '../shared/bounds.ts';
import { Phone } from '../users/schemas.ts';
import { AnamnesisFill } from './anamnesis-schemas.ts';
import { LINK_DEFAULT_DAYS, LINK_MAX_DAYS, PATIENT_LINK_KINDS } from './patient-links-rules.ts';
import { Patient, PatientFields } from './schemas.ts';

// The wire of the links patients fill in (spec 2 §7 patient-link/*, anamnesis-link/*; decision 166).

const id = (text: string) => z.uuid(text);
/** The secret of a link: 24 random bytes in base64url (32 characters). */
export const LinkHash = z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, 'Link inválido.');

export const PatientLinkKind = z.enum(PATIENT_LINK_KINDS);
export const PatientLinkState = z.enum(['open', 'used', 'expired', 'revoked']);

export const PatientLinkInfo = z.object({
  _id: z.string(),
  kind: PatientLinkKind,
  patient_id: z.string().nullable(),
  state: PatientLinkState,
  expires_at: z.string(),
  used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  created_by: z.string().nullable(),
  created_at: z.string(),
});
export type PatientLinkInfo = z.infer<typeof PatientLinkInfo>;

const LinkCreate = z.object({
  days: boundedInt('fieldLinkDays', 1, LINK_MAX_DAYS).default(LINK_DEFAULT_DAYS),
  /** Also send the link by SMS to this phone (the patient's, by default). */
  send_sms: z.boolean().optional(),
  phone: Phone.nullable().optional(),
});
/** A patient-data link: for a registered patient (update) or for a new one (patient_id null). */
export const PatientLinkCreateBody = LinkCreate.extend({
  patient_id: id('Paciente não encontrado.').nullable().optional(),
});
export const AnamnesisLinkCreateBody = LinkCreate.extend({ patient_id: id('Paciente não encontrado.') });
export const LinkCreateResponse = z.object({
  link: PatientLinkInfo,
  /** The full address to share; its secret is shown only now (the server keeps a hash). */
  url: z.string(),
  message: z.string(),
  whatsapp_url: z.string(),
  sms_sent: z.boolean(),
});

export const LinkHashBody = z.object({ hash: LinkHash });

/** What an open patient-data link shows: the clinic, and the patient's data to review (update). */
export const PatientLinkGetResponse = z.object({
  place_name: z.string(),
  mode: z.enum(['create', 'update']),
  expires_at: z.string(),
  patient: Patient.omit({
    _id: true,
    user_id: true,
    service_supplier_ids: true,
    created_at: true,
    updated_at: true,
  }).nullable(),
});
export const AnamnesisLinkGetResponse = z.object({
  place_name: z.string(),
  first_name: z.string(),
  form_version: z.string(),
  expires_at: z.string(),
});

/** The visitor's answer confirms the data is true (LGPD: the patient's own declaration). */
const Declared = z.object({
  declaration: z.literal(true, 'Confirme que as informações são verdadeiras.'),
});
export const PatientLinkSubmitBody = PatientFields.extend({ hash: LinkHash }).merge(Declared);
export const AnamnesisLinkSubmitBody = AnamnesisFill.extend({ hash: LinkHash }).merge(Declared);
export const LinkSubmitResponse = z.object({ done: z.literal(true) });

export const PatientLinksListBody = z.object({ patient_id: id('Paciente não encontrado.') });
export const PatientLinksListResponse = z.object({ links: z.array(PatientLinkInfo) });
export const PatientLinkRevokeBody = z.object({ id: id('Link não encontrado.') });
export const PatientLinkRevokeResponse = z.object({ link: PatientLinkInfo });
