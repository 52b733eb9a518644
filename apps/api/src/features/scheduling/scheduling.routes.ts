import type { Handlers } from '../../platform/http.ts';
import type { SchedulingService } from './scheduling.service.ts';

type SchedulingCalls =
  | 'speciality/list'
  | 'servicesupplier/list'
  | 'servicesupplier/update'
  | 'admin/restaurantmanager/list'
  | 'appointments/day'
  | 'appointments/month'
  | 'appointments/list'
  | 'appointments/create'
  | 'appointments/update'
  | 'appointments/remove'
  | 'attendancies/create'
  | 'attendancies/update'
  | 'attendancies/list'
  | 'attendancies/supplier'
  | 'attendancies/days'
  | 'attendancies/listAttended'
  | 'attendancies/listLost'
  | 'attendancies/scheduledList';

export function schedulingRoutes(s: { scheduling: SchedulingService }): Pick<Handlers, SchedulingCalls> {
  const x = s.scheduling;
  return {
    'speciality/list': x.listSpecialities,
    'servicesupplier/list': x.listSuppliers,
    'servicesupplier/update': x.updateSupplier,
    'admin/restaurantmanager/list': x.listManagers,
    'appointments/day': x.appointmentsDay,
    'appointments/month': x.appointmentsMonth,
    'appointments/list': x.appointmentsList,
    'appointments/create': x.createAppointments,
    'appointments/update': x.updateAppointment,
    'appointments/remove': x.removeAppointment,
    'attendancies/create': x.createAttendancy,
    'attendancies/update': x.updateAttendancy,
    'attendancies/list': x.listMine,
    'attendancies/supplier': x.supplierAgenda,
    'attendancies/days': x.bookedDays,
    'attendancies/listAttended': x.listAttended,
    'attendancies/listLost': x.listLost,
    'attendancies/scheduledList': x.listScheduled,
  };
}
