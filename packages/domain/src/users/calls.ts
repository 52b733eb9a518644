import { defineCalls } from '../contract-types.ts';
import { usersRoutes } from './routes.ts';
import {
  CheckUserBody,
  CheckUserResponse,
  CreateUserBody,
  Done,
  Empty,
  GetUserBody,
  IdentifyUserBody,
  IdentifyUserResponse,
  LoginBody,
  ManagerLoginBody,
  PinSentResponse,
  ReadUserInfoResponse,
  RegisterDeviceBody,
  ResetPasswordSmsBody,
  ResetPasswordSmsResponse,
  SessionResponse,
  UpdateUserBody,
  UpdateUserCustomBody,
  UpdateUserResponse,
  UserView,
  ValidatePhoneBody,
} from './schemas.ts';

export const usersCalls = defineCalls(usersRoutes, {
  checkuser: {
    rateLimited: true,
    summary: 'Whether an account exists for a phone (55 prefix accepted) or e-mail.',
    body: CheckUserBody,
    response: CheckUserResponse,
  },
  createuser: {
    rateLimited: true,
    summary:
      'Registers a customer (or, with a manager token, creates one for the place) and signs in; with social_id (a 206 ticket) no password is needed.',
    body: CreateUserBody,
    response: SessionResponse,
  },
  login: {
    rateLimited: true,
    summary:
      'Phone or e-mail and password, or a Google/Apple id token (g_token); answers the user token and, for staff of the place, the manager token. A verified social identity without an account answers HTTP 206 (code social_register, error.social with the ticket social_id): register, then log in.',
    body: LoginBody,
    response: SessionResponse,
  },
  logout: {
    summary: 'Ends the session of the user token (and of the manager token when sent).',
    body: Empty,
    response: Done,
  },
  readuserinfo: {
    summary: 'The signed-in user with the per-place fields, and the manager state when a manager token is sent.',
    body: Empty,
    response: ReadUserInfoResponse,
  },
  getuser: {
    summary: "A customer of the manager's place.",
    body: GetUserBody,
    response: UserView,
  },
  updateuser: {
    summary: 'Updates the signed-in user (name, e-mail, CPF, birth date, photo, referred by, password).',
    body: UpdateUserBody,
    response: UpdateUserResponse,
  },
  updateuserCustom: {
    summary: "Staff set a customer's per-place flags: service types, blocked, advertising blocked, app payment.",
    body: UpdateUserCustomBody,
    response: UserView,
  },
  'identify-user': {
    rateLimited: true,
    summary: 'Identify by an SMS code: without pin_number sends it; with it signs the person in.',
    body: IdentifyUserBody,
    response: IdentifyUserResponse,
  },
  sendvalidationpin: {
    rateLimited: true,
    summary: "Sends a 4-digit code by SMS to validate the user's phone.",
    body: Empty,
    response: PinSentResponse,
  },
  resentvalidationpin: {
    rateLimited: true,
    summary: 'Sends a new validation code once the countdown has passed.',
    body: Empty,
    response: PinSentResponse,
  },
  validatephonenumber: {
    rateLimited: true,
    summary: "Checks the validation code and marks the user's phone as validated.",
    body: ValidatePhoneBody,
    response: UserView,
  },
  resetpasswordsms: {
    rateLimited: true,
    summary: 'Forgot password: SEND texts a code; VALIDATE checks it and answers a short-lived login token.',
    body: ResetPasswordSmsBody,
    response: ResetPasswordSmsResponse,
  },
  managerlogin: {
    summary: 'Staff act as a customer of the place: answers a user token for that customer.',
    body: ManagerLoginBody,
    response: SessionResponse,
  },
  registerdevice: {
    summary: "Registers the browser's push subscription for the signed-in user.",
    body: RegisterDeviceBody,
    response: Done,
  },
});
