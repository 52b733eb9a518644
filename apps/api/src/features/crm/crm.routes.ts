import type { Handlers } from '../../platform/http.ts';
import type { CrmService } from './crm.service.ts';

type CrmCalls = 'patients/crm' | 'params/crm' | 'crm/filters/list' | 'crm/filters/save' | 'crm/filters/delete';

export function crmRoutes(s: { crm: CrmService }): Pick<Handlers, CrmCalls> {
  const x = s.crm;
  return {
    'patients/crm': x.search,
    'params/crm': x.params,
    'crm/filters/list': x.listFilters,
    'crm/filters/save': x.saveFilter,
    'crm/filters/delete': x.deleteFilter,
  };
}
