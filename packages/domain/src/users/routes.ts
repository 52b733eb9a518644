import { defineRoutes } from '../call-route.ts';

// Sign-up, sign-in and the profile work at any place or none: the place only adds context.
const anonymous = { level: 'anonymous', place: 'optional' } as const;
const signedIn = { level: 'user', place: 'optional' } as const;

export const usersRoutes = defineRoutes({
  checkuser: anonymous,
  createuser: anonymous,
  login: anonymous,
  logout: signedIn,
  readuserinfo: signedIn,
  getuser: { level: 'manager' },
  updateuser: signedIn,
  updateuserCustom: { level: 'manager' },
  'identify-user': anonymous,
  sendvalidationpin: signedIn,
  resentvalidationpin: signedIn,
  validatephonenumber: signedIn,
  resetpasswordsms: anonymous,
  managerlogin: { level: 'manager' },
  registerdevice: signedIn,
});
