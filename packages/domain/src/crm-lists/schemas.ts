import { z } from 'zod';
import { formatMessage } from '../shared/messages.ts';
import { plainText } from '../shared/zod-rules.ts';
import { normalizePhone } from '../users/rules.ts';
import { CpfCnpj, Email } from '../users/schemas.ts';
import { SupplierId } from '../users/team-schemas.ts';
import {
  CAMPAIGN_MESSAGE_MAX,
  CLINICAL_INDICATION_MAX,
  CONTACT_TYPE_KINDS,
  CRM_NAME_MAX,
  CRM_TEXT_MAX,
  ORGANIZATION_NOTES_MAX,
} from './rules.ts';

// The wire of the CRM admin lists and a patient's lead origin (spec 2 §3; decisions 140–142). A
// campaign's and a first contact's fields keep the spec's names (indacted_by, mainProfessional,
// campaing…); references are ids of the place's own entries; every optional field takes null to
// clear it. Deleted entries are kept (soft delete) so history and reports keep their names: lists
// answer them only when asked (include_deleted), with deleted_at set.

const id = (text: string) => z.uuid(text);
const optId = (text: string) => z.uuid(text).nullable().optional();
const optText = (max: number) =>
  plainText(max)
    .trim()
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();
/**
 * A business phone, landline (10 digits) or mobile (11), kept as digits without the country code:
 * the shared cleanup (a 10-digit mobile gets its 9, a landline stays, decision 192).
 */
const BusinessPhone = plainText(40)
  .transform(normalizePhone)
  .refine((v) => v.length === 10 || v.length === 11, formatMessage('phoneInvalid'));
const listName = (text: string) =>
  plainText(CRM_NAME_MAX).trim().min(1, text).max(CRM_NAME_MAX, `Use no máximo ${CRM_NAME_MAX} caracteres no nome.`);

/** What every list entry carries. */
const Entry = z.object({
  id: z.string(),
  name: z.string(),
  /** ISO instant when the entry was deleted; null while it is in use. */
  deleted_at: z.string().nullable(),
});
export const ListBody = z.object({ include_deleted: z.boolean().optional() });
const Deleted = z.object({ deleted: z.literal(true) });

// Cancellation reasons
export const CancellationReason = Entry;
export type CancellationReason = z.infer<typeof CancellationReason>;
const reasonId = id('Motivo de cancelamento não encontrado.');
const reasonName = listName('Informe o motivo de cancelamento.');
export const CancellationReasonListResponse = z.object({ reasons: z.array(CancellationReason) });
export const CancellationReasonCreateBody = z.object({ name: reasonName });
export const CancellationReasonUpdateBody = z.object({ id: reasonId, name: reasonName });
export const CancellationReasonResponse = z.object({ reason: CancellationReason });
export const CancellationReasonDeleteBody = z.object({ id: reasonId });
export const CancellationReasonDeleteResponse = Deleted;

// Contact types
export const ContactTypeKind = z.enum(CONTACT_TYPE_KINDS, 'Tipo de contato inválido.');
export const ContactType = Entry.extend({ kind: ContactTypeKind });
export type ContactType = z.infer<typeof ContactType>;
const contactTypeId = id('Tipo de contato não encontrado.');
const ContactTypeFields = z.object({
  name: listName('Informe o nome do tipo de contato.'),
  kind: ContactTypeKind.default('none'),
});
export const ContactTypeListResponse = z.object({ contact_types: z.array(ContactType) });
export const ContactTypeCreateBody = ContactTypeFields;
export const ContactTypeUpdateBody = ContactTypeFields.extend({ id: contactTypeId });
export const ContactTypeResponse = z.object({ contact_type: ContactType });
export const ContactTypeDeleteBody = z.object({ id: contactTypeId });
export const ContactTypeDeleteResponse = Deleted;

// Organisations (no delete call in the spec: UpdateOrganization archives with archived: true)
export const Organization = Entry.extend({
  cnpj: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  notes: z.string().nullable(),
});
export type Organization = z.infer<typeof Organization>;
const OrganizationFields = z.object({
  name: listName('Informe o nome da organização.'),
  cnpj: CpfCnpj.nullable().optional(),
  phone: BusinessPhone.nullable().optional(),
  email: Email.nullable().optional(),
  notes: optText(ORGANIZATION_NOTES_MAX),
});
export const OrganizationListResponse = z.object({ organizations: z.array(Organization) });
export const OrganizationCreateBody = OrganizationFields;
export const OrganizationUpdateBody = OrganizationFields.partial().extend({
  id: id('Organização não encontrada.'),
  /** true archives the organisation (it leaves the lists; history keeps its name); false restores it. */
  archived: z.boolean().optional(),
});
export const OrganizationResponse = z.object({ organization: Organization });

