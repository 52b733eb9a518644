import { MarketplaceScreen } from '../../features/marketplace/index.ts';

export const namespaces = ['marketplace'] as const;

/** Spec 3 §2.2 Marketplace (/locais): places, categories, location; also where leaving a place goes. */
export const Component = MarketplaceScreen;
