// The owner's split rule sets screen; only back-office code imports this entry (bundle-rules.test.ts).
export { SplitRulesScreen } from './components/split-rules-screen.tsx';
