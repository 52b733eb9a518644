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
  surgeryNotFound: { 'pt-BR': 'Cirurgia não encontrada.', en: 'Surgery not found.' },
  procedureNotFound: { 'pt-BR': 'Procedimento não encontrado.', en: 'Procedure not found.' },
  importUnreadable: {
    'pt-BR': 'Não foi possível ler o arquivo: envie um CSV (separado por ; ou ,) ou uma planilha XLSX.',
    en: 'The file could not be read: send a CSV (separated by ; or ,) or an XLSX spreadsheet.',
  },
  importEmpty: { 'pt-BR': 'O arquivo não tem linhas de pacientes.', en: 'The file has no patient rows.' },
  importTooManyRows: {
    'pt-BR': 'A planilha tem mais de 10.000 linhas: divida o arquivo.',
    en: 'The spreadsheet has more than 10,000 rows: split the file.',
  },
  importNoNameColumn: {
    'pt-BR': 'Nenhuma coluna com o nome do paciente: use um cabeçalho como "Nome".',
    en: 'No column with the patient\'s name: use a header such as "Nome".',
  },
  importRepeatedCpf: {
    'pt-BR': 'CPF/CNPJ repetido na linha {line}.',
    en: 'CPF/CNPJ repeated on line {line}.',
  },
  importNoProcedureRows: {
    'pt-BR': 'O arquivo não tem linhas de procedimentos.',
    en: 'The file has no procedure rows.',
  },
  importNoCpfColumn: {
    'pt-BR': 'Nenhuma coluna com o CPF/CNPJ do paciente: use um cabeçalho como "CPF".',
    en: 'No column with the patient\'s CPF/CNPJ: use a header such as "CPF".',
  },
  importNoProcedureColumn: {
    'pt-BR': 'Nenhuma coluna com o tipo de procedimento: use um cabeçalho como "Procedimento".',
    en: 'No column with the procedure type: use a header such as "Procedimento".',
  },
  importPatientNotFound: {
    'pt-BR': 'Nenhum paciente seu com este CPF/CNPJ.',
    en: 'None of your patients has this CPF/CNPJ.',
  },
  integrationUnavailable: {
    'pt-BR': 'O sistema integrado não respondeu. Tente de novo em instantes.',
    en: 'The integrated system did not answer. Try again in a moment.',
  },
  integrationNotConfigured: {
    'pt-BR': 'Nenhum sistema integrado configurado para esta clínica.',
    en: 'No integrated system is set up for this clinic.',
  },
  integrationKeyless: {
    'pt-BR': 'Este servidor não guarda chaves (falta CREDENTIALS_KEY). Fale com o suporte.',
    en: 'This server keeps no keys (CREDENTIALS_KEY is missing). Please contact support.',
  },
  addendumOtherItem: {
    'pt-BR': 'O adendo deve se referir a um item do mesmo paciente.',
    en: 'The addendum must refer to an item of the same patient.',
  },
} as const;

export type PatientText = keyof typeof TEXTS;
export const patientText = localTexts(TEXTS);
