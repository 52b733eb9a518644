import type { ContactTypeKind } from '@app/domain/crm-lists/rules';
import type {
  Campaign,
  CampaignBody,
  ContactType,
  ContactTypeBody,
  FirstContact,
  FirstContactBody,
  Organization,
  OrganizationBody,
} from '../api/crm-lists-calls.ts';

// What each list's form holds (strings, '' for empty) and the body it sends: an emptied field is
// sent as null, so an edit clears it.

const orNull = (v: string) => (v.trim() === '' ? null : v.trim());

export type NameDraft = { name: string };

export type ContactTypeDraft = { name: string; kind: ContactTypeKind };
export const contactTypeDraft = (c: ContactType): ContactTypeDraft => ({ name: c.name, kind: c.kind });
export const contactTypeBody = (d: ContactTypeDraft): ContactTypeBody => ({ name: d.name, kind: d.kind });

export type OrganizationDraft = { name: string; cnpj: string; phone: string; email: string; notes: string };
export const BLANK_ORGANIZATION: OrganizationDraft = { name: '', cnpj: '', phone: '', email: '', notes: '' };
export const organizationDraft = (o: Organization): OrganizationDraft => ({
  name: o.name,
  cnpj: o.cnpj ?? '',
  phone: o.phone ?? '',
  email: o.email ?? '',
  notes: o.notes ?? '',
});
export const organizationBody = (d: OrganizationDraft): OrganizationBody => ({
  name: d.name,
  cnpj: orNull(d.cnpj),
  phone: orNull(d.phone),
  email: orNull(d.email),
  notes: orNull(d.notes),
});

export type CampaignDraft = {
  name: string;
  message: string;
  organization: string;
  interest: string;
  indacted_by: string;
  mainProfessional: string;
  indicationClinic: string;
  type_contact: string;
};
export const BLANK_CAMPAIGN: CampaignDraft = {
  name: '',
  message: '',
  organization: '',
  interest: '',
  indacted_by: '',
  mainProfessional: '',
  indicationClinic: '',
  type_contact: '',
};
export const campaignDraft = (c: Campaign): CampaignDraft => ({
  name: c.name,
  message: c.message ?? '',
  organization: c.organization ?? '',
  interest: c.interest ?? '',
  indacted_by: c.indacted_by ?? '',
  mainProfessional: c.mainProfessional ?? '',
  indicationClinic: c.indicationClinic ?? '',
  type_contact: c.type_contact ?? '',
});
export const campaignBody = (d: CampaignDraft): CampaignBody => ({
  name: d.name,
  message: orNull(d.message),
  organization: orNull(d.organization),
  interest: orNull(d.interest),
  indacted_by: orNull(d.indacted_by),
  mainProfessional: orNull(d.mainProfessional),
  indicationClinic: orNull(d.indicationClinic),
  type_contact: orNull(d.type_contact),
});

export type FirstContactDraft = { name: string; campaing: string };
export const firstContactDraft = (f: FirstContact): FirstContactDraft => ({ name: f.name, campaing: f.campaing ?? '' });
export const firstContactBody = (d: FirstContactDraft): FirstContactBody => ({
  name: d.name,
  campaing: orNull(d.campaing),
});
