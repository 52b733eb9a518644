import type { AccessLevel } from '@app/domain/shared/access';

// The rest of spec 3 §2.2: routes whose screens do not exist yet, with the work they arrive with.
// Data only: the router, the guard and links use route-table.ts, which holds served routes alone,
// so a planned path shows NotFound and nothing can redirect or link to it (pathFor does not accept
// these names). A route moves to route-table.ts in the same change that adds its screen.

export type PlannedRouteName = 'PatientList' | 'NewPatient' | 'ViewPatient' | 'EditPatient' | 'NewRecord';

export type PlannedRoute = {
  name: PlannedRouteName;
  path: string;
  level: AccessLevel | null;
  arrivesWith: 'open accounts' | 'staff tools' | 'clinic';
  /** What the guard or another screen does with it once it exists. */
  then?: string;
};

export const PLANNED_ROUTES: readonly PlannedRoute[] = [];
