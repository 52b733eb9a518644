import { localTexts } from '../../platform/service-kit.ts';

// Texts of the payments answers (spec 1 §5, §8 wording where it exists). The storefront shows the
// server's message verbatim; the code travels with it for translation by code.
const MESSAGES = {
  unavailable: { 'pt-BR': 'Forma de pagamento indisponível.', en: 'Payment method unavailable.' },
  pending: { 'pt-BR': 'Aguarde o seu pagamento ser concluído.', en: 'Wait for your payment to be completed.' },
  timeout: {
    'pt-BR': 'A operadora não respondeu a tempo. Seu pedido ainda não está pago: aguarde a confirmação do pagamento.',
    en: 'The card processor did not answer in time. Your order is not paid yet: wait for the payment confirmation.',
  },
  orderPaid: { 'pt-BR': 'Este pedido já está pago.', en: 'This order is already paid.' },
  orderNotFound: { 'pt-BR': 'Pedido não encontrado.', en: 'Order not found.' },
  locked: {
    'pt-BR': 'O pagamento deste pedido não pode mais ser alterado.',
    en: 'The payment of this order can no longer be changed.',
  },
  cancelLocked: {
    'pt-BR': 'Este pedido já foi aceito: para cancelar o pagamento, fale com o estabelecimento.',
    en: 'This order was already accepted: to cancel its payment, contact the place.',
  },
  installments: { 'pt-BR': 'Parcelamento inválido.', en: 'Invalid installments.' },
  cardNotFound: { 'pt-BR': 'Cartão não encontrado.', en: 'Card not found.' },
  transactionNotFound: { 'pt-BR': 'Transação não encontrada.', en: 'Transaction not found.' },
  buyerNotFound: { 'pt-BR': 'Comprador não encontrado.', en: 'Buyer not found.' },
  sellerNotFound: { 'pt-BR': 'Vendedor não encontrado.', en: 'Seller not found.' },
  sellerUnverified: {
    'pt-BR':
      'O pagamento online deste estabelecimento ainda não está liberado: o vendedor não foi confirmado pelo provedor de pagamentos.',
    en: "This place's online payment is not available yet: its seller has not been confirmed by the payment provider.",
  },
  cardError: { 'pt-BR': 'Houve um erro ao associar um cartão', en: 'There was an error adding the card' },
  cardInvalid: { 'pt-BR': 'Cartão inválido', en: 'Invalid card' },
  declined: {
    'pt-BR': 'Transação não autorizada pelo emissor do cartão.',
    en: 'Transaction declined by the card issuer.',
  },
  providerError: {
    'pt-BR': 'O serviço de pagamento falhou. Tente novamente.',
    en: 'The payment service failed. Try again.',
  },
  wrongAmount: {
    'pt-BR': 'O valor cobrado na maquininha é diferente do total do pedido.',
    en: 'The amount charged on the card machine differs from the order total.',
  },
  pixDescription: { 'pt-BR': 'Pedido', en: 'Order' },
} as const;
export type PaymentMessage = keyof typeof MESSAGES;

export const msg = localTexts(MESSAGES);
