import { z } from 'zod';
import { boundedCents, boundedDay, boundedInt, DAY_MAX, DAY_MIN, PRICE_MAX_CENTS } from '../shared/bounds.ts';
import { plainText } from '../shared/zod-rules.ts';
import { SupplierId } from '../users/team-schemas.ts';
import {
  ATTENDANCY_STATUSES,
  ATTENDANCY_TYPES,
  HOUR_PATTERN,
  minutesOf,
  REPEAT_WEEKS_MAX,
  SLOT_MINUTES_MAX,
  SLOT_MINUTES_MIN,
} from './rules.ts';

// The wire of clinic scheduling (spec 2 §3–§4, §7). A supplier is keyed by the text id of
// place_members.supplier_id ('supplier-pedro'); times are ISO instants, local parts are São Paulo.

const supplierId = SupplierId.min(1, 'Escolha um profissional.');
const id = (text: string) => z.uuid(text);
const Hour = z.string().regex(HOUR_PATTERN, 'Informe a hora no formato HH:MM.');
const Day = boundedDay('fieldDate');
const Month = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Mês: informe no formato AAAA-MM.')
  .refine((v) => v >= DAY_MIN.slice(0, 7) && v <= DAY_MAX.slice(0, 7), 'Mês: informe um mês entre 2000 e 2100.');
const Status = z.union(
  ATTENDANCY_STATUSES.map((s) => z.literal(s)) as [z.ZodLiteral<0>, z.ZodLiteral<1>, z.ZodLiteral<2>, z.ZodLiteral<3>],
  'Situação do agendamento: use 0 (pendente), 1 (agendado), 2 (atendido) ou 3 (cancelado).',
);
const Type = z.union(
  ATTENDANCY_TYPES.map((s) => z.literal(s)) as [
    z.ZodLiteral<0>,
    z.ZodLiteral<1>,
    z.ZodLiteral<2>,
    z.ZodLiteral<3>,
    z.ZodLiteral<4>,
  ],
  'Tipo de agendamento: use 0 (consulta), 1 (retorno), 2 (procedimento), 3 (paciente modelo) ou 4 (representante).',
);

// Specialities and suppliers

export const Speciality = z.object({ _id: z.string(), name: z.string() });
export const SpecialityListBody = z.object({});
export const SpecialityListResponse = z.object({ specialities: z.array(Speciality) });

export const SupplierService = z.object({
  name: plainText(120).trim().min(1, 'Informe o nome do serviço.'),
  duration_minutes: boundedInt('fieldDuration', SLOT_MINUTES_MIN, SLOT_MINUTES_MAX),
  /** Cents; null in answers to non-staff (spec 1 §6: prices hidden in service-supplier places). */
  price_cents: boundedCents('fieldServicePrice', 0, PRICE_MAX_CENTS).nullable(),
});
export const WorkingHours = z
  .object({
    weekday: boundedInt('fieldWeekday', 0, 6),
    start: Hour,
    end: Hour,
  })
  .refine((h) => minutesOf(h.end) > minutesOf(h.start), {
    message: 'O horário final deve ser depois do inicial.',
    path: ['end'],
  });

export const ServiceSupplier = z.object({
  service_supplier_id: z.string(),
  name: z.string(),
  photo: z.string().nullable(),
  bio: z.string().nullable(),
  specialities: z.array(Speciality),
  services: z.array(SupplierService),
  working_hours: z.array(WorkingHours),
  associated_service_supplier_ids: z.array(z.string()),
  splits_associated_ids: z.array(z.string()),
  active: z.boolean(),
});
export type ServiceSupplier = z.infer<typeof ServiceSupplier>;

export const ServiceSupplierListBody = z.object({
  speciality_id: id('Especialidade não encontrada.').optional(),
  from_web_app: z.boolean().optional(),
  /** Staff also see inactive suppliers (the back office). */
  include_inactive: z.boolean().optional(),
});
export const ServiceSupplierListResponse = z.object({ service_suppliers: z.array(ServiceSupplier) });

export const ServiceSupplierUpdateBody = z.object({
  service_supplier_id: supplierId,
  name: plainText(120).trim().min(1, 'Informe o nome do profissional.'),
  photo: plainText(500).url('Foto: informe um endereço http(s).').nullable().optional(),
  bio: plainText(2000).nullable().optional(),
  speciality_ids: z.array(id('Especialidade não encontrada.')).max(30, 'No máximo 30 especialidades.').default([]),
  services: z.array(SupplierService).max(50, 'No máximo 50 serviços.').default([]),
  working_hours: z.array(WorkingHours).max(28, 'No máximo 28 faixas de horário.').default([]),
  associated_service_supplier_ids: z.array(SupplierId).max(30, 'No máximo 30 profissionais associados.').default([]),
  splits_associated_ids: z.array(plainText(64)).max(30, 'No máximo 30 regras associadas.').default([]),
  active: z.boolean().default(true),
});
export const ServiceSupplierUpdateResponse = z.object({ service_supplier: ServiceSupplier });

export const RestaurantManager = z.object({
  _id: z.string(),
  user_id: z.string(),
  username: z.string(),
  owner: z.boolean(),
  service_supplier_id: z.string().nullable(),
});
export const RestaurantManagerListBody = z.object({});
export const RestaurantManagerListResponse = z.object({
  managers: z.array(RestaurantManager),
  /** The suppliers of the place (spec 2 §3 Manager: service_suppliers list). */
  service_suppliers: z.array(z.object({ service_supplier_id: z.string(), name: z.string() })),
});

// Slots (appointments)

