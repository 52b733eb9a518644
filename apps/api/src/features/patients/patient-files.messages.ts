import { localTexts } from '../../platform/service-kit.ts';

// Texts of the answers about files, photos, shared results and plans (pt-BR is the product's).
const TEXTS = {
  patientNotFound: { 'pt-BR': 'Paciente não encontrado.', en: 'Patient not found.' },
  fileNotFound: { 'pt-BR': 'Arquivo não encontrado.', en: 'File not found.' },
  photoNotFound: { 'pt-BR': 'Foto não encontrada.', en: 'Photo not found.' },
  planNotFound: { 'pt-BR': 'Plano não encontrado.', en: 'Plan not found.' },
  shareNotFound: { 'pt-BR': 'Compartilhamento não encontrado.', en: 'Share not found.' },
  resultNotFound: {
    'pt-BR': 'Resultado não encontrado ou expirado.',
    en: 'Result not found or expired.',
  },
  fileTooLarge: { 'pt-BR': 'Arquivo muito grande: envie até 10 MB.', en: 'File too large: up to 10 MB.' },
  fileType: {
    'pt-BR': 'Envie um PDF ou uma imagem (JPEG, PNG ou WebP).',
    en: 'Send a PDF or an image (JPEG, PNG or WebP).',
  },
  notAnImage: { 'pt-BR': 'O arquivo não é uma imagem.', en: 'The file is not an image.' },
  alreadyHidden: { 'pt-BR': 'Este item já foi ocultado.', en: 'This item was already hidden.' },
  imageConsentRequired: {
    'pt-BR': 'O paciente não consentiu o uso de imagem: registre o consentimento antes de compartilhar.',
    en: 'The patient has not consented to the use of their image: record the consent before sharing.',
  },
  photoHidden: {
    'pt-BR': 'Esta foto foi ocultada e não pode ser compartilhada.',
    en: 'This photo was hidden and cannot be shared.',
  },
  sessionNotFound: { 'pt-BR': 'Sessão inválida.', en: 'Invalid session.' },
  onlyProfessionals: {
    'pt-BR': 'Só um profissional de saúde cria planos de aplicação.',
    en: 'Only a health professional creates application plans.',
  },
} as const;

export type PatientFilesText = keyof typeof TEXTS;
export const patientFilesText = localTexts(TEXTS);
