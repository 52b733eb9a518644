import type { Handlers } from '../../platform/http.ts';
import type { SplitRulesService } from './split-rules.service.ts';

type SplitRulesCalls =
  | 'splitruleset/list'
  | 'admin/splitruleset/list'
  | 'admin/splitruleset/save'
  | 'admin/splitruleset/remove'
  | 'admin/splitpayee/list'
  | 'admin/splitpayee/save';

export function splitRulesRoutes(s: { splitRules: SplitRulesService }): Pick<Handlers, SplitRulesCalls> {
  return {
    'splitruleset/list': s.splitRules.listForCart,
    'admin/splitruleset/list': s.splitRules.listAll,
    'admin/splitruleset/save': s.splitRules.save,
    'admin/splitruleset/remove': s.splitRules.remove,
    'admin/splitpayee/list': s.splitRules.listPayees,
    'admin/splitpayee/save': s.splitRules.savePayee,
  };
}
