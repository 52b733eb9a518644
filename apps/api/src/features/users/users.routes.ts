import type { Handlers } from '../../platform/http.ts';
import type { createPinService } from './pin.service.ts';
import type { createProfileService } from './profile.service.ts';
import type { SessionService } from './session.service.ts';

type UserCalls =
  | 'checkuser'
  | 'readuserinfo'
  | 'createuser'
  | 'login'
  | 'logout'
  | 'getuser'
  | 'updateuser'
  | 'updateuserCustom'
  | 'identify-user'
  | 'sendvalidationpin'
  | 'resentvalidationpin'
  | 'validatephonenumber'
  | 'resetpasswordsms'
  | 'managerlogin'
  | 'registerdevice';

export function usersRoutes(s: {
  session: SessionService;
  pin: ReturnType<typeof createPinService>;
  profile: ReturnType<typeof createProfileService>;
}): Pick<Handlers, UserCalls> {
  return {
    checkuser: s.session.checkuser,
    readuserinfo: s.session.readUserInfo,
    createuser: s.session.createuser,
    login: s.session.login,
    logout: s.session.logout,
    managerlogin: s.session.managerlogin,
    getuser: s.profile.getuser,
    updateuser: s.profile.updateuser,
    updateuserCustom: s.profile.updateuserCustom,
    registerdevice: s.profile.registerdevice,
    'identify-user': s.pin.identifyUser,
    sendvalidationpin: s.pin.sendvalidationpin,
    resentvalidationpin: s.pin.resentvalidationpin,
    validatephonenumber: s.pin.validatephonenumber,
    resetpasswordsms: s.pin.resetpasswordsms,
  };
}
