import { defineRoutes } from '../call-route.ts';

export const usersRoutes = defineRoutes({
  checkuser: { level: 'anonymous', place: 'optional' },
  createuser: { level: 'anonymous', place: 'optional' },
  login: { level: 'anonymous', place: 'optional' },
  logout: { level: 'user', place: 'optional' },
  readuserinfo: { level: 'user', place: 'optional' },
  getuser: { level: 'manager' },
  updateuser: { level: 'user', place: 'optional' },
  updateuserCustom: { level: 'manager' },
  'identify-user': { level: 'anonymous', place: 'optional' },
  sendvalidationpin: { level: 'user', place: 'optional' },
  resentvalidationpin: { level: 'user', place: 'optional' },
  validatephonenumber: { level: 'user', place: 'optional' },
  resetpasswordsms: { level: 'anonymous', place: 'optional' },
  managerlogin: { level: 'manager' },
  registerdevice: { level: 'user', place: 'optional' },
});
