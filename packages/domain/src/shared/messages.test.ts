import { describe, expect, it } from 'vitest';
import en from './messages.en.json' with { type: 'json' };
import ptBR from './messages.pt-BR.json' with { type: 'json' };
import { formatMessage, isMessageKey, LOCALES, type MessageKey, messages } from './messages.ts';

const placeholders = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();

describe('messages', () => {
  it('have the same keys and placeholders in every locale', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(ptBR).sort());
    for (const key of Object.keys(ptBR) as MessageKey[]) {
      expect(placeholders(messages.en[key]), key).toEqual(placeholders(messages['pt-BR'][key]));
      for (const locale of LOCALES) expect(messages[locale][key].trim(), key).not.toBe('');
    }
  });

  it('carry the spec texts exactly in pt-BR', () => {
    const exact: Partial<Record<MessageKey, string>> = {
      required: 'Campo obrigatório',
      mandatory: 'Obrigatório',
      phoneContact: 'Informe seu número para contato',
      cpfInvalid: 'CPF inválido',
      cnpjInvalid: 'CNPJ inválido',
      cpfCnpjInvalid: 'CPF/CNPJ inválido',
      cpfCnpjRequired: 'Informe seu CPF/CNPJ',
      emailInvalid: 'email inválido',
      passwordMismatch: 'As senhas não conferem',
      pinInvalid: 'O código deve ter 4 dígitos',
      cepNotFound: 'CEP não encontrado. Tente novamente ou busque pelo endereço.',
      deliveryMethod: 'Escolha a forma de entrega',
      chooseTime: 'Escolha um horário',
      couponEmpty: 'Nenhum cupom foi informado',
      comboMinOne: 'Escolha pelo menos 1',
      comboMin: 'Escolha pelo menos {n}',
      stockInsufficient: 'Estoque insuficiente',
      maxQuantity: 'Quantidade Máxima',
      paymentPending: 'Aguarde o seu pagamento ser concluído.',
      cardInvalid: 'Cartão inválido',
      cardSelect: 'Selecione um cartão',
      cardUnknownBrand: 'Bandeira desconhecida',
      tableNumberRequired: 'Por favor, insira o número da mesa.',
      paymentCash: 'Dinheiro',
      paymentOther: 'Cartão na entrega',
      paymentOnlineCard: 'Cartão de crédito online',
      paymentPix: 'Pix',
      paymentLink: 'Link de pagamento / a definir',
      paymentCardMachine: 'Maquininha',
      paymentDebit: 'Débito',
      orderRefused: 'Recusado',
      orderAccepted: 'Aceito',
      orderPending: 'Pendente',
      orderOutForDelivery: 'Saiu para entrega',
      orderDelivered: 'Entregue',
      orderCancelled: 'Cancelado',
      orderError: 'Erro',
      orderClosed: 'Conta fechada',
      orderPaid: 'Pago',
      orderNotAttended: 'Não atendido',
      expiryNever: 'Não expira',
    };
    for (const [key, text] of Object.entries(exact)) expect(ptBR[key as MessageKey], key).toBe(text);
  });

  it('use the spec English texts where the spec quotes them', () => {
    expect(en.serviceTypeMismatch).toBe(
      'You already have a product with another service type in the cart. Please check the cart.',
    );
    expect(en.pendingOrder).toBe('Wait for your current order to be completed.');
    expect(en.placeClosed).toBe('We are closed at the moment.');
    expect(en.checkinRequired).toBe('Check-in in the room is required to place orders!');
    expect(en.paymentPending).toBe('Wait for your payment to be completed.');
  });

  it('formats with {name} interpolation, pt-BR by default', () => {
    expect(formatMessage('required')).toBe('Campo obrigatório');
    expect(formatMessage('required', undefined, 'en')).toBe('Required field');
    expect(formatMessage('comboMin', { n: 3 })).toBe('Escolha pelo menos 3');
    expect(formatMessage('comboMin', { n: 3 }, 'en')).toBe('Choose at least 3');
    expect(formatMessage('expiryIn', { amount: 2, unit: 'dias' })).toBe('Expira em 2 dias');
  });

  it('keeps placeholders without a value and ignores inherited names', () => {
    expect(formatMessage('comboMin', {})).toBe('Escolha pelo menos {n}');
    expect(formatMessage('expiryIn', { amount: 1 })).toBe('Expira em 1 {unit}');
    const inherited: Record<string, number> = Object.create({ n: 5 });
    expect(formatMessage('comboMin', inherited)).toBe('Escolha pelo menos {n}');
  });

  it('recognises keys', () => {
    expect(isMessageKey('cpfInvalid')).toBe(true);
    expect(isMessageKey('nope')).toBe(false);
    expect(isMessageKey('constructor')).toBe(false);
    expect(isMessageKey(1)).toBe(false);
  });
});
