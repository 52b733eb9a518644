// Saved delivery addresses of a person.

export type { AddressRecord } from './addresses.repo.ts';
export { createAddressesRepo } from './addresses.repo.ts';
export { addressesRoutes } from './addresses.routes.ts';
export { type AddressesService, addressNotFound, createAddressesService } from './addresses.service.ts';
