// Clinic split rules in the storefront: the cart's chooser and editor, and the info popup.
export { type SplitResult, type SplitRuleSet, useSplitRuleSets } from './api/split-rule-sets.ts';
export { SplitInfoDialog } from './components/split-info-dialog.tsx';
export { type SplitChoice, SplitRuleEditor } from './components/split-rule-editor.tsx';
export { SplitRulesCard } from './components/split-rules-card.tsx';
export type { SplitRuleEdit } from './lib/split-choice.ts';
