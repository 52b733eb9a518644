import { localTexts } from '../../platform/service-kit.ts';

// Texts of the split rule answers, in the request's language (pt-BR is the product's).
const TEXTS = {
  setNotFound: { 'pt-BR': 'Regra de divisão não encontrada.', en: 'Split rule set not found.' },
  setNotRelevant: {
    'pt-BR': 'Esta regra de divisão não vale para os prestadores do carrinho.',
    en: "This split rule set doesn't apply to the cart's service suppliers.",
  },
  chooseSet: { 'pt-BR': 'Escolha uma regra de divisão.', en: 'Choose a split rule set.' },
  requiredRule: { 'pt-BR': 'A regra "{rule}" é obrigatória.', en: 'The rule "{rule}" is required.' },
  percentageMax: {
    'pt-BR': 'Regra "{rule}": uma porcentagem vai de 0 a 100.',
    en: 'Rule "{rule}": a percentage goes from 0 to 100.',
  },
  costsExceedTotal: {
    'pt-BR': 'Os custos e impostos passam do total do carrinho.',
    en: "Costs and taxes exceed the cart's total.",
  },
  sharesExceedProfit: {
    'pt-BR': 'Os repasses passam do lucro bruto do carrinho.',
    en: "The shares exceed the cart's gross profit.",
  },
  supplierNotFound: { 'pt-BR': 'Prestador de Serviço não encontrado', en: 'Service supplier not found' },
  setsMax: {
    'pt-BR': 'Este local já tem {max} regras de divisão: remova uma antes de criar outra.',
    en: 'This place already has {max} split rule sets: remove one before creating another.',
  },
} as const;

export type SplitText = keyof typeof TEXTS;
export const splitText = localTexts(TEXTS);
