// The marketplace feature's public entry: the place list (/locais) and the branch choice (/escolher-filial).
export { ChooseBranchScreen } from './components/choose-branch-screen.tsx';
export { MarketplaceScreen } from './components/marketplace-screen.tsx';
