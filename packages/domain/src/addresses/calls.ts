import { defineCall } from '../contract-types.ts';
import {
  AddEditAddressBody,
  AddressListResponse,
  CheckFreeDistrictBody,
  CheckFreeDistrictResponse,
  RemoveAddressBody,
} from './schemas.ts';

export const addressesCalls = {
  addeditaddress: defineCall({
    name: 'addeditaddress',
    level: 'user',
    summary:
      "Saves one of the caller's addresses (new without address_id, edit with it); address_default makes it the default. Answers the saved list.",
    body: AddEditAddressBody,
    response: AddressListResponse,
  }),
  removeaddress: defineCall({
    name: 'removeaddress',
    level: 'user',
    summary: "Removes one of the caller's addresses; the newest remaining one becomes the default if needed.",
    body: RemoveAddressBody,
    response: AddressListResponse,
  }),
  checkfreedistrict: defineCall({
    name: 'checkfreedistrict',
    level: 'user',
    summary: "Whether the place delivers to the district of one of the caller's addresses, and for what fee.",
    body: CheckFreeDistrictBody,
    response: CheckFreeDistrictResponse,
  }),
};
