import { localTexts } from '../../platform/service-kit.ts';

// Texts of the CRM lists' answers, in the request's language (pt-BR is the product's).
export const crmListsText = localTexts({
  reasonNotFound: { 'pt-BR': 'Motivo de cancelamento não encontrado.', en: 'Cancellation reason not found.' },
  campaignNotFound: { 'pt-BR': 'Campanha não encontrada.', en: 'Campaign not found.' },
  firstContactNotFound: { 'pt-BR': 'Primeiro contato não encontrado.', en: 'First contact not found.' },
  organizationNotFound: { 'pt-BR': 'Organização não encontrada.', en: 'Organisation not found.' },
  contactTypeNotFound: { 'pt-BR': 'Tipo de contato não encontrado.', en: 'Contact type not found.' },
  specialityNotFound: { 'pt-BR': 'Especialidade não encontrada.', en: 'Speciality not found.' },
  supplierNotFound: { 'pt-BR': 'Profissional não encontrado.', en: 'Professional not found.' },
  patientNotFound: { 'pt-BR': 'Paciente não encontrado.', en: 'Patient not found.' },
  reasonTaken: {
    'pt-BR': 'Já existe um motivo de cancelamento com este nome.',
    en: 'A cancellation reason with this name already exists.',
  },
  campaignTaken: { 'pt-BR': 'Já existe uma campanha com este nome.', en: 'A campaign with this name already exists.' },
  firstContactTaken: {
    'pt-BR': 'Já existe um primeiro contato com este nome.',
    en: 'A first contact with this name already exists.',
  },
  organizationTaken: {
    'pt-BR': 'Já existe uma organização com este nome.',
    en: 'An organisation with this name already exists.',
  },
  contactTypeTaken: {
    'pt-BR': 'Já existe um tipo de contato com este nome.',
    en: 'A contact type with this name already exists.',
  },
});
export type CrmListsTextKey = Parameters<typeof crmListsText>[1];
