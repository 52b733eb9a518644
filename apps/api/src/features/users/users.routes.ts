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
    checkuser: s.session.checkUser,
    readuserinfo: s.session.readUserInfo,
    createuser: s.session.createUser,
    login: s.session.login,
    logout: s.session.logout,
    managerlogin: s.session.signInAsCustomer,
    getuser: s.profile.readUser,
    updateuser: s.profile.updateUser,
    updateuserCustom: s.profile.updateUserCustom,
    registerdevice: s.profile.registerDevice,
    'identify-user': s.pin.identifyUser,
    sendvalidationpin: s.pin.sendValidationPin,
    resentvalidationpin: s.pin.resendValidationPin,
    validatephonenumber: s.pin.validatePhone,
    resetpasswordsms: s.pin.resetPasswordBySms,
  };
}
