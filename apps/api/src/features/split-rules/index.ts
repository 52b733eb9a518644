// Clinic split rules: rule sets, the cart's split, and the checkout steps that refuse and record it.
export { createSplitRulesRepo } from './split-rules.repo.ts';
export { splitRulesRoutes } from './split-rules.routes.ts';
export { type CartSplit, createSplitRulesService, type SplitRulesService } from './split-rules.service.ts';
export { splitRuleSteps } from './split-rules.steps.ts';
