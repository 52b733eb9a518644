// Pix BR Code ('copia e cola'): the EMV merchant-presented QR payload as the Banco Central's
// "Manual de Padrões para Iniciação do Pix" (BR Code) defines it. Each field is ID (2 digits) +
// length (2 digits) + value; the payload ends with the CRC16-CCITT-FALSE of everything before it,
// including '6304'. Hand-written (docs/decisions/036-pix-br-code.md): ~150 lines, no dependency.

export const PIX_GUI = 'br.gov.bcb.pix';
export const MERCHANT_NAME_MAX = 25;
export const MERCHANT_CITY_MAX = 15;
export const TXID_MAX = 25;

const ID = {
  payloadFormat: '00',
  pointOfInitiation: '01',
  merchantAccount: '26',
  mcc: '52',
  currency: '53',
  amount: '54',
  country: '58',
  merchantName: '59',
  merchantCity: '60',
  additionalData: '62',
  crc: '63',
} as const;
const MAI = { gui: '00', key: '01', description: '02', url: '25' } as const;
const ADDITIONAL = { txid: '05' } as const;

export type PixPayload = {
  /** Static Pix: the receiver's key (CPF/CNPJ, e-mail, +55 phone or random EVP key). */
  key?: string;
  /** Dynamic Pix: the PSP's location URL without scheme (field 26-25). */
  url?: string;
  /** Free text shown to the payer (static only). */
  description?: string;
  merchantName: string;
  merchantCity: string;
  /** Amount in cents; absent means the payer types it. */
  amountCents?: number;
  /** Up to 25 letters and digits; '***' when none (static Pix). */
  txid?: string;
  /** Merchant category code, '0000' when not informed. */
  mcc?: string;
  /** true: '010212' (one payment only), as a dynamic Pix. */
  unique?: boolean;
};

/** CRC16-CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, no xor out), 4 upper-case hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  const bytes = new TextEncoder().encode(text);
  for (const byte of bytes) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

function field(id: string, value: string): string {
  const length = [...value].length;
  if (length > 99) throw new Error(`BR Code field ${id} longer than 99 characters`);
  return `${id}${String(length).padStart(2, '0')}${value}`;
}

/** ASCII without accents and without characters outside the EMV alphanumeric set (case kept). */
export function normalizeText(text: string, max: number): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 $%*+\-./:]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim();
}

/** A txid from any id: letters and digits only, at most 25 ('***' when nothing is left). */
export function normalizeTxid(txid: string | undefined): string {
  const clean = (txid ?? '').replace(/[^A-Za-z0-9]/g, '').slice(0, TXID_MAX);
  return clean || '***';
}

export function formatAmount(cents: number): string {
  if (!Number.isInteger(cents) || cents <= 0) throw new Error('BR Code amount must be positive integer cents');
  return (cents / 100).toFixed(2);
}

/** Builds the 'copia e cola' payload. Exactly one of key or url is required. */
export function buildPixPayload(p: PixPayload): string {
  if (!p.key === !p.url) throw new Error('BR Code needs a key (static) or a url (dynamic)');
  const account =
    field(MAI.gui, PIX_GUI) +
    (p.key ? field(MAI.key, p.key.trim()) : '') +
    (p.key && p.description ? field(MAI.description, normalizeText(p.description, 40)) : '') +
    (p.url ? field(MAI.url, p.url.replace(/^https?:\/\//, '')) : '');
  const name = normalizeText(p.merchantName, MERCHANT_NAME_MAX) || 'N';
  const city = normalizeText(p.merchantCity, MERCHANT_CITY_MAX) || 'BRASILIA';
  const body =
    field(ID.payloadFormat, '01') +
    (p.unique || p.url ? field(ID.pointOfInitiation, '12') : '') +
    field(ID.merchantAccount, account) +
    field(ID.mcc, p.mcc ?? '0000') +
    field(ID.currency, '986') +
    (p.amountCents !== undefined ? field(ID.amount, formatAmount(p.amountCents)) : '') +
    field(ID.country, 'BR') +
    field(ID.merchantName, name) +
    field(ID.merchantCity, city) +
    field(ID.additionalData, field(ADDITIONAL.txid, normalizeTxid(p.txid))) +
    `${ID.crc}04`;
  return body + crc16(body);
}

export type ParsedPix = {
  payloadFormat: string;
  pointOfInitiation: string | null;
  gui: string;
  key: string | null;
  url: string | null;
  description: string | null;
  mcc: string;
  currency: string;
  amountCents: number | null;
  country: string;
  merchantName: string;
  merchantCity: string;
  txid: string | null;
  crc: string;
};

export class PixParseError extends Error {}

/** Splits EMV TLV fields; throws on a length that runs past the end. */
export function parseFields(text: string): Map<string, string> {
  const fields = new Map<string, string>();
  const chars = [...text];
  let i = 0;
  while (i < chars.length) {
    const id = chars.slice(i, i + 2).join('');
    const lengthText = chars.slice(i + 2, i + 4).join('');
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(lengthText)) throw new PixParseError(`bad field header at ${i}`);
    const length = Number(lengthText);
    if (i + 4 + length > chars.length) throw new PixParseError(`field ${id} runs past the end`);
    fields.set(id, chars.slice(i + 4, i + 4 + length).join(''));
    i += 4 + length;
  }
  return fields;
}

/** Parses a 'copia e cola' payload and checks its CRC; throws PixParseError when it is not valid. */
export function parsePixPayload(payload: string): ParsedPix {
  const text = payload.trim();
  const crcAt = text.length - 4;
  if (text.slice(crcAt - 4, crcAt) !== '6304') throw new PixParseError('missing CRC field 6304 at the end');
  const expected = crc16(text.slice(0, crcAt));
  const crc = text.slice(crcAt).toUpperCase();
  if (crc !== expected) throw new PixParseError(`CRC ${crc} does not match ${expected}`);
  const fields = parseFields(text);
  if (fields.get(ID.payloadFormat) !== '01') throw new PixParseError('payload format indicator is not 01');
  const accountText = fields.get(ID.merchantAccount);
  if (!accountText) throw new PixParseError('missing merchant account information (26)');
  const account = parseFields(accountText);
  const gui = account.get(MAI.gui) ?? '';
  if (gui.toLowerCase() !== PIX_GUI) throw new PixParseError('merchant account GUI is not br.gov.bcb.pix');
  const additional = fields.get(ID.additionalData);
  const amount = fields.get(ID.amount);
  if (amount !== undefined && !/^\d+(\.\d{1,2})?$/.test(amount)) throw new PixParseError('bad amount');
  const required = (id: string, name: string) => {
    const value = fields.get(id);
    if (value === undefined) throw new PixParseError(`missing ${name} (${id})`);
    return value;
  };
  return {
    payloadFormat: '01',
    pointOfInitiation: fields.get(ID.pointOfInitiation) ?? null,
    gui,
    key: account.get(MAI.key) ?? null,
    url: account.get(MAI.url) ?? null,
    description: account.get(MAI.description) ?? null,
    mcc: required(ID.mcc, 'merchant category code'),
    currency: required(ID.currency, 'currency'),
    amountCents: amount === undefined ? null : Math.round(Number(amount) * 100),
    country: required(ID.country, 'country'),
    merchantName: required(ID.merchantName, 'merchant name'),
    merchantCity: required(ID.merchantCity, 'merchant city'),
    txid: additional ? (parseFields(additional).get(ADDITIONAL.txid) ?? null) : null,
    crc,
  };
}
