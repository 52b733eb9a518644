import { defineRoutes } from '../call-route.ts';

// Clinic scheduling (spec 2 §2, §6, §7). Reads of specialities, suppliers and free times are public
// (a patient chooses before signing in, as on Doctoralia); a booking needs the patient; slots and
// the agenda need staff. Staff calls are manager-only for the roles of decision 068.
export const schedulingRoutes = defineRoutes({
  'speciality/list': { level: 'anonymous' },
  'servicesupplier/list': { level: 'anonymous' },
  'servicesupplier/update': { level: 'manager' },
  'admin/restaurantmanager/list': { level: 'manager' },
  'appointments/day': { level: 'anonymous' },
  'appointments/month': { level: 'anonymous' },
  'appointments/list': { level: 'anonymous' },
  'appointments/create': { level: 'manager' },
  'appointments/update': { level: 'manager' },
  'appointments/remove': { level: 'manager' },
  'attendancies/create': { level: 'user' },
  'attendancies/update': { level: 'user' },
  'attendancies/list': { level: 'user' },
  'attendancies/supplier': { level: 'manager' },
  'attendancies/days': { level: 'manager' },
  'attendancies/listAttended': { level: 'manager' },
  'attendancies/listLost': { level: 'manager' },
  'attendancies/scheduledList': { level: 'manager' },
});
