import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMessage } from '../shared/messages.ts';
import {
  cardNumberMask,
  detectBrand,
  formatCardNumber,
  holderCpfDigits,
  holderName,
  luhnValid,
  parseExpiry,
  tokenizationFields,
  validateCardForm,
  validateCardNumber,
  validateCvc,
  validateExpiry,
  validateHolderCpf,
} from './card-rules.ts';

/** Appends the Luhn check digit to `body`. */
function withCheckDigit(body: string): string {
  for (let d = 0; d <= 9; d++) if (luhnValid(body + d)) return body + d;
  throw new Error('unreachable');
}

describe('brand detection', () => {
  it('finds the common brands and their masks', () => {
    expect(detectBrand('4111 1111').brand).toBe('visa');
    expect(detectBrand('5555').brand).toBe('mastercard');
    expect(detectBrand('3782').brand).toBe('american-express');
    expect(cardNumberMask(detectBrand('5555'))).toBe('0000 0000 0000 0000');
    expect(cardNumberMask(detectBrand('34'))).toBe('0000 000000 00000');
    expect(detectBrand('636368').brand).toBe('elo');
    expect(detectBrand('6062').brand).toBe('hipercard');
  });

  it('reads an empty or unclaimed number as unknown: 19 digits with gaps at 4, 8, 12', () => {
    for (const n of ['', '9', '99991234']) {
      const info = detectBrand(n);
      expect(info.brand).toBeNull();
      expect(info.lengths).toEqual([19]);
      expect(cardNumberMask(info)).toBe('0000 0000 0000 0000000');
    }
    expect(formatMessage('cardUnknownBrand')).toBe('Bandeira desconhecida');
  });

  it('formats at the gaps and never beyond the longest length', () => {
    expect(formatCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('9'.repeat(25))).toBe('9999 9999 9999 9999999');
  });

  it('refuses debit-only brands', () => {
    expect(validateCardNumber(withCheckDigit('675964982643610'))).toBe('cardCreditOnly');
  });
});

describe('card number', () => {
  it('accepts known test numbers', () => {
    for (const n of ['4111 1111 1111 1111', '5555555555554444', '378282246310005', '4000000000000002'])
      expect(validateCardNumber(n)).toBeNull();
  });

  it("answers 'Cartão inválido' for a wrong length or check digit, 'Campo obrigatório' when empty", () => {
    expect(validateCardNumber('4111 1111 1111 1112')).toBe('cardInvalid');
    expect(validateCardNumber('4111 1111 1111')).toBe('cardInvalid');
    expect(formatMessage('cardInvalid')).toBe('Cartão inválido');
    expect(validateCardNumber('')).toBe('required');
  });

  it('property: a Luhn-valid 19-digit number of an unknown brand is accepted, one digit off is not', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{18}$/), (body) => {
        const number = withCheckDigit(`9${body.slice(1)}`);
        if (detectBrand(number).brand !== null) return;
        expect(validateCardNumber(number)).toBeNull();
        const last = Number(number.at(-1));
        expect(validateCardNumber(number.slice(0, -1) + ((last + 1) % 10))).toBe('cardInvalid');
      }),
    );
  });

  it('property: Luhn catches every single-digit change', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{15}$/), fc.nat(14), fc.integer({ min: 1, max: 9 }), (body, at, add) => {
        const valid = withCheckDigit(body);
        const changed = valid.slice(0, at) + ((Number(valid[at]) + add) % 10) + valid.slice(at + 1);
        expect(luhnValid(valid)).toBe(true);
        expect(luhnValid(changed)).toBe(false);
      }),
    );
  });
});

