import { defineCalls } from '../contract-types.ts';
import { staffRoutes } from './routes.ts';
import { ListUsersBody, ListUsersResponse, SwitchAccountPlacesBody, SwitchAccountPlacesResponse } from './schemas.ts';

export const staffCalls = defineCalls(staffRoutes, {
  listusers: {
    summary:
      "The place's customers (not staff) for the switch-account dialog: by name, phone, CPF/CNPJ or e-mail, optionally master accounts only; 30 at most, latest order first.",
    body: ListUsersBody,
    response: ListUsersResponse,
  },
  'switch-account/restaurant/list': {
    summary:
      'The places where the signed-in person is staff (manager or owner), to switch the storefront between them.',
    body: SwitchAccountPlacesBody,
    response: SwitchAccountPlacesResponse,
  },
});
