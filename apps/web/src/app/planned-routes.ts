import type { AccessLevel } from '@app/domain/shared/access';

// The rest of spec 3 §2.2: routes whose screens do not exist yet, with the work they arrive with.
// Data only: the router, the guard and links use route-table.ts, which holds served routes alone,
// so a planned path shows NotFound and nothing can redirect or link to it (pathFor does not accept
// these names). A route moves to route-table.ts in the same change that adds its screen.

export type PlannedRouteName =
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
  p('AutomaticMessages', '/mensagens-automaticas/*', 'user', 'clinic'),
  p('ClinicRegister', '/cadastro', null, 'clinic', "Login's 'create account' goes here on a clinic host, with ?phone="),
  p('Anamnesis', '/anamnese/:id', 'manager', 'clinic'),
  p('AnamnesisLink', '/anamnese/paciente/:hash', 'anonymous', 'clinic'),
  p('PatientLink', '/formulario/paciente/:hash', 'anonymous', 'clinic'),
  p('NewProcedure', '/procedimento/paciente/:patient/criar', 'supplier', 'clinic'),
  p('NewSurgery', '/cirurgia/paciente/:patient/criar', 'supplier', 'clinic'),
  p('CRM', '/crm', 'supplier', 'clinic'),
  p('SalesFunnel', '/sales-funnel', 'user', 'clinic'),
  p('ProcedureResult', '/resultado-procedimento/:type/:id', 'anonymous', 'clinic'),
  p('IdentifyUser', '/identificar', 'anonymous', 'clinic'),
];
