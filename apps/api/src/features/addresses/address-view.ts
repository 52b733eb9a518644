import type { Address } from '@app/domain/addresses/schemas';
import type { AddressRecord } from './addresses.repo.ts';

export function toAddress(row: AddressRecord): Address {
  return {
    address_id: row.id,
    address_cep: row.cep,
    address_state: row.state,
    address_city: row.city,
    address_district: row.district,
    address_street: row.street,
    address_number: row.number,
    address_cmplt: row.cmplt,
    address_location: row.lat !== null && row.lng !== null ? { lat: row.lat, lng: row.lng } : null,
    address_default: row.isDefault,
  };
}
