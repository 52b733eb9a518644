import { formatCpfCnpj, formatPhone } from '@app/domain/users/rules';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n.ts';
import {
  archiveOrganization,
  type Campaign,
  type CancellationReason,
  type ContactType,
  campaignsQuery,
  contactTypesQuery,
  type FirstContact,
  firstContactsQuery,
  type Organization,
  organizationsQuery,
  reasonsQuery,
  removeCampaign,
  removeContactType,
  removeFirstContact,
  removeReason,
  saveCampaign,
  saveContactType,
  saveFirstContact,
  saveOrganization,
  saveReason,
  suppliersQuery,
} from '../api/crm-lists-calls.ts';
import {
  BLANK_CAMPAIGN,
  BLANK_ORGANIZATION,
  type CampaignDraft,
  type ContactTypeDraft,
  campaignBody,
  campaignDraft,
  contactTypeBody,
  contactTypeDraft,
  type FirstContactDraft,
  firstContactBody,
  firstContactDraft,
  type NameDraft,
  type OrganizationDraft,
  organizationBody,
  organizationDraft,
} from '../lib/drafts.ts';
import { CrmListScreen } from './crm-list-screen.tsx';
import {
  CampaignFields,
  ContactTypeFields,
  FirstContactFields,
  NameFields,
  OrganizationFields,
} from './list-fields.tsx';

// The five CRM lists of spec 2 §3 on the generic list screen, with the spec's failure texts (§8).

const nameOf = (entries: { id: string; name: string }[] | undefined, id: string | null) =>
  id ? (entries?.find((e) => e.id === id)?.name ?? null) : null;

export function CancellationReasonsScreen() {
  const { t } = useTranslation('crm-lists');
  return (
    <CrmListScreen<CancellationReason, NameDraft>
      config={{
        texts: 'reasons',
        query: reasonsQuery(),
        blank: { name: '' },
        draftOf: (r) => ({ name: r.name }),
        fields: ['name'],
        save: (d, id) => saveReason({ name: d.name }, id),
        remove: removeReason,
        Fields: NameFields,
        failures: {
          load: t('reasons.failures.load'),
          create: t('reasons.failures.create'),
          update: t('reasons.failures.update'),
          remove: t('reasons.failures.remove'),
        },
      }}
    />
  );
}

export function ContactTypesScreen() {
  const { t } = useTranslation('crm-lists');
  return (
    <CrmListScreen<ContactType, ContactTypeDraft>
      config={{
        texts: 'contactTypes',
        query: contactTypesQuery(),
        blank: { name: '', kind: 'none' },
        draftOf: contactTypeDraft,
        fields: ['name', 'kind'],
        save: (d, id) => saveContactType(contactTypeBody(d), id),
        remove: removeContactType,
        Fields: ContactTypeFields,
        describe: (c) => t(`kinds.${c.kind}`),
        failures: {
          load: t('contactTypes.failures.load'),
          create: t('contactTypes.failures.create'),
          update: t('contactTypes.failures.update'),
          remove: t('contactTypes.failures.remove'),
        },
      }}
    />
  );
}

export function OrganizationsScreen() {
  const { t } = useTranslation('crm-lists');
  return (
    <CrmListScreen<Organization, OrganizationDraft>
      config={{
        texts: 'organizations',
        query: organizationsQuery(),
        blank: BLANK_ORGANIZATION,
        draftOf: organizationDraft,
        fields: ['name', 'cnpj', 'phone', 'email', 'notes'],
        save: (d, id) => saveOrganization(organizationBody(d), id),
        remove: archiveOrganization,
        removeVerb: 'archive',
        Fields: OrganizationFields,
        describe: (o) =>
          [o.cnpj && formatCpfCnpj(o.cnpj), o.phone && formatPhone(o.phone), o.email].filter(Boolean).join(' · ') ||
          null,
        failures: {
          load: t('organizations.failures.load'),
          create: t('organizations.failures.create'),
          update: t('organizations.failures.update'),
          remove: t('organizations.failures.update'),
        },
      }}
    />
  );
}

export function CampaignsScreen() {
  const { t } = useTranslation('crm-lists');
  const types = useQuery(contactTypesQuery()).data;
  const organizations = useQuery(organizationsQuery()).data;
  const suppliers = useQuery(suppliersQuery()).data?.map((s) => ({ id: s.service_supplier_id, name: s.name }));
  return (
    <CrmListScreen<Campaign, CampaignDraft>
      config={{
        texts: 'campaigns',
        query: campaignsQuery(),
        blank: BLANK_CAMPAIGN,
        draftOf: campaignDraft,
        fields: Object.keys(BLANK_CAMPAIGN),
        save: (d, id) => saveCampaign(campaignBody(d), id),
        remove: removeCampaign,
        Fields: CampaignFields,
        describe: (c) =>
          [nameOf(types, c.type_contact), nameOf(suppliers, c.mainProfessional), nameOf(organizations, c.organization)]
            .filter(Boolean)
            .join(' · ') || null,
        failures: {
          load: t('campaigns.failures.load'),
          create: t('campaigns.failures.create'),
          update: t('campaigns.failures.update'),
          remove: t('campaigns.failures.remove'),
        },
      }}
    />
  );
}

export function FirstContactsScreen() {
  const { t } = useTranslation('crm-lists');
  const campaigns = useQuery(campaignsQuery()).data;
  return (
    <CrmListScreen<FirstContact, FirstContactDraft>
      config={{
        texts: 'firstContacts',
        query: firstContactsQuery(),
        blank: { name: '', campaing: '' },
        draftOf: firstContactDraft,
        fields: ['name', 'campaing'],
        save: (d, id) => saveFirstContact(firstContactBody(d), id),
        remove: removeFirstContact,
        Fields: FirstContactFields,
        describe: (f) =>
          f.campaing
            ? t('firstContacts.ofCampaign', { campaign: nameOf(campaigns, f.campaing) ?? t('removedEntry') })
            : null,
        failures: {
          load: t('firstContacts.failures.load'),
          create: t('firstContacts.failures.create'),
          update: t('firstContacts.failures.update'),
          remove: t('firstContacts.failures.remove'),
        },
      }}
    />
  );
}
