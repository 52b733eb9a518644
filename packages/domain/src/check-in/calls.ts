import { defineCalls } from '../contract-types.ts';
import { checkInRoutes } from './routes.ts';
import {
  CheckInDocumentResponse,
  CheckInOfOrderBody,
  GetCheckInResponse,
  SaveCheckInBody,
  SaveCheckInResponse,
} from './schemas.ts';

export const checkInCalls = defineCalls(checkInRoutes, {
  'checkin/save': {
    summary:
      "Saves the guest's check-in on their room's account (opening or joining the room by its number when no account is named).",
    body: SaveCheckInBody,
    response: SaveCheckInResponse,
  },
  'checkin/get': {
    summary: "The caller's check-in on an account, and whether the account needs one to take orders.",
    body: CheckInOfOrderBody,
    response: GetCheckInResponse,
  },
  'docs/checkin': {
    summary: 'The printed check-in document (PDF) of an account, logged and sent to the place printer.',
    body: CheckInOfOrderBody,
    response: CheckInDocumentResponse,
  },
});
