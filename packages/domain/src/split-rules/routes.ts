import { defineRoutes } from '../call-route.ts';

// Split rule sets (spec 1 §4–§5, spec 2 §3–§4): the cart's chooser reads them (staff of the place,
// spec 2 §6 "list split rule sets"); the owner manages them in the back office.
export const splitRulesRoutes = defineRoutes({
  'splitruleset/list': { level: 'manager' },
  'admin/splitruleset/list': { level: 'owner' },
  'admin/splitruleset/save': { level: 'owner' },
  'admin/splitruleset/remove': { level: 'owner' },
  'admin/splitpayee/list': { level: 'owner' },
  'admin/splitpayee/save': { level: 'owner' },
});
