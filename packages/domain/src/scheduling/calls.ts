import { defineCalls } from '../contract-types.ts';
import { schedulingRoutes } from './routes.ts';
import {
  AppointmentsCreateBody,
  AppointmentsCreateResponse,
  AppointmentsDayBody,
  AppointmentsDayResponse,
  AppointmentsListBody,
  AppointmentsListResponse,
  AppointmentsMonthBody,
  AppointmentsMonthResponse,
  AppointmentsRemoveBody,
  AppointmentsRemoveResponse,
  AppointmentsUpdateBody,
  AppointmentsUpdateResponse,
  AttendanciesCreateBody,
  AttendanciesDaysBody,
  AttendanciesDaysResponse,
  AttendanciesFunnelBody,
  AttendanciesListBody,
  AttendanciesListResponse,
  AttendanciesSupplierBody,
  AttendanciesUpdateBody,
  AttendanciesUpdateResponse,
  AttendancyResponse,
  RestaurantManagerListBody,
  RestaurantManagerListResponse,
  ServiceSupplierListBody,
  ServiceSupplierListResponse,
  ServiceSupplierUpdateBody,
  ServiceSupplierUpdateResponse,
  SpecialityListBody,
  SpecialityListResponse,
} from './schemas.ts';

export const schedulingCalls = defineCalls(schedulingRoutes, {
  'speciality/list': {
    summary: "The place's specialities, in the clinic's order.",
    body: SpecialityListBody,
    response: SpecialityListResponse,
  },
  'servicesupplier/list': {
    summary: 'Service suppliers (of one speciality when given); prices only for staff (spec 1 §6).',
    body: ServiceSupplierListBody,
    response: ServiceSupplierListResponse,
  },
  'servicesupplier/update': {
    summary: 'Creates or updates a supplier: photo, bio, specialities, services, working hours, associations.',
    body: ServiceSupplierUpdateBody,
    response: ServiceSupplierUpdateResponse,
  },
  'admin/restaurantmanager/list': {
    summary: "The place's managers with their supplier ids, and the suppliers.",
    body: RestaurantManagerListBody,
    response: RestaurantManagerListResponse,
  },
  'appointments/day': {
    summary: "A supplier's active slots of one day, each marked free or taken.",
    body: AppointmentsDayBody,
    response: AppointmentsDayResponse,
  },
  'appointments/month': {
    summary: "A supplier's month: per day, future active slots and how many are free.",
    body: AppointmentsMonthBody,
    response: AppointmentsMonthResponse,
  },
  'appointments/list': {
    summary: "A supplier's slots from today (active ones unless active is false), up to 500.",
    body: AppointmentsListBody,
    response: AppointmentsListResponse,
  },
  'appointments/create': {
    summary: 'Creates a one-off slot or a weekly series; overlapping slots are refused by the database.',
    body: AppointmentsCreateBody,
    response: AppointmentsCreateResponse,
  },
  'appointments/update': {
    summary: 'Moves, (de)activates a slot or attaches a product; a booked slot cannot move.',
    body: AppointmentsUpdateBody,
    response: AppointmentsUpdateResponse,
  },
  'appointments/remove': {
    summary: 'Removes a free slot (and, with series, the later free slots of its series).',
    body: AppointmentsRemoveBody,
    response: AppointmentsRemoveResponse,
  },
  'attendancies/create': {
    summary: 'Books a free slot (pending); two bookings of one time can never both succeed.',
    body: AttendanciesCreateBody,
    response: AttendancyResponse,
  },
  'attendancies/update': {
    summary: 'Confirms, concludes, cancels or reschedules a booking (patients: confirm or cancel their own).',
    body: AttendanciesUpdateBody,
    response: AttendanciesUpdateResponse,
  },
  'attendancies/list': {
    summary: "The caller's own bookings at the place (newest time first).",
    body: AttendanciesListBody,
    response: AttendanciesListResponse,
  },
  'attendancies/supplier': {
    summary: "A supplier's agenda between two days (a supplier sees only their own).",
    body: AttendanciesSupplierBody,
    response: AttendanciesListResponse,
  },
  'attendancies/days': {
    summary: 'Days of a month with open bookings, and how many.',
    body: AttendanciesDaysBody,
    response: AttendanciesDaysResponse,
  },
  'attendancies/listAttended': {
    summary: 'Attended bookings in a range (funnel: attended).',
    body: AttendanciesFunnelBody,
    response: AttendanciesListResponse,
  },
  'attendancies/listLost': {
    summary: 'Cancelled bookings and open ones whose time passed (funnel: lost).',
    body: AttendanciesFunnelBody,
    response: AttendanciesListResponse,
  },
  'attendancies/scheduledList': {
    summary: 'Open bookings from now (funnel: scheduled).',
    body: AttendanciesFunnelBody,
    response: AttendanciesListResponse,
  },
});
