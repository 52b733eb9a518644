import type { Handlers } from '../../platform/http.ts';
import type { AddressesService } from './addresses.service.ts';

type AddressCalls = 'addeditaddress' | 'removeaddress' | 'checkfreedistrict';

export function addressesRoutes(s: { addresses: AddressesService }): Pick<Handlers, AddressCalls> {
  return {
    addeditaddress: s.addresses.addeditaddress,
    removeaddress: s.addresses.removeaddress,
    checkfreedistrict: s.addresses.checkfreedistrict,
  };
}
