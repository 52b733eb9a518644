import type { Handlers } from '../../platform/http.ts';
import type { createPinService } from './pin.service.ts';
import type { createProfileService } from './profile.service.ts';
import type { SessionService } from './session.service.ts';
import type { createSocialService } from './social.service.ts';

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
  social: ReturnType<typeof createSocialService>;
}): Pick<Handlers, UserCalls> {
  return {
    checkuser: s.session.checkUser,
    readuserinfo: s.session.readUserInfo,
    createuser: s.session.createUser,
    // A Google or Apple id token signs in through the identity port; otherwise the password.
    login: (actor, input) => (input.g_token ? s.social.login(actor, input) : s.session.login(actor, input)),
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
