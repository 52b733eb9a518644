import type { Handlers } from '../../platform/http.ts';
import type { AnamnesisService } from './anamnesis.service.ts';
import type { PatientLinksService } from './patient-links.service.ts';

type AnamnesisLinkCalls =
  | 'anamnesis/get'
  | 'anamnesis/create'
  | 'patient-link/create'
  | 'patient-link/get'
  | 'patient-link/create-patient'
  | 'patient-link/update-patient'
  | 'anamnesis-link/create'
  | 'anamnesis-link/get'
  | 'anamnesis-link/submit'
  | 'patient-link/list'
  | 'patient-link/revoke';

export function anamnesisLinksRoutes(s: {
  anamnesis: AnamnesisService;
  links: PatientLinksService;
}): Pick<Handlers, AnamnesisLinkCalls> {
  const { anamnesis: a, links: l } = s;
  return {
    'anamnesis/get': a.get,
    'anamnesis/create': a.create,
    'patient-link/create': l.createPatientLink,
    'patient-link/get': l.getPatientLink,
    'patient-link/create-patient': l.createPatient,
    'patient-link/update-patient': l.updatePatient,
    'anamnesis-link/create': l.createAnamnesisLink,
    'anamnesis-link/get': l.getAnamnesisLink,
    'anamnesis-link/submit': l.submitAnamnesis,
    'patient-link/list': l.list,
    'patient-link/revoke': l.revoke,
  };
}
