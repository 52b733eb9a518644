import { ChooseBranchScreen } from '../../features/marketplace/index.ts';

export const namespaces = ['marketplace'] as const;

/** Spec 3 §2.2 ChooseBranch (/escolher-filial): the brand's branches, the nearest open one first. */
export const Component = ChooseBranchScreen;
