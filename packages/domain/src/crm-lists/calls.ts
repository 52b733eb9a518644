import { defineCalls } from '../contract-types.ts';
import { crmListsRoutes } from './routes.ts';
import {
  CampaignCreateBody,
  CampaignDeleteBody,
  CampaignDeleteResponse,
  CampaignListResponse,
  CampaignResponse,
  CampaignUpdateBody,
  CancellationReasonCreateBody,
  CancellationReasonDeleteBody,
  CancellationReasonDeleteResponse,
  CancellationReasonListResponse,
  CancellationReasonResponse,
  CancellationReasonUpdateBody,
  ContactTypeCreateBody,
  ContactTypeDeleteBody,
  ContactTypeDeleteResponse,
  ContactTypeListResponse,
  ContactTypeResponse,
  ContactTypeUpdateBody,
  FirstContactCreateBody,
  FirstContactDeleteBody,
  FirstContactDeleteResponse,
  FirstContactListResponse,
  FirstContactResponse,
  FirstContactUpdateBody,
  ListBody,
  OrganizationCreateBody,
  OrganizationListResponse,
  OrganizationResponse,
  OrganizationUpdateBody,
  PatientOriginGetBody,
  PatientOriginResponse,
  PatientOriginSetBody,
} from './schemas.ts';

export const crmListsCalls = defineCalls(crmListsRoutes, {
  getCancelation: {
    summary: "The place's cancellation reasons, by name (deleted ones only with include_deleted).",
    body: ListBody,
    response: CancellationReasonListResponse,
  },
  createCancelationReasons: {
    summary: 'Creates a cancellation reason (names are unique in the place).',
    body: CancellationReasonCreateBody,
    response: CancellationReasonResponse,
  },
  updateCancelation: {
    summary: 'Renames a cancellation reason.',
    body: CancellationReasonUpdateBody,
    response: CancellationReasonResponse,
  },
  deletedCancelation: {
    summary: 'Deletes a cancellation reason (kept for the history: cancelled bookings keep its name).',
    body: CancellationReasonDeleteBody,
    response: CancellationReasonDeleteResponse,
  },
  listCampaing: {
    summary: "The place's campaigns, by name (deleted ones only with include_deleted).",
    body: ListBody,
    response: CampaignListResponse,
  },
  createCampaing: {
    summary: 'Creates a campaign (names are unique in the place).',
    body: CampaignCreateBody,
    response: CampaignResponse,
  },
  updateCampaing: {
    summary: 'Changes a campaign: absent fields stay, null clears.',
    body: CampaignUpdateBody,
    response: CampaignResponse,
  },
  deletedCampaing: {
    summary: 'Deletes a campaign (kept for the history: leads and patients keep its name).',
    body: CampaignDeleteBody,
    response: CampaignDeleteResponse,
  },
  listFirstContact: {
    summary: "The place's first-contact types, by name (deleted ones only with include_deleted).",
    body: ListBody,
    response: FirstContactListResponse,
  },
  createFirstContact: {
    summary: 'Creates a first-contact type, optionally tied to a campaign.',
    body: FirstContactCreateBody,
    response: FirstContactResponse,
  },
  updateFirstContact: {
    summary: 'Changes a first-contact type: absent fields stay, null clears.',
    body: FirstContactUpdateBody,
    response: FirstContactResponse,
  },
  deletedFirstContact: {
    summary: 'Deletes a first-contact type (kept for the history).',
    body: FirstContactDeleteBody,
    response: FirstContactDeleteResponse,
  },
  getOrganization: {
    summary: "The place's organisations, by name (archived ones only with include_deleted).",
    body: ListBody,
    response: OrganizationListResponse,
  },
  createOrganization: {
    summary: 'Creates an organisation (names are unique in the place).',
    body: OrganizationCreateBody,
    response: OrganizationResponse,
  },
  UpdateOrganization: {
    summary: 'Changes an organisation (absent fields stay, null clears); archived: true archives it.',
    body: OrganizationUpdateBody,
    response: OrganizationResponse,
  },
  getTypeContacts: {
    summary: "The place's contact types, by name (deleted ones only with include_deleted).",
    body: ListBody,
    response: ContactTypeListResponse,
  },
  createTypeContact: {
    summary: 'Creates a contact type with its kind (names are unique in the place).',
    body: ContactTypeCreateBody,
    response: ContactTypeResponse,
  },
  updateTypeContact: {
    summary: 'Changes a contact type.',
    body: ContactTypeUpdateBody,
    response: ContactTypeResponse,
  },
  deletedTypeContact: {
    summary: 'Deletes a contact type (kept for the history).',
    body: ContactTypeDeleteBody,
    response: ContactTypeDeleteResponse,
  },
  'patients/origin/get': {
    summary: "A patient's lead origin and contact blocks, in the caller's patient scope. Audited.",
    body: PatientOriginGetBody,
    response: PatientOriginResponse,
  },
  'patients/origin/set': {
    summary: "Records a patient's lead origin and contact blocks (absent fields stay, null clears). Audited.",
    body: PatientOriginSetBody,
    response: PatientOriginResponse,
  },
});
