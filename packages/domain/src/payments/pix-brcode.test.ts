import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildPixPayload, crc16, normalizeText, PixParseError, parsePixPayload } from './pix-brcode.ts';

// Published examples of the Banco Central's "Manual de Padrões para Iniciação do Pix" (§2.7.1 static
// with a random key, §2.7.2 dynamic with a location URL), quoted by many BR Code libraries.
const BCB_STATIC =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';
const BCB_DYNAMIC =
  '00020101021226700014br.gov.bcb.pix2548pix.example.com/8b3da2f39a4140d1a91abd93113bd4415204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***630464E4';

describe('crc16 (CCITT-FALSE)', () => {
  it('gives the check value of the standard test string', () => {
    expect(crc16('123456789')).toBe('29B1');
  });
});

describe('buildPixPayload', () => {
  it("reproduces the BCB manual's static example byte for byte", () => {
    expect(
      buildPixPayload({
        key: '123e4567-e12b-12d1-a456-426655440000',
        merchantName: 'Fulano de Tal',
        merchantCity: 'BRASILIA',
      }),
    ).toBe(BCB_STATIC);
  });

  it("reproduces the BCB manual's dynamic example byte for byte", () => {
    expect(
      buildPixPayload({
        url: 'https://pix.example.com/8b3da2f39a4140d1a91abd93113bd441',
        merchantName: 'Fulano de Tal',
        merchantCity: 'BRASILIA',
      }),
    ).toBe(BCB_DYNAMIC);
  });

  it('writes the amount with two decimals, the txid in field 62-05 and normalised name and city', () => {
    const payload = buildPixPayload({
      key: 'pix@cantina.com.br',
      merchantName: 'Cantina da Praça — Restaurante e Pizzaria',
      merchantCity: 'São José dos Campos',
      amountCents: 4480,
      txid: '8b3d-a2f3_9a41',
    });
    expect(payload).toContain('540544.80');
    expect(payload).toContain('5802BR');
    expect(payload).toContain('5303986');
    const parsed = parsePixPayload(payload);
    expect(parsed.merchantName).toBe('Cantina da Praca Restaura');
    expect(parsed.merchantName.length).toBeLessThanOrEqual(25);
    expect(parsed.merchantCity).toBe('Sao Jose dos Ca');
    expect(parsed.txid).toBe('8b3da2f39a41');
    expect(parsed.amountCents).toBe(4480);
  });

  it('refuses a payload with neither or both of key and url', () => {
    expect(() => buildPixPayload({ merchantName: 'A', merchantCity: 'B' })).toThrow();
    expect(() => buildPixPayload({ key: 'k', url: 'u', merchantName: 'A', merchantCity: 'B' })).toThrow();
  });
});

describe('parsePixPayload', () => {
  it('reads both published examples', () => {
    const s = parsePixPayload(BCB_STATIC);
    expect(s).toMatchObject({
      gui: 'br.gov.bcb.pix',
      key: '123e4567-e12b-12d1-a456-426655440000',
      mcc: '0000',
      currency: '986',
      country: 'BR',
      merchantName: 'Fulano de Tal',
      merchantCity: 'BRASILIA',
      txid: '***',
      amountCents: null,
      crc: '1D3D',
    });
    const d = parsePixPayload(BCB_DYNAMIC);
    expect(d).toMatchObject({ pointOfInitiation: '12', url: 'pix.example.com/8b3da2f39a4140d1a91abd93113bd441' });
  });

  it('refuses a changed character (CRC mismatch), a cut payload and a foreign GUI', () => {
    expect(() => parsePixPayload(BCB_STATIC.replace('Fulano', 'Fulana'))).toThrow(PixParseError);
    expect(() => parsePixPayload(BCB_STATIC.slice(0, -10))).toThrow(PixParseError);
    const foreign = '00020126300014br.gov.xyz.pix0108abcdefgh5204000053039865802BR5901A6001B62070503***6304';
    expect(() => parsePixPayload(foreign + crc16(foreign))).toThrow(/GUI/);
  });
});

describe('round trip (property)', () => {
  it('parses what it builds, with the CRC checked', () => {
    fc.assert(
      fc.property(
        fc.record({
          key: fc.oneof(
            fc.uuid(),
            fc.emailAddress().filter((e) => e.length <= 77),
            fc.stringMatching(/^\+55\d{11}$/),
          ),
          merchantName: fc.string({ maxLength: 60 }),
          merchantCity: fc.string({ maxLength: 40 }),
          amountCents: fc.option(fc.integer({ min: 1, max: 10_000_000_000 }), { nil: undefined }),
          txid: fc.option(fc.stringMatching(/^[A-Za-z0-9-]{1,40}$/), { nil: undefined }),
        }),
        (input) => {
          const payload = buildPixPayload(input);
          const parsed = parsePixPayload(payload);
          expect(parsed.key).toBe(input.key.trim());
          expect(parsed.amountCents).toBe(input.amountCents ?? null);
          expect(parsed.merchantName.length).toBeLessThanOrEqual(25);
          expect(parsed.merchantCity.length).toBeLessThanOrEqual(15);
          expect(parsed.merchantName).toBe(normalizeText(input.merchantName, 25) || 'N');
          expect(parsed.txid).toMatch(/^([A-Za-z0-9]{1,25}|\*\*\*)$/);
          expect(payload.slice(-8, -4)).toBe('6304');
        },
      ),
    );
  });
});
