import { defineCalls } from '../contract-types.ts';
import { addressesRoutes } from './routes.ts';
import {
  AddEditAddressBody,
  AddressListResponse,
  CheckFreeDistrictBody,
  CheckFreeDistrictResponse,
  RemoveAddressBody,
} from './schemas.ts';

export const addressesCalls = defineCalls(addressesRoutes, {
  addeditaddress: {
    summary:
      "Saves one of the caller's addresses (new without address_id, edit with it); address_default makes it the default. Answers the saved list.",
    body: AddEditAddressBody,
    response: AddressListResponse,
  },
  removeaddress: {
    summary: "Removes one of the caller's addresses; the newest remaining one becomes the default if needed.",
    body: RemoveAddressBody,
    response: AddressListResponse,
  },
  checkfreedistrict: {
    summary: "Whether the place delivers to the district of one of the caller's addresses, and for what fee.",
    body: CheckFreeDistrictBody,
    response: CheckFreeDistrictResponse,
  },
});
