import { localTexts } from '../../platform/service-kit.ts';

/** What open-account refusals say (decisions 070, 186), in the person's language. */
export const openOrderTexts = localTexts({
  noOpenOrders: {
    'pt-BR': 'Este local não trabalha com contas abertas.',
    en: 'This place does not run open accounts.',
  },
  noOpenOrder: { 'pt-BR': 'Conta não encontrada.', en: 'No Open Order' },
  unknownNumber: {
    'pt-BR': 'Número não encontrado. Confira o número da mesa ou peça ajuda ao garçom.',
    en: 'Number not found. Check the table number or ask the waiter.',
  },
  codeNeeded: {
    'pt-BR': 'Esta conta já está aberta. Peça o código de convite a quem abriu a conta ou chame o garçom.',
    en: 'This account is already open. Ask whoever opened it for the invite code, or call the waiter.',
  },
  codeWrong: { 'pt-BR': 'Código de convite inválido.', en: 'Invalid invite code.' },
  // The code printed beside a spot's QR (decision 186), named by the kind of account (decision 207):
  // the spec's words (mesa, comanda, quarto, chalé); hotel guests ask the front desk, not a waiter.
  tableCodeNeeded: {
    'pt-BR': 'Digite o código da mesa, impresso ao lado do QR Code.',
    en: 'Type the table code printed beside the QR code.',
  },
  tableCodeWrong: {
    'pt-BR': 'Código da mesa inválido. Confira o código impresso na mesa ou chame o garçom.',
    en: 'Invalid table code. Check the code printed on the table or call the waiter.',
  },
  tabCodeNeeded: {
    'pt-BR': 'Digite o código da comanda, impresso ao lado do QR Code.',
    en: 'Type the tab code printed beside the QR code.',
  },
  tabCodeWrong: {
    'pt-BR': 'Código da comanda inválido. Confira o código impresso na comanda ou chame o garçom.',
    en: 'Invalid tab code. Check the code printed on the tab or call the waiter.',
  },
  roomCodeNeeded: {
    'pt-BR': 'Digite o código do quarto, impresso ao lado do QR Code.',
    en: 'Type the room code printed beside the QR code.',
  },
  roomCodeWrong: {
    'pt-BR': 'Código do quarto inválido. Confira o código impresso no quarto ou fale com a recepção.',
    en: 'Invalid room code. Check the code printed in the room or ask the front desk.',
  },
  chaletCodeNeeded: {
    'pt-BR': 'Digite o código do chalé, impresso ao lado do QR Code.',
    en: 'Type the chalet code printed beside the QR code.',
  },
  chaletCodeWrong: {
    'pt-BR': 'Código do chalé inválido. Confira o código impresso no chalé ou fale com a recepção.',
    en: 'Invalid chalet code. Check the code printed in the chalet or ask the front desk.',
  },
  tooManyCodes: {
    'pt-BR': 'Muitas tentativas com o código de convite. Tente de novo em alguns minutos ou chame o garçom.',
    en: 'Too many invite code attempts. Try again in a few minutes or call the waiter.',
  },
  closed: { 'pt-BR': 'Esta conta já foi fechada.', en: 'This account is already closed.' },
  taken: { 'pt-BR': 'Este número já tem uma conta aberta.', en: 'This number already has an open account.' },
  sameAccount: { 'pt-BR': 'Escolha outra conta para juntar.', en: 'Choose another account to merge.' },
  notMember: { 'pt-BR': 'Esta pessoa não está nesta conta.', en: 'This person is not on this account.' },
  balanceLeft: {
    'pt-BR': 'Faltam {amount} para fechar a conta.',
    en: '{amount} is still missing to close the account.',
  },
});