export const Appointment = z.object({
  _id: z.string(),
  service_supplier_id: z.string(),
  /** Local (São Paulo) day and hours. */
  date: z.string(),
  start: z.string(),
  end: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  active: z.boolean(),
  /** Set on every slot made by one weekly-recurring create. */
  series_id: z.string().nullable(),
  product_id: z.string().nullable(),
  /** No open booking holds it. */
  free: z.boolean(),
});
export type Appointment = z.infer<typeof Appointment>;

export const AppointmentsDayBody = z.object({
  service_supplier_id: supplierId,
  date: Day,
  /** Kept free even when booked: the patient's own booking being rescheduled. */
  appointment_id: id('Horário não encontrado.').optional(),
});
export const AppointmentsDayResponse = z.object({ date: z.string(), appointments: z.array(Appointment) });

export const AppointmentsMonthBody = z.object({ service_supplier_id: supplierId, month: Month });
export const AppointmentsMonthResponse = z.object({
  month: z.string(),
  days: z.array(z.object({ date: z.string(), slots: z.number().int(), free: z.number().int() })),
});

export const AppointmentsListBody = z.object({
  service_supplier_id: supplierId,
  /** true (default): future active slots only. */
  active: z.boolean().default(true),
  from: Day.optional(),
});
export const AppointmentsListResponse = z.object({ appointments: z.array(Appointment) });

const SlotTimes = {
  date: Day,
  start: Hour,
  end: Hour,
};
const endAfterStart = (v: { start?: string; end?: string }) =>
  v.start === undefined || v.end === undefined || minutesOf(v.end) - minutesOf(v.start) >= SLOT_MINUTES_MIN;
const endMessage = {
  message: `O horário final deve ser ao menos ${SLOT_MINUTES_MIN} minutos depois do inicial.`,
  path: ['end'],
};

export const AppointmentsCreateBody = z
  .object({
    service_supplier_id: supplierId,
    ...SlotTimes,
    /** 1: a one-off slot; n: the same weekday and hours for n weeks. */
    repeat_weeks: boundedInt('fieldRepeatWeeks', 1, REPEAT_WEEKS_MAX).default(1),
    product_id: id('Produto não encontrado.').nullable().optional(),
  })
  .refine(endAfterStart, endMessage);
export const AppointmentsCreateResponse = z.object({ appointments: z.array(Appointment) });

export const AppointmentsUpdateBody = z
  .object({
    appointment_id: id('Horário não encontrado.'),
    date: Day.optional(),
    start: Hour.optional(),
    end: Hour.optional(),
    active: z.boolean().optional(),
    /** AddProductToAppointment: the product a booking of this slot puts in the cart; null detaches. */
    product_id: id('Produto não encontrado.').nullable().optional(),
  })
  .refine(endAfterStart, endMessage);
export const AppointmentsUpdateResponse = z.object({ appointment: Appointment });

export const AppointmentsRemoveBody = z.object({
  id: id('Horário não encontrado.'),
  /** Also the later free slots of the same weekly series. */
  series: z.boolean().default(false),
});
export const AppointmentsRemoveResponse = z.object({ removed: z.number().int() });

// Attendancies (bookings)

export const Attendancy = z.object({
  _id: z.string(),
  service_supplier_id: z.string(),
  service_supplier_name: z.string(),
  appointment_id: z.string().nullable(),
  user_id: z.string(),
  username: z.string(),
  /** Staff only (null for the patient's own answers: they know it). */
  phone: z.string().nullable(),
  type: Type,
  status: Status,
  starts_at: z.string(),
  ends_at: z.string(),
  date: z.string(),
  start: z.string(),
  notes: z.string().nullable(),
  octadesk_id: z.string().nullable(),
  order_id: z.string().nullable(),
  created_at: z.string(),
});
export type Attendancy = z.infer<typeof Attendancy>;

export const AttendanciesCreateBody = z.object({
  appointment_id: id('Escolha um horário.'),
  type: Type.default(0),
  notes: plainText(1000).nullable().optional(),
  /** Staff booking for a patient of the place; a patient books for themselves. */
  user_id: id('Paciente não encontrado.').optional(),
});
export const AttendancyResponse = z.object({ attendancy: Attendancy });

export const AttendanciesUpdateBody = z.object({
  attendancy_id: id('Agendamento não encontrado.'),
  status: Status.optional(),
  type: Type.optional(),
  /** Reschedule: the new slot. */
  appointment_id: id('Escolha um horário.').optional(),
  notes: plainText(1000).nullable().optional(),
});
export const AttendanciesUpdateResponse = z.object({
  attendancy: Attendancy,
  message: z.enum(['confirmed', 'concluded', 'cancelled', 'updated']),
});

export const AttendanciesListBody = z.object({ status: Status.optional() });
export const AttendanciesListResponse = z.object({ attendancies: z.array(Attendancy) });

const Range = {
  service_supplier_id: supplierId.optional(),
  from: Day.optional(),
  to: Day.optional(),
};
export const AttendanciesSupplierBody = z.object({ ...Range, status: Status.optional() });
export const AttendanciesDaysBody = z.object({ service_supplier_id: supplierId.optional(), month: Month });
export const AttendanciesDaysResponse = z.object({
  month: z.string(),
  days: z.array(z.object({ date: z.string(), count: z.number().int() })),
});
export const AttendanciesFunnelBody = z.object(Range);

// Booking through the cart (decision 125): the chosen time travels with the order.

/** The time a cart's service is booked at; the checkout creates the attendancy with the order. */
export const BookingChoice = z.object({
  appointment_id: id('Escolha um horário.'),
  type: Type.default(0),
  notes: plainText(1000).nullable().optional(),
});
export type BookingChoice = z.infer<typeof BookingChoice>;
