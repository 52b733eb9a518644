import type { AccessLevel } from '@app/domain/shared/access';

// The rest of spec 3 §2.2: routes whose screens do not exist yet, with the work they arrive with.
// Data only: the router, the guard and links use route-table.ts, which holds served routes alone,
// so a planned path shows NotFound and nothing can redirect or link to it (pathFor does not accept
// these names). A route moves to route-table.ts in the same change that adds its screen.

export type PlannedRouteName =
  | 'RequestAccess'
  | 'AccessRequests'
  | 'MyServicesList'
  | 'PaymentList'
  | 'MyServices'
  | 'IndicationsList'
  | 'DuplicateOrder'
  | 'Appointments'
  | 'SupplierAppointments'
  | 'MySchedule'
  | 'AutomaticMessages'
  | 'PatientList'
  | 'NewPatient'
  | 'ViewPatient'
  | 'EditPatient'
  | 'ClinicRegister'
  | 'Anamnesis'
  | 'AnamnesisLink'
  | 'PatientLink'
  | 'NewRecord'
  | 'NewProcedure'
  | 'NewSurgery'
  | 'CRM'
  | 'SalesFunnel'
  | 'ProcedureResult'
  | 'IdentifyUser';

export type PlannedRoute = {
  name: PlannedRouteName;
  path: string;
  level: AccessLevel | null;
  arrivesWith: 'open accounts' | 'staff tools' | 'clinic';
  /** What the guard or another screen does with it once it exists. */
  then?: string;
};

const p = (
  name: PlannedRouteName,
  path: string,
  level: AccessLevel | null,
  arrivesWith: PlannedRoute['arrivesWith'],
  then?: string,
): PlannedRoute => (then ? { name, path, level, arrivesWith, then } : { name, path, level, arrivesWith });

export const PLANNED_ROUTES: readonly PlannedRoute[] = [
  p(
    'RequestAccess',
    '/solicitar-acesso',
    'user',
    'staff tools',
    'guard step 6: a non-master, non-manager user of a provider place with the new-user flow redirects here; others leave it for Index',
  ),
  p('AccessRequests', '/solicitacoes-de-acesso', 'manager', 'staff tools'),
  p('MyServicesList', '/meus-atendimentos', 'user', 'clinic'),
  p('PaymentList', '/pagamentos', 'manager', 'staff tools'),
  p('MyServices', '/meu-atendimento/:id', 'user', 'clinic'),
  p('IndicationsList', '/indicacoes', 'manager', 'staff tools'),
  p('DuplicateOrder', '/duplicar-pedido/:id', 'manager', 'open accounts'),
  p('Appointments', '/horarios', 'owner', 'clinic'),
  p('SupplierAppointments', '/horarios/:id/*', 'owner', 'clinic'),
  p('MySchedule', '/agendamento/:schedule/*', 'user', 'clinic'),
  p('AutomaticMessages', '/mensagens-automaticas/*', 'user', 'clinic'),
  p('PatientList', '/pacientes', 'manager', 'clinic'),
  p('NewPatient', '/pacientes/criar', 'manager', 'clinic'),
  p('ViewPatient', '/pacientes/:id/ver/*', 'manager', 'clinic'),
  p('EditPatient', '/pacientes/:id/editar', 'manager', 'clinic'),
  p('ClinicRegister', '/cadastro', null, 'clinic', "Login's 'create account' goes here on a clinic host, with ?phone="),
  p('Anamnesis', '/anamnese/:id', 'manager', 'clinic'),
  p('AnamnesisLink', '/anamnese/paciente/:hash', 'anonymous', 'clinic'),
  p('PatientLink', '/formulario/paciente/:hash', 'anonymous', 'clinic'),
  p('NewRecord', '/consulta/paciente/:patient/criar', 'supplier', 'clinic'),
  p('NewProcedure', '/procedimento/paciente/:patient/criar', 'supplier', 'clinic'),
  p('NewSurgery', '/cirurgia/paciente/:patient/criar', 'supplier', 'clinic'),
  p('CRM', '/crm', 'supplier', 'clinic'),
  p('SalesFunnel', '/sales-funnel', 'user', 'clinic'),
  p('ProcedureResult', '/resultado-procedimento/:type/:id', 'anonymous', 'clinic'),
  p('IdentifyUser', '/identificar', 'anonymous', 'clinic'),
];
