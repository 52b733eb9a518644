import type { Handlers } from '../../platform/http.ts';
import type { AddressesService } from './addresses.service.ts';

type AddressCalls = 'addeditaddress' | 'removeaddress' | 'checkfreedistrict';

export function addressesRoutes(s: { addresses: AddressesService }): Pick<Handlers, AddressCalls> {
  return {
    addeditaddress: s.addresses.saveAddress,
    removeaddress: s.addresses.removeAddress,
    checkfreedistrict: s.addresses.checkFreeDistrict,
  };
}
