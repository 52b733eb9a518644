import { createContext, useContext } from 'react';
import { pathFor } from '../../../app/route-table.ts';

/**
 * Where the patient screens link to. The same screens serve two contexts (spec 3 §2.2: the patient
 * routes repeated with a name suffix for schedule contexts): the patient list's and a booking's on
 * the agenda, whose links stay under /agendamento/{schedule}/{day} so the way back is the agenda day.
 */
export type PatientPaths = {
  /** Where "back" goes from the patient, and which label it carries. */
  back: { to: string; kind: 'list' | 'schedule' };
  view(id: string): string;
  edit(id: string): string;
  newRecord(patient: string): string;
  newSurgery(patient: string): string;
  newProcedure(patient: string): string;
};

export const listPatientPaths: PatientPaths = {
  back: { to: pathFor('PatientList'), kind: 'list' },
  view: (id) => pathFor('ViewPatient', { id }),
  edit: (id) => pathFor('EditPatient', { id }),
  newRecord: (patient) => pathFor('NewRecord', { patient }),
  newSurgery: (patient) => pathFor('NewSurgery', { patient }),
  newProcedure: (patient) => pathFor('NewProcedure', { patient }),
};

/** The paths of the schedule context: a booking and the agenda day it was opened from (yyyy-mm-dd). */
export function schedulePatientPaths(schedule: string, day: string): PatientPaths {
  const at = { schedule, day };
  return {
    back: { to: `${pathFor('MySchedule', { schedule })}?${new URLSearchParams({ dia: day })}`, kind: 'schedule' },
    view: (id) => pathFor('ViewPatientSchedule', { ...at, id }),
    edit: (id) => pathFor('EditPatientSchedule', { ...at, id }),
    newRecord: (patient) => pathFor('NewRecordSchedule', { ...at, patient }),
    newSurgery: (patient) => pathFor('NewSurgerySchedule', { ...at, patient }),
    newProcedure: (patient) => pathFor('NewProcedureSchedule', { ...at, patient }),
  };
}

const PatientPathsContext = createContext<PatientPaths>(listPatientPaths);
export const PatientPathsProvider = PatientPathsContext.Provider;
export const usePatientPaths = () => useContext(PatientPathsContext);