describe('expiry, CVC, holder', () => {
  const now = new Date(2026, 10, 23); // November 2026

  it('takes MM/AA, not in the past', () => {
    expect(parseExpiry('11/26')).toEqual({ month: 11, year: 2026 });
    expect(validateExpiry('11/26', now)).toBeNull();
    expect(validateExpiry('10/26', now)).toBe('cardExpired');
    expect(validateExpiry('13/30', now)).toBe('cardExpiryInvalid');
    expect(validateExpiry('1/30', now)).toBe('cardExpiryInvalid');
    expect(validateExpiry('', now)).toBe('required');
  });

  it('property: every month from now on is valid, every earlier month expired', () => {
    fc.assert(
      fc.property(fc.integer({ min: -120, max: 120 }), (offset) => {
        const date = new Date(now.getFullYear(), now.getMonth() + offset, 1);
        if (date.getFullYear() < 2000 || date.getFullYear() > 2099) return;
        const mmaa = `${String(date.getMonth() + 1).padStart(2, '0')}/${String(date.getFullYear() % 100).padStart(2, '0')}`;
        expect(validateExpiry(mmaa, now)).toBe(offset < 0 ? 'cardExpired' : null);
      }),
    );
  });

  it('takes a CVC of the brand length, up to 4', () => {
    expect(validateCvc('123', '4111')).toBeNull();
    expect(validateCvc('1234', '4111')).toBe('cardCvcInvalid');
    expect(validateCvc('1234', '3782')).toBeNull();
    expect(validateCvc('1234')).toBeNull();
    expect(validateCvc('12345')).toBe('cardCvcInvalid');
    expect(validateCvc('12')).toBe('cardCvcInvalid');
    expect(validateCvc('')).toBe('required');
  });

  it('uppercases the holder name; the holder CPF is a valid CPF of 10 to 11 digits', () => {
    expect(holderName('maria da silva')).toBe('MARIA DA SILVA');
    expect(validateHolderCpf('529.982.247-25')).toBeNull();
    // 10 digits: the leading zero was lost ('012.345.678-90' is a valid CPF).
    expect(validateHolderCpf('1234567890')).toBeNull();
    expect(holderCpfDigits('123.456.789-0')).toBe('01234567890');
    expect(validateHolderCpf('529.982.247-26')).toBe('cpfInvalid');
    expect(validateHolderCpf('11111111111')).toBe('cpfInvalid');
    expect(validateHolderCpf('123456789')).toBe('cpfInvalid');
    expect(validateHolderCpf('5299822472a')).toBe('cpfInvalid');
    expect(validateHolderCpf('')).toBe('required');
  });

  it('takes a company card holder by CNPJ, numeric or alphanumeric', () => {
    expect(validateHolderCpf('12.345.678/0001-95')).toBeNull();
    expect(validateHolderCpf('12.abc.345/01de-35')).toBeNull();
    expect(holderCpfDigits('12.abc.345/01de-35')).toBe('12ABC34501DE35');
    expect(validateHolderCpf('12.ABC.345/01DE-36')).toBe('cnpjInvalid');
  });
});

describe('the whole form', () => {
  const good = {
    number: '4111 1111 1111 1111',
    expiry: '12/30',
    cvc: '123',
    name: 'MARIA',
    cpf: '52998224725',
    description: 'Meu cartão',
  };
  it('passes a complete card and asks the description only when logged in', () => {
    expect(validateCardForm(good, { loggedIn: true })).toEqual({});
    expect(validateCardForm({ ...good, description: '' }, { loggedIn: true })).toEqual({ description: 'required' });
    expect(validateCardForm({ ...good, description: '' }, { loggedIn: false })).toEqual({});
  });

  it('names every wrong field', () => {
    const errors = validateCardForm(
      { number: '4111', expiry: '', cvc: '1', name: ' ', cpf: '1', description: '' },
      { loggedIn: true },
    );
    expect(Object.keys(errors).sort()).toEqual(['cpf', 'cvc', 'description', 'expiry', 'name', 'number']);
  });

  it('shapes the tokenisation fields', () => {
    expect(tokenizationFields({ ...good, name: 'maria' })).toEqual({
      holder_name: 'MARIA',
      card_number: '4111111111111111',
      security_code: '123',
      expiration_month: '12',
      expiration_year: '2030',
    });
  });
});
