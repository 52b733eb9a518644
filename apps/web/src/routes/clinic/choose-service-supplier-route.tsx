import { ChooseSupplier } from '../../features/scheduling/index.ts';

export const namespaces = ['scheduling'] as const;

/** Spec 3 §2.2 ChooseServiceSupplier (/escolher-profissional): specialities and suppliers. */
export const Component = ChooseSupplier;
