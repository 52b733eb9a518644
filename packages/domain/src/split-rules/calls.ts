import { defineCalls } from '../contract-types.ts';
import { splitRulesRoutes } from './routes.ts';
import {
  SplitPayeeListBody,
  SplitPayeeListResponse,
  SplitPayeeSaveBody,
  SplitPayeeSaveResponse,
  SplitRuleSetAdminListBody,
  SplitRuleSetListBody,
  SplitRuleSetListResponse,
  SplitRuleSetRemoveBody,
  SplitRuleSetRemoveResponse,
  SplitRuleSetResponse,
  SplitRuleSetSaveBody,
} from './schemas.ts';

export const splitRulesCalls = defineCalls(splitRulesRoutes, {
  'splitruleset/list': {
    summary:
      "The place's split rule sets for the cart's chooser, only those relevant to the cart's service suppliers, with the suppliers who may receive.",
    body: SplitRuleSetListBody,
    response: SplitRuleSetListResponse,
  },
  'admin/splitruleset/list': {
    summary: "Every split rule set of the place, for the owner's back office.",
    body: SplitRuleSetAdminListBody,
    response: SplitRuleSetListResponse,
  },
  'admin/splitruleset/save': {
    summary:
      'Creates or replaces a split rule set (costs, taxes and recipients; required, editable, indication). Suppliers must be of the place.',
    body: SplitRuleSetSaveBody,
    response: SplitRuleSetResponse,
  },
  'admin/splitruleset/remove': {
    summary: 'Removes a split rule set; orders keep the split they were placed with.',
    body: SplitRuleSetRemoveBody,
    response: SplitRuleSetRemoveResponse,
  },
  'admin/splitpayee/list': {
    summary:
      "Each supplier of the place with the payments provider's seller that receives their split share (null: none).",
    body: SplitPayeeListBody,
    response: SplitPayeeListResponse,
  },
  'admin/splitpayee/save': {
    summary: "Sets (or clears, with null) the payments provider's seller that receives a supplier's split share.",
    body: SplitPayeeSaveBody,
    response: SplitPayeeSaveResponse,
  },
});
