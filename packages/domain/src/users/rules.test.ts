import { generateCnpj, generateCpf } from '@brazilian-utils/brazilian-utils';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatCpfCnpj,
  formatPhone,
  fromWirePhone,
  isoDateInBrazil,
  maskCpfCnpj,
  normalizeCpfCnpj,
  normalizePhone,
  toWirePhone,
  validateBirthdate,
  validateCpfCnpj,
  validateEmail,
  validateFullName,
  validatePassword,
  validatePasswordRepeat,
  validatePhone,
  validatePin,
} from './rules.ts';

const digit = fc.integer({ min: 0, max: 9 }).map(String);
const digits = (n: number) => fc.array(digit, { minLength: n, maxLength: n }).map((d) => d.join(''));
const areaCode = fc.integer({ min: 11, max: 99 }).map(String);

// An independent check-digit oracle (mod 11), so the library is tested rather than trusted.
function checkDigit(body: string, weights: number[]): string {
  const sum = body.split('').reduce((acc, d, i) => acc + Number(d) * (weights[i] ?? 0), 0);
  const rest = sum % 11;
  return String(rest < 2 ? 0 : 11 - rest);
}
function makeCpf(base9: string): string {
  const d1 = checkDigit(base9, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return base9 + d1 + checkDigit(base9 + d1, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
}
function makeCnpj(base12: string): string {
  const d1 = checkDigit(base12, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return base12 + d1 + checkDigit(base12 + d1, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
}
const notRepeated = (s: string) => !/^(\d)\1*$/.test(s);
const validCpf = digits(9).map(makeCpf).filter(notRepeated);
const validCnpj = digits(12).map(makeCnpj).filter(notRepeated);
// Replace one digit with a different one.
const corrupt = (value: string, index: number, delta: number): string =>
  value.slice(0, index) + String((Number(value[index]) + delta) % 10) + value.slice(index + 1);

describe('normalizePhone', () => {
  it.each([
    ['(11) 91234-5678', '11912345678'],
    ['+55 (11) 91234-5678', '11912345678'],
    ['+55 11 91234 5678', '11912345678'],
    ['5511912345678', '11912345678'],
    ['551134567890', '1134567890'], // landline: first local digit 2–5 keeps 10 digits
    ['(11) 3456-7890', '1134567890'],
    ['1134567890', '1134567890'],
    ['(21) 2555-0101', '2125550101'],
    ['(51) 5123-4567', '5151234567'],
    ['(11) 8123-4567', '11981234567'], // mobile written before the ninth digit
    ['551171234567', '11971234567'],
    ['1161234567', '11961234567'],
    ['1191234567', '11991234567'],
    ['11912345678', '11912345678'],
    ['55912345678', '55912345678'], // area code 55 (RS), not a country prefix
    ['123', '123'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  const formatted = fc
    .tuple(areaCode, fc.boolean(), digits(8), fc.constantFrom('', '+55 ', '55', '+55', '55 '))
    .chain(([ddd, mobile, rest, prefix]) =>
      fc
        .constantFrom(
          `${ddd}${mobile ? '9' : ''}${rest}`,
          `(${ddd}) ${mobile ? '9' : ''}${rest.slice(0, 4)}-${rest.slice(4)}`,
          `${ddd} ${mobile ? '9' : ''}${rest.slice(0, 4)} ${rest.slice(4)}`,
          `(${ddd})${mobile ? '9' : ''}${rest}`,
        )
        .map((body) => ({
          input: prefix + body,
          expected: mobile || /^[6-9]/.test(rest) ? `${ddd}9${rest}` : `${ddd}${rest}`,
        })),
    );

  it('yields the 11-digit mobile or the 10-digit landline for any formatting', () => {
    fc.assert(fc.property(formatted, ({ input, expected }) => normalizePhone(input) === expected));
  });

  it('never adds a 9 to a landline (first local digit 2–5)', () => {
    const landline = fc
      .tuple(areaCode, fc.constantFrom('2', '3', '4', '5'), digits(7))
      .map(([ddd, first, rest]) => ddd + first + rest);
    fc.assert(fc.property(landline, (n) => normalizePhone(n) === n && normalizePhone(`+55 ${n}`) === n));
  });

  it('is idempotent', () => {
    fc.assert(fc.property(fc.string(), (s) => normalizePhone(normalizePhone(s)) === normalizePhone(s)));
    fc.assert(fc.property(formatted, ({ input }) => normalizePhone(normalizePhone(input)) === normalizePhone(input)));
  });
});

describe('validatePhone', () => {
  it('requires a contact number by default', () => {
    expect(validatePhone('')).toBe('phoneContact');
    expect(validatePhone('   ')).toBe('phoneContact');
    expect(validatePhone('', { required: false })).toBeNull();
  });

  it('accepts 10 or 11 digits after normalising', () => {
    expect(validatePhone('(11) 91234-5678')).toBeNull();
    expect(validatePhone('(11) 3456-7890')).toBeNull();
    expect(validatePhone('+55 11 91234-5678')).toBeNull();
  });

  it.each(['123', '119123456', '119123456789', 'abc', '+1 (415) 555-01234'])('rejects %j', (input) => {
    expect(validatePhone(input)).toBe('phoneInvalid');
    expect(validatePhone(input, { required: false })).toBe('phoneInvalid');
  });
});

describe('wire and display phones', () => {
  it('sends 55 + the national digits', () => {
    expect(toWirePhone('(11) 91234-5678')).toBe('5511912345678');
    expect(toWirePhone('11 3456-7890')).toBe('551134567890');
    expect(toWirePhone('11 8123-4567')).toBe('5511981234567');
    expect(toWirePhone('123')).toBeNull();
    expect(toWirePhone('')).toBeNull();
  });

  it('reads wire phones back', () => {
    expect(fromWirePhone('5511912345678')).toBe('11912345678');
    expect(fromWirePhone('11912345678')).toBe('11912345678');
    fc.assert(
      fc.property(areaCode, digits(9), (ddd, rest) => fromWirePhone(toWirePhone(ddd + rest) ?? '') === ddd + rest),
    );
  });

  it('formats as (DD) 9XXXX-XXXX or (DD) XXXX-XXXX', () => {
    expect(formatPhone('11912345678')).toBe('(11) 91234-5678');
    expect(formatPhone('5511912345678')).toBe('(11) 91234-5678');
    expect(formatPhone('1134567890')).toBe('(11) 3456-7890');
    expect(formatPhone('551134567890')).toBe('(11) 3456-7890');
    expect(formatPhone('1181234567')).toBe('(11) 98123-4567');
    expect(formatPhone('1191')).toBe('1191');
    expect(formatPhone('')).toBe('');
  });
});

describe('validateCpfCnpj (spec 1 §5)', () => {
  it('follows the spec messages', () => {
    expect(validateCpfCnpj('', { required: true })).toBe('cpfCnpjRequired');
    expect(validateCpfCnpj('  ', { required: true })).toBe('cpfCnpjRequired');
    expect(validateCpfCnpj('', { required: false })).toBeNull();
    expect(validateCpfCnpj('123.456.789-09', { required: true })).toBeNull();
    expect(validateCpfCnpj('12345678909', { required: true })).toBeNull();
    expect(validateCpfCnpj('123.456.789-00', { required: true })).toBe('cpfInvalid');
    expect(validateCpfCnpj('111.111.111-11', { required: true })).toBe('cpfInvalid');
    expect(validateCpfCnpj('12.345.678/0001-95', { required: true })).toBeNull();
    expect(validateCpfCnpj('12.345.678/0001-90', { required: true })).toBe('cnpjInvalid');
    expect(validateCpfCnpj('00000000000000', { required: true })).toBe('cnpjInvalid');
    expect(validateCpfCnpj('1234567890', { required: true })).toBe('cpfCnpjInvalid');
    expect(validateCpfCnpj('123456789012', { required: true })).toBe('cpfCnpjInvalid');
    expect(validateCpfCnpj('123456789012345', { required: true })).toBe('cpfCnpjInvalid');
    expect(validateCpfCnpj('a12345678909', { required: true })).toBe('cpfCnpjInvalid');
    expect(validateCpfCnpj('12345678909', { required: false })).toBeNull();
  });

  it('accepts generated CPFs and CNPJs (ours and the library)', () => {
    fc.assert(fc.property(validCpf, (cpf) => validateCpfCnpj(cpf) === null));
    fc.assert(fc.property(validCnpj, (cnpj) => validateCpfCnpj(cnpj) === null));
    fc.assert(fc.property(validCpf, (cpf) => validateCpfCnpj(formatCpfCnpj(cpf)) === null));
    fc.assert(fc.property(validCnpj, (cnpj) => validateCpfCnpj(formatCpfCnpj(cnpj)) === null));
    for (let i = 0; i < 50; i++) {
      expect(validateCpfCnpj(generateCpf())).toBeNull();
      expect(validateCpfCnpj(generateCnpj())).toBeNull();
    }
  });

  // The mod-11 digits miss about 0.2 % of single-digit errors (a remainder of 0 or 1 both give
  // digit 0), so a corrupted number is checked against the oracle, not assumed invalid.
  it('judges any single-digit corruption as the check-digit oracle does', () => {
    const index = (n: number) => fc.integer({ min: 0, max: n - 1 });
    const delta = fc.integer({ min: 1, max: 9 });
    const cpfOk = (x: string) => notRepeated(x) && makeCpf(x.slice(0, 9)) === x;
    const cnpjOk = (x: string) => notRepeated(x) && makeCnpj(x.slice(0, 12)) === x;
    fc.assert(
      fc.property(validCpf, index(11), delta, (cpf, i, d) => {
        const x = corrupt(cpf, i, d);
        return validateCpfCnpj(x) === (cpfOk(x) ? null : 'cpfInvalid');
      }),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(validCnpj, index(14), delta, (cnpj, i, d) => {
        const x = corrupt(cnpj, i, d);
        return validateCpfCnpj(x) === (cnpjOk(x) ? null : 'cnpjInvalid');
      }),
      { numRuns: 2000 },
    );
  });

  it('rejects typical typos, and accepts the rare ones mod 11 cannot see', () => {
    expect(validateCpfCnpj('12345678919')).toBe('cpfInvalid');
    expect(validateCpfCnpj('12345679809')).toBe('cpfInvalid');
    expect(validateCpfCnpj('12345678000196')).toBe('cnpjInvalid');
    // 37434986506 is valid and so is its corruption 27434986506.
    expect(validateCpfCnpj('37434986506')).toBeNull();
    expect(validateCpfCnpj('27434986506')).toBeNull();
  });

  it('formats CPF and CNPJ', () => {
    expect(formatCpfCnpj('12345678909')).toBe('123.456.789-09');
    expect(formatCpfCnpj('12345678000195')).toBe('12.345.678/0001-95');
    expect(formatCpfCnpj('123.456')).toBe('123456');
  });
});

// The alphanumeric CNPJ of IN RFB 2.229/2024: each character is worth its ASCII code minus 48
// ('0'–'9' → 0–9, 'A' → 17 … 'Z' → 42), the same weights and mod 11 give two numeric digits.
const alnumChar = fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split(''));
const charValue = (c: string) => c.charCodeAt(0) - 48;
function alnumCheckDigit(body: string, weights: number[]): string {
  const sum = body.split('').reduce((acc, c, i) => acc + charValue(c) * (weights[i] ?? 0), 0);
  const rest = sum % 11;
  return String(rest < 2 ? 0 : 11 - rest);
}
function makeAlnumCnpj(base12: string): string {
  const d1 = alnumCheckDigit(base12, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return base12 + d1 + alnumCheckDigit(base12 + d1, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
}
const alnumBase = fc
  .array(alnumChar, { minLength: 12, maxLength: 12 })
  .map((c) => c.join(''))
  .filter((b) => /[A-Z]/.test(b));
const validAlnumCnpj = alnumBase.map(makeAlnumCnpj);

describe('alphanumeric CNPJ (IN RFB 2.229/2024)', () => {
  it('accepts the Receita Federal example, masked, bare and in small letters', () => {
    expect(validateCpfCnpj('12.ABC.345/01DE-35')).toBeNull();
    expect(validateCpfCnpj('12ABC34501DE35')).toBeNull();
    expect(validateCpfCnpj('12abc34501de35')).toBeNull();
    expect(validateCpfCnpj('12ABC34501DE36')).toBe('cnpjInvalid');
    expect(validateCpfCnpj('12ABC34501DE3A')).toBe('cnpjInvalid');
    expect(validateCpfCnpj('12ABC34501DE3')).toBe('cpfCnpjInvalid');
    expect(validateCpfCnpj('12ABC34501DÉ35')).toBe('cpfCnpjInvalid');
    expect(normalizeCpfCnpj('12.abc.345/01de-35')).toBe('12ABC34501DE35');
    expect(formatCpfCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
  });

  it('accepts every CNPJ built by the oracle, in any case and with the mask', () => {
    fc.assert(
      fc.property(validAlnumCnpj, (cnpj) => {
        expect(validateCpfCnpj(cnpj)).toBeNull();
        expect(validateCpfCnpj(cnpj.toLowerCase())).toBeNull();
        expect(validateCpfCnpj(formatCpfCnpj(cnpj))).toBeNull();
        expect(normalizeCpfCnpj(formatCpfCnpj(cnpj))).toBe(cnpj);
      }),
      { numRuns: 1000 },
    );
  });

  it('judges any one changed character as the oracle does', () => {
    fc.assert(
      fc.property(validAlnumCnpj, fc.integer({ min: 0, max: 13 }), alnumChar, (cnpj, i, c) => {
        fc.pre(cnpj[i] !== c);
        const x = cnpj.slice(0, i) + c + cnpj.slice(i + 1);
        const oracleOk = /^\d\d$/.test(x.slice(12)) && makeAlnumCnpj(x.slice(0, 12)) === x;
        expect(validateCpfCnpj(x)).toBe(oracleOk ? null : 'cnpjInvalid');
      }),
      { numRuns: 2000 },
    );
  });
});

describe('maskCpfCnpj (the mask follows what is typed)', () => {
  const typed = fc.string({ maxLength: 24 });

  it('writes a CPF while only digits up to 11, a CNPJ after that or with a letter', () => {
    expect(maskCpfCnpj('')).toBe('');
    expect(maskCpfCnpj('1234')).toBe('123.4');
    expect(maskCpfCnpj('12345678909')).toBe('123.456.789-09');
    expect(maskCpfCnpj('123456789090')).toBe('12.345.678/9090');
    expect(maskCpfCnpj('12a')).toBe('12.A');
    expect(maskCpfCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(maskCpfCnpj('12abc34501de35999')).toBe('12.ABC.345/01DE-35');
  });

  it('is idempotent, keeps the typed characters in order, and matches the format of full documents', () => {
    fc.assert(
      fc.property(typed, (x) => {
        const once = maskCpfCnpj(x);
        expect(maskCpfCnpj(once)).toBe(once);
        const kept = x
          .toUpperCase()
          .replace(/[^0-9A-Z]/g, '')
          .slice(0, 14);
        expect(normalizeCpfCnpj(once)).toBe(kept);
      }),
      { numRuns: 1000 },
    );
    fc.assert(fc.property(fc.oneof(validCpf, validCnpj, validAlnumCnpj), (d) => maskCpfCnpj(d) === formatCpfCnpj(d)));
  });

  it('lets every character of a valid document be typed one at a time', () => {
    fc.assert(
      fc.property(fc.oneof(validCpf, validCnpj, validAlnumCnpj), (doc) => {
        let field = '';
        for (const c of doc) field = maskCpfCnpj(field + c);
        expect(validateCpfCnpj(field)).toBeNull();
        expect(normalizeCpfCnpj(field)).toBe(doc);
      }),
    );
  });
});

describe('validateEmail', () => {
  it.each(['a@b.co', 'maria.silva+loja@exemplo.com.br', ' joao@site.com '])('accepts %j', (email) => {
    expect(validateEmail(email)).toBeNull();
  });

  it.each(['a', 'a@b', '@b.com', 'a@.com', 'a b@c.com', 'a@b..com', 'a@-b.com', `${'a'.repeat(250)}@b.com`])(
    'rejects %j',
    (email) => {
      expect(validateEmail(email)).toBe('emailInvalid');
    },
  );

  it('is required unless told otherwise', () => {
    expect(validateEmail('')).toBe('required');
    expect(validateEmail('', { required: false })).toBeNull();
    expect(validateEmail('x', { required: false })).toBe('emailInvalid');
  });
});

describe('validateBirthdate', () => {
  // 2024-06-15 02:00 UTC is still 2024-06-14 in São Paulo (UTC-3).
  const now = new Date('2024-06-15T02:00:00Z');

  it('accepts 1910-01-01 to today in Brazil', () => {
    expect(isoDateInBrazil(now)).toBe('2024-06-14');
    expect(validateBirthdate('1910-01-01', now)).toBeNull();
    expect(validateBirthdate('1990-05-20', now)).toBeNull();
    expect(validateBirthdate('2024-06-14', now)).toBeNull();
    expect(validateBirthdate('2024-02-29', now)).toBeNull();
    expect(validateBirthdate('1990-05-20T00:00:00.000Z', now)).toBeNull();
  });

  it('rejects dates outside the range', () => {
    expect(validateBirthdate('1909-12-31', now)).toBe('birthdateRange');
    expect(validateBirthdate('2024-06-15', now)).toBe('birthdateRange');
    expect(validateBirthdate('2100-01-01', now)).toBe('birthdateRange');
  });

  it('rejects malformed and impossible dates', () => {
    for (const value of ['20/05/1990', '1990-5-20', '1990-02-30', '2023-02-29', '1990-13-01', 'abc']) {
      expect(validateBirthdate(value, now), value).toBe('birthdateInvalid');
    }
  });

  it('is required unless told otherwise', () => {
    expect(validateBirthdate('', now)).toBe('required');
    expect(validateBirthdate('', now, { required: false })).toBeNull();
  });
});

describe('passwords, PIN and name', () => {
  it('accepts passwords of 6 to 32 characters', () => {
    expect(validatePassword('123456')).toBeNull();
    expect(validatePassword('x'.repeat(32))).toBeNull();
    expect(validatePassword('12345')).toBe('passwordLength');
    expect(validatePassword('x'.repeat(33))).toBe('passwordLength');
    expect(validatePassword('😀😀😀😀😀😀')).toBeNull();
    expect(validatePassword('')).toBe('required');
    expect(validatePassword('', { required: false })).toBeNull();
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii', maxLength: 40 }), (pw) => {
        const ok = pw.length >= 6 && pw.length <= 32;
        return validatePassword(pw) === (pw === '' ? 'required' : ok ? null : 'passwordLength');
      }),
    );
  });

  it('needs the repeat to match', () => {
    expect(validatePasswordRepeat('segredo1', 'segredo1')).toBeNull();
    expect(validatePasswordRepeat('segredo1', 'segredo2')).toBe('passwordMismatch');
    expect(validatePasswordRepeat('segredo1', '')).toBe('required');
  });

  it('accepts a PIN of exactly 4 digits', () => {
    expect(validatePin('1234')).toBeNull();
    expect(validatePin(' 0000 ')).toBeNull();
    expect(validatePin('')).toBe('required');
    for (const pin of ['123', '12345', '12a4', '١٢٣٤']) expect(validatePin(pin), pin).toBe('pinInvalid');
  });

  it('requires a full name of at most 120 characters', () => {
    expect(validateFullName('Maria da Silva')).toBeNull();
    expect(validateFullName('   ')).toBe('fullNameRequired');
    expect(validateFullName('')).toBe('fullNameRequired');
    expect(validateFullName(` ${'a'.repeat(120)} `)).toBeNull();
    expect(validateFullName('a'.repeat(121))).toBe('fullNameTooLong');
  });
});
