import { defineCalls } from '../contract-types.ts';
import { SessionResponse } from '../users/schemas.ts';
import { clinicRegisterRoutes } from './routes.ts';
import { CreateClinicBody } from './schemas.ts';

export const clinicRegisterCalls = defineCalls(clinicRegisterRoutes, {
  createclinic: {
    rateLimited: true,
    summary:
      "Registers a patient on the clinic's host: their account (password hashed; the phone is then validated by SMS code) and, when the clinic has no patient with that CPF, their patient record. Signs in.",
    body: CreateClinicBody,
    response: SessionResponse,
  },
});
