// Saved delivery addresses of a person.
export { createAddressesRepo } from './addresses.repo.ts';
export { addressesRoutes } from './addresses.routes.ts';
export { type AddressesService, addressNotFound, createAddressesService } from './addresses.service.ts';
