import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ownedBy, primaryId, updatedAt } from '../../platform/db/columns.ts';
import { patients } from '../patients/patients.tables.ts';
import { places } from '../places/places.tables.ts';
import { specialities } from '../scheduling/scheduling.tables.ts';

// The clinic's CRM admin lists (spec 2 §3; decisions 140–142) and a patient's lead origin. Every
// table is tenant data (RLS, hand-written in the migration). List entries are never removed: a
// delete sets deleted_at, so leads, patients, bookings and reports keep the names they were given;
// a name is unique (ignoring case) among the entries in use. References between lists and from an
// origin are checked to be the same place's by the service (RLS hides other places' rows).

const deletedAt = () => timestamp('deleted_at', { withTimezone: true });
type Named = { placeId: AnyPgColumn; name: AnyPgColumn; deletedAt: AnyPgColumn };
const nameInUse = (table: string, t: Named) =>
  uniqueIndex(`${table}_place_name`).on(t.placeId, sql`lower(${t.name})`).where(sql`${t.deletedAt} is null`);

/** Why a booking was cancelled ('Paciente desmarcou', 'Imprevisto do profissional'). */
export const crmCancellationReasons = pgTable(
  'crm_cancellation_reasons',
  {
    id: primaryId(),
    placeId: ownedBy('place_id', () => places.id),
    name: text('name').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [nameInUse('crm_cancellation_reasons', t)],
);
export type CrmCancellationReasonRow = typeof crmCancellationReasons.$inferSelect;

/** How a contact reached the clinic ('WhatsApp', 'Indicação de funcionário'), of one of spec 2 §3's kinds. */
export const crmContactTypes = pgTable(
  'crm_contact_types',
  {
    id: primaryId(),
    placeId: ownedBy('place_id', () => places.id),
    name: text('name').notNull(),
    /** One of CONTACT_TYPE_KINDS (none, employee, customer, handler, system, forwarding_employee, forwarding_customer). */
    kind: text('kind').notNull().default('none'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [nameInUse('crm_contact_types', t)],
);
export type CrmContactTypeRow = typeof crmContactTypes.$inferSelect;

/** A company or partner leads come through (an employer's health plan, a gym, a partner clinic). */
export const crmOrganizations = pgTable(
  'crm_organizations',
  {
    id: primaryId(),
    placeId: ownedBy('place_id', () => places.id),
    name: text('name').notNull(),
    cnpj: text('cnpj'),
    phone: text('phone'),
    email: text('email'),
    notes: text('notes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Archived (UpdateOrganization archived: true): out of the lists, kept for the history. */
    deletedAt: deletedAt(),
  },
  (t) => [nameInUse('crm_organizations', t)],
);
export type CrmOrganizationRow = typeof crmOrganizations.$inferSelect;

/** A marketing campaign or referral source (spec 2 §3 Campaign). */
export const crmCampaigns = pgTable(
  'crm_campaigns',
  {
    id: primaryId(),
    placeId: ownedBy('place_id', () => places.id),
    name: text('name').notNull(),
    message: text('message'),
    organizationId: uuid('organization_id').references(() => crmOrganizations.id),
    /** interest: the speciality the campaign is about. */
    interestSpecialityId: uuid('interest_speciality_id').references(() => specialities.id, { onDelete: 'set null' }),
    /** indacted_by: who indicated (free text). */
    indicatedBy: text('indicated_by'),
    /** mainProfessional: the service supplier (place_members.supplier_id) the campaign sells. */
    mainSupplierId: text('main_supplier_id'),
    /** indicationClinic: the partner clinic that indicated (free text). */
    indicationClinic: text('indication_clinic'),
    /** type_contact */
    contactTypeId: uuid('contact_type_id').references(() => crmContactTypes.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [nameInUse('crm_campaigns', t)],
);
export type CrmCampaignRow = typeof crmCampaigns.$inferSelect;

/** A first-contact type ('Direct do Instagram', 'Formulário do site'), optionally of a campaign. */
export const crmFirstContacts = pgTable(
  'crm_first_contacts',
  {
    id: primaryId(),
    placeId: ownedBy('place_id', () => places.id),
    name: text('name').notNull(),
    campaignId: uuid('campaign_id').references(() => crmCampaigns.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [nameInUse('crm_first_contacts', t)],
);
export type CrmFirstContactRow = typeof crmFirstContacts.$inferSelect;

/**
 * A patient's lead origin and consent-to-contact blocks: one row per patient (absent: nothing
 * recorded, no blocks). The CRM filters on it; the sales funnel writes it when a lead becomes a
 * patient. Patient data: read and written under the patients' scope and audit.
 */
export const patientOrigins = pgTable(
  'patient_origins',
  {
    patientId: uuid('patient_id')
      .primaryKey()
      .references(() => patients.id, { onDelete: 'cascade' }),
    placeId: ownedBy('place_id', () => places.id),
    campaignId: uuid('campaign_id').references(() => crmCampaigns.id),
    contactTypeId: uuid('contact_type_id').references(() => crmContactTypes.id),
    firstContactId: uuid('first_contact_id').references(() => crmFirstContacts.id),
    organizationId: uuid('organization_id').references(() => crmOrganizations.id),
    interestSpecialityId: uuid('interest_speciality_id').references(() => specialities.id, { onDelete: 'set null' }),
    /** The professional (place_members.supplier_id) who indicated the patient. */
    indicatedBySupplierId: text('indicated_by_supplier_id'),
    clinicalIndication: text('clinical_indication'),
    /** Refuses advertising (campaigns, automatic marketing messages). */
    publicityBlock: boolean('publicity_block').notNull().default(false),
    /** Refuses any contact beyond their own appointments. */
    contactBlock: boolean('contact_block').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('patient_origins_place_campaign').on(t.placeId, t.campaignId),
    index('patient_origins_place_contact_type').on(t.placeId, t.contactTypeId),
    index('patient_origins_place_interest').on(t.placeId, t.interestSpecialityId),
    index('patient_origins_place_indicated_by').on(t.placeId, t.indicatedBySupplierId),
    index('patient_origins_place_first_contact').on(t.placeId, t.firstContactId),
    index('patient_origins_place_organization').on(t.placeId, t.organizationId),
  ],
);
export type PatientOriginRow = typeof patientOrigins.$inferSelect;
