import { defineCalls } from '../contract-types.ts';
import { accessRequestsRoutes } from './routes.ts';
import {
  AccessCheckBody,
  AccessCheckResponse,
  AccessListBody,
  AccessListResponse,
  AccessRequestBody,
  AccessRequestResponse,
  AccessUpdateBody,
  AccessUpdateResponse,
} from './schemas.ts';

export const accessRequestsCalls = defineCalls(accessRequestsRoutes, {
  'useraccess/request': {
    summary:
      'The signed-in person asks to use a place whose new-user flow is on; one request per person and place (asking again after a refusal reopens it).',
    body: AccessRequestBody,
    response: AccessRequestResponse,
  },
  'useraccess/check': {
    summary:
      "Whether the signed-in person still needs the place's approval (new-user flow, not a master account, not staff), and their request.",
    body: AccessCheckBody,
    response: AccessCheckResponse,
  },
  'useraccess/list': {
    summary: "The place's access requests of one status (default pending), oldest first, at most 200.",
    body: AccessListBody,
    response: AccessListResponse,
  },
  'useraccess/update': {
    summary:
      'Staff approve or refuse a pending request of their place; the person is told by SMS and, if the app is open, at once.',
    body: AccessUpdateBody,
    response: AccessUpdateResponse,
  },
});
