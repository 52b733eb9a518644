import type { Handlers } from '../../platform/http.ts';
import type { PatientsService } from './patients.service.ts';

type PatientsCalls =
  | 'patients/get'
  | 'patients/cpf'
  | 'patients/list'
  | 'patients/check'
  | 'patients/create'
  | 'patients/update'
  | 'patients/consent'
  | 'patients/audit'
  | 'patients/my-audit'
  | 'record/create'
  | 'record/get';

export function patientsRoutes(s: { patients: PatientsService }): Pick<Handlers, PatientsCalls> {
  const x = s.patients;
  return {
    'patients/get': x.get,
    'patients/cpf': x.byCpf,
    'patients/list': x.list,
    'patients/check': x.check,
    'patients/create': x.create,
    'patients/update': x.update,
    'patients/consent': x.consent,
    'patients/audit': x.auditOf,
    'patients/my-audit': x.myAudit,
    'record/create': x.createRecord,
    'record/get': x.getRecord,
  };
}
