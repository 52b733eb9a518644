import { defineCalls } from '../contract-types.ts';
import { crmRoutes } from './routes.ts';
import {
  CrmFiltersDeleteBody,
  CrmFiltersDeleteResponse,
  CrmFiltersListBody,
  CrmFiltersListResponse,
  CrmFiltersSaveBody,
  CrmFiltersSaveResponse,
  ParamsCrmBody,
  ParamsCrmResponse,
  PatientsCrmBody,
  PatientsCrmResponse,
} from './schemas.ts';

export const crmCalls = defineCalls(crmRoutes, {
  'patients/crm': {
    summary:
      "Patients in the caller's scope matching every filter (field, operator, value), 100 a page, with totals. Audited once per query.",
    body: PatientsCrmBody,
    response: PatientsCrmResponse,
  },
  'params/crm': {
    summary: 'The CRM filter fields with their operators and option lists (professionals, campaigns, cities…).',
    body: ParamsCrmBody,
    response: ParamsCrmResponse,
  },
  'crm/filters/list': {
    summary: "The caller's saved CRM filters at the place.",
    body: CrmFiltersListBody,
    response: CrmFiltersListResponse,
  },
  'crm/filters/save': {
    summary: 'Saves a CRM filter under a name (the same name replaces it).',
    body: CrmFiltersSaveBody,
    response: CrmFiltersSaveResponse,
  },
  'crm/filters/delete': {
    summary: 'Deletes one of the caller’s saved CRM filters.',
    body: CrmFiltersDeleteBody,
    response: CrmFiltersDeleteResponse,
  },
});
