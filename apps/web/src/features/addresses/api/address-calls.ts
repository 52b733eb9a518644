import type { CallBody, CallResult } from '@app/domain/contract';
import { api } from '../../../lib/api.ts';

// Address calls of spec 1 §7 (addeditaddress, removeaddress, checkfreedistrict) and the
// postal-code lookup. Shapes follow the spec's payload names.

export type Address = CallResult<'addeditaddress'>['address_list'][number];

export type AddressInput = Omit<Address, 'address_id' | 'address_default' | 'address_location'> & {
  address_id?: string;
  address_default?: boolean;
};

/** The user's saved addresses as readuserinfo carries them (spec 1 §3 User.address_list). */
export function addressListOf(user: unknown): Address[] {
  const list = (user as { address_list?: unknown } | null)?.address_list;
  return Array.isArray(list) ? (list as Address[]) : [];
}

export const saveAddress = (input: CallBody<'addeditaddress'>) => api.call('addeditaddress', input);

export const removeAddress = (address_id: string) => api.call('removeaddress', { address_id });

/** Whether the place delivers to the address's district, and the fee in reais. */
export const checkFreeDistrict = (address_id: string) => api.call('checkfreedistrict', { address_id });

/** ViaCEP-shaped answer of postalcode/lookup (spec 1 §7: uf, localidade, bairro, logradouro, erro). */
export const lookupCep = (cep: string) => api.call('postalcode/lookup', { cep });

/** One line: 'Rua X, 10 - Apto 3 - Bairro, Cidade/UF'. */
export function addressLine(
  a: Pick<
    Address,
    'address_street' | 'address_number' | 'address_cmplt' | 'address_district' | 'address_city' | 'address_state'
  >,
): string {
  const first = [a.address_street, a.address_number].filter(Boolean).join(', ');
  const parts = [first, a.address_cmplt, a.address_district].filter(Boolean).join(' - ');
  return `${parts}, ${a.address_city}/${a.address_state}`;
}
