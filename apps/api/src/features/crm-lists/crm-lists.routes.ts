import type { Handlers } from '../../platform/http.ts';
import type { CrmListsService } from './crm-lists.service.ts';
import type { PatientOriginService } from './patient-origin.service.ts';

type CrmListsCall =
  | 'getCancelation'
  | 'createCancelationReasons'
  | 'updateCancelation'
  | 'deletedCancelation'
  | 'listCampaing'
  | 'createCampaing'
  | 'updateCampaing'
  | 'deletedCampaing'
  | 'listFirstContact'
  | 'createFirstContact'
  | 'updateFirstContact'
  | 'deletedFirstContact'
  | 'getOrganization'
  | 'createOrganization'
  | 'UpdateOrganization'
  | 'getTypeContacts'
  | 'createTypeContact'
  | 'updateTypeContact'
  | 'deletedTypeContact'
  | 'patients/origin/get'
  | 'patients/origin/set';

export function crmListsRoutes(s: {
  lists: CrmListsService;
  origins: PatientOriginService;
}): Pick<Handlers, CrmListsCall> {
  const { lists, origins } = s;
  return {
    getCancelation: lists.getCancelation,
    createCancelationReasons: lists.createCancelationReasons,
    updateCancelation: lists.updateCancelation,
    deletedCancelation: lists.deletedCancelation,
    listCampaing: lists.listCampaing,
    createCampaing: lists.createCampaing,
    updateCampaing: lists.updateCampaing,
    deletedCampaing: lists.deletedCampaing,
    listFirstContact: lists.listFirstContact,
    createFirstContact: lists.createFirstContact,
    updateFirstContact: lists.updateFirstContact,
    deletedFirstContact: lists.deletedFirstContact,
    getOrganization: lists.getOrganization,
    createOrganization: lists.createOrganization,
    UpdateOrganization: lists.UpdateOrganization,
    getTypeContacts: lists.getTypeContacts,
    createTypeContact: lists.createTypeContact,
    updateTypeContact: lists.updateTypeContact,
    deletedTypeContact: lists.deletedTypeContact,
    'patients/origin/get': origins.get,
    'patients/origin/set': origins.set,
  };
}
