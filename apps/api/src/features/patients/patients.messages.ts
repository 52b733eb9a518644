import { localTexts } from '../../platform/service-kit.ts';

// Texts of the patient answers, in the request's language (pt-BR is the product's).
const TEXTS = {
  patientNotFound: { 'pt-BR': 'Paciente não encontrado.', en: 'Patient not found.' },
  recordNotFound: { 'pt-BR': 'Registro não encontrado.', en: 'Record not found.' },
  userNotFound: { 'pt-BR': 'Usuário não encontrado.', en: 'User not found.' },
  supplierNotFound: { 'pt-BR': 'Profissional não encontrado.', en: 'Professional not found.' },
  cpfTaken: {
    'pt-BR': 'Já existe um paciente com este CPF/CNPJ.',
    en: 'A patient with this CPF/CNPJ already exists.',
  },
  cpfTakenElsewhere: {
    'pt-BR': 'Já existe um paciente com este CPF/CNPJ na clínica: peça à recepção para vinculá-lo a você.',
    en: 'A patient with this CPF/CNPJ already exists at the clinic: ask the reception to link them to you.',
  },
  userTaken: {
    'pt-BR': 'Este usuário já tem um cadastro de paciente.',
    en: 'This user already has a patient record.',
  },
  consentOutdated: {
    'pt-BR': 'O texto deste consentimento mudou: recarregue a página e mostre o texto novo ao paciente.',
    en: 'The text of this consent has changed: reload the page and show the new text to the patient.',
  },
  onlyProfessionals: {
    'pt-BR': 'Só um profissional de saúde assina registros do prontuário.',
    en: 'Only a health professional signs record entries.',
  },
  addendumOtherPatient: {
    'pt-BR': 'O adendo deve se referir a um registro do mesmo paciente.',
    en: 'The addendum must refer to a record of the same patient.',
  },
} as const;

export type PatientText = keyof typeof TEXTS;
export const patientText = localTexts(TEXTS);
