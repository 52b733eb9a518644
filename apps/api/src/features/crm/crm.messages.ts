import { localTexts } from '../../platform/service-kit.ts';

// Texts of the CRM answers, in the request's language (pt-BR is the product's).
const TEXTS = {
  filterNotFound: { 'pt-BR': 'Filtro não encontrado.', en: 'Filter not found.' },
  tooManyFilters: {
    'pt-BR': 'Você já tem 50 filtros salvos. Exclua um para salvar outro.',
    en: 'You already have 50 saved filters. Delete one to save another.',
  },
  filterNameTaken: {
    'pt-BR': 'Já existe um filtro salvo com este nome.',
    en: 'A saved filter with this name already exists.',
  },
} as const;

export const crmText = localTexts(TEXTS);