// Campaigns (spec 2 §3 Campaign)
export const Campaign = Entry.extend({
  message: z.string().nullable(),
  /** The organisation's id. */
  organization: z.string().nullable(),
  /** The speciality of interest's id. */
  interest: z.string().nullable(),
  /** Who indicated (free text: a person, a partner). */
  indacted_by: z.string().nullable(),
  /** The main professional's service_supplier_id. */
  mainProfessional: z.string().nullable(),
  /** The clinic that indicated, when the lead came from a partner clinic (free text). */
  indicationClinic: z.string().nullable(),
  /** The contact type's id. */
  type_contact: z.string().nullable(),
});
export type Campaign = z.infer<typeof Campaign>;
const campaignId = id('Campanha não encontrada.');
const CampaignFields = z.object({
  name: listName('Informe o nome da campanha.'),
  message: optText(CAMPAIGN_MESSAGE_MAX),
  organization: optId('Organização não encontrada.'),
  interest: optId('Especialidade não encontrada.'),
  indacted_by: optText(CRM_TEXT_MAX),
  mainProfessional: SupplierId.nullable().optional(),
  indicationClinic: optText(CRM_TEXT_MAX),
  type_contact: optId('Tipo de contato não encontrado.'),
});
export const CampaignListResponse = z.object({ campaigns: z.array(Campaign) });
export const CampaignCreateBody = CampaignFields;
export const CampaignUpdateBody = CampaignFields.extend({ id: campaignId });
export const CampaignResponse = z.object({ campaign: Campaign });
export const CampaignDeleteBody = z.object({ id: campaignId });
export const CampaignDeleteResponse = Deleted;

// First contacts (spec 2 §3 First-contact type: name, campaing)
export const FirstContact = Entry.extend({
  /** The campaign's id. */
  campaing: z.string().nullable(),
});
export type FirstContact = z.infer<typeof FirstContact>;
const firstContactId = id('Primeiro contato não encontrado.');
const FirstContactFields = z.object({
  name: listName('Informe o nome do primeiro contato.'),
  campaing: optId('Campanha não encontrada.'),
});
export const FirstContactListResponse = z.object({ first_contacts: z.array(FirstContact) });
export const FirstContactCreateBody = FirstContactFields;
export const FirstContactUpdateBody = FirstContactFields.extend({ id: firstContactId });
export const FirstContactResponse = z.object({ first_contact: FirstContact });
export const FirstContactDeleteBody = z.object({ id: firstContactId });
export const FirstContactDeleteResponse = Deleted;

// A patient's lead origin and consent-to-contact blocks (what the CRM filters on).
export const PatientOrigin = z.object({
  patient_id: z.string(),
  campaign_id: z.string().nullable(),
  contact_type_id: z.string().nullable(),
  first_contact_id: z.string().nullable(),
  organization_id: z.string().nullable(),
  interest_speciality_id: z.string().nullable(),
  indicated_by_supplier_id: z.string().nullable(),
  clinical_indication: z.string().nullable(),
  /** The patient refuses advertising (campaigns, automatic marketing messages). */
  publicity_block: z.boolean(),
  /** The patient refuses any contact by the clinic beyond their own appointments. */
  contact_block: z.boolean(),
  /** ISO instant of the last change; null when nothing was ever recorded. */
  updated_at: z.string().nullable(),
});
export type PatientOrigin = z.infer<typeof PatientOrigin>;
const patientId = id('Paciente não encontrado.');
export const PatientOriginGetBody = z.object({ patient_id: patientId });
export const PatientOriginSetBody = z.object({
  patient_id: patientId,
  campaign_id: optId('Campanha não encontrada.'),
  contact_type_id: optId('Tipo de contato não encontrado.'),
  first_contact_id: optId('Primeiro contato não encontrado.'),
  organization_id: optId('Organização não encontrada.'),
  interest_speciality_id: optId('Especialidade não encontrada.'),
  indicated_by_supplier_id: SupplierId.nullable().optional(),
  clinical_indication: optText(CLINICAL_INDICATION_MAX),
  publicity_block: z.boolean().optional(),
  contact_block: z.boolean().optional(),
});
export const PatientOriginResponse = z.object({ origin: PatientOrigin });
