import { defineRoutes } from '../call-route.ts';

// A patient registers on the clinic's host (spec 2 §7 createclinic; decision 167): anonymous, at
// one place (the clinic the patient registers with).
export const clinicRegisterRoutes = defineRoutes({
  createclinic: { level: 'anonymous', place: 'required' },
});
