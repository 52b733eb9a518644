import type { CallName } from './contract.ts';
import type { HttpMethod } from './contract-types.ts';

/**
 * Method and URL of every call, without the zod schemas: the browser bundle imports this, not the
 * catalogue, so the login screen ships no validation library. A test keeps it equal to the catalogue.
 */
export const callRoutes: Record<CallName, readonly [HttpMethod, string]> = {
  preloginprime: ['POST', '/api/app/preloginprime'],
  getcategories: ['POST', '/api/app/getcategories'],
  getproductlistnotoken: ['POST', '/api/app/getproductlistnotoken'],
  getproductlist: ['POST', '/api/app/getproductlist'],
  getproductnotoken: ['POST', '/api/app/getproductnotoken'],
  checkuser: ['POST', '/api/app/checkuser'],
  createuser: ['POST', '/api/app/createuser'],
  login: ['POST', '/api/app/login'],
  logout: ['POST', '/api/app/logout'],
  readuserinfo: ['POST', '/api/app/readuserinfo'],
  getuser: ['POST', '/api/app/getuser'],
  updateuser: ['POST', '/api/app/updateuser'],
  updateuserCustom: ['POST', '/api/app/updateuserCustom'],
  'identify-user': ['POST', '/api/app/identify-user'],
  sendvalidationpin: ['POST', '/api/app/sendvalidationpin'],
  resentvalidationpin: ['POST', '/api/app/resentvalidationpin'],
  validatephonenumber: ['POST', '/api/app/validatephonenumber'],
  resetpasswordsms: ['POST', '/api/app/resetpasswordsms'],
  managerlogin: ['POST', '/api/app/managerlogin'],
  registerdevice: ['POST', '/api/app/registerdevice'],
  'postalcode/lookup': ['POST', '/api/app/postalcode/lookup'],
  'postalcode/states': ['GET', '/api/app/postalcode/states'],
  'admin/cidadeuf': ['GET', '/api/admin/cidadeuf'],
  getcitydistrict: ['GET', '/api/app/getcitydistrict'],
  ordercartproductvalidate: ['POST', '/api/app/ordercartproductvalidate'],
  'v2/orderdelivery': ['POST', '/api/app/v2/orderdelivery'],
  'v2/orderdeliverypayment': ['POST', '/api/app/v2/orderdeliverypayment'],
  readorder: ['POST', '/api/app/readorder'],
  readordernotoken: ['POST', '/api/app/readordernotoken'],
  mydelivery: ['POST', '/api/app/mydelivery'],
  'admin/updateorder': ['POST', '/api/admin/updateorder'],
  'manager/cancelordermanager': ['POST', '/api/app/manager/cancelordermanager'],
  addeditaddress: ['POST', '/api/app/addeditaddress'],
  removeaddress: ['POST', '/api/app/removeaddress'],
  checkfreedistrict: ['POST', '/api/app/checkfreedistrict'],
};
