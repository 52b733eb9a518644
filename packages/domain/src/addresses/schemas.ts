import { z } from 'zod';
import { boundedNumber } from '../shared/bounds.ts';
import { checked, plainText } from '../shared/zod-rules.ts';
import { validateCep } from './rules.ts';

// Saved addresses of a person (spec 1 §3 "Address"). A person is global (decision 005), so their
// addresses are too: the same list at every place (decision 012).

const AddressId = z.string().uuid();

/** A required text field: blank (after trimming) answers the spec's 'Campo obrigatório'. */
const requiredText = (max: number) =>
  checked(plainText(max), (v) => (v.trim() === '' ? 'required' : null)).transform((v) => v.trim());

export const AddressLocation = z.object({
  lat: boundedNumber('fieldLatitude', -90, 90),
  lng: boundedNumber('fieldLongitude', -180, 180),
});

/** addeditaddress: without address_id a new address, with it an edit of one of the caller's own. */
export const AddEditAddressBody = z.object({
  /** Must be the caller's own id (the original clients send it). */
  user_id: z.string().uuid(),
  address_id: AddressId.optional(),
  /** 8 digits when given (formatting characters allowed); the storefront requires it for suppliers. */
  address_cep: checked(plainText(12), (v) => validateCep(v, { required: false }))
    .transform((v) => v.replace(/\D/g, ''))
    .nullable()
    .optional(),
  address_state: requiredText(2),
  address_city: requiredText(120),
  address_district: requiredText(120),
  address_street: requiredText(200),
  address_number: requiredText(20),
  address_cmplt: plainText(120).nullable().optional(),
  address_location: AddressLocation.nullable().optional(),
  address_default: z.boolean().optional(),
});

export const Address = z.object({
  address_id: z.string(),
  address_cep: z.string().nullable(),
  address_state: z.string(),
  address_city: z.string(),
  address_district: z.string(),
  address_street: z.string(),
  address_number: z.string(),
  address_cmplt: z.string().nullable(),
  address_location: AddressLocation.nullable(),
  address_default: z.boolean(),
});
export type Address = z.infer<typeof Address>;

/** The caller's saved addresses after the change, default first. */
export const AddressListResponse = z.object({ address_list: z.array(Address) });

export const RemoveAddressBody = z.object({ address_id: AddressId });

export const CheckFreeDistrictBody = z.object({ address_id: AddressId });
export const CheckFreeDistrictResponse = z.object({
  /** The district delivers for free. */
  free: z.boolean(),
  /** Delivery fee in reais (0 when free or not served). */
  fee: z.number(),
  /** The place delivers to the address's district at all. */
  delivers: z.boolean(),
});
