import type { Handlers } from '../../platform/http.ts';
import type { ClinicRegisterService } from './clinic-register.service.ts';

export function clinicRegisterRoutes(s: { register: ClinicRegisterService }): Pick<Handlers, 'createclinic'> {
  return { createclinic: s.register.register };
}
