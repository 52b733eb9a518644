// Money as a Brazilian types and reads it: '8,50', '1.234,56', '-5'.

const FORMAT = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 8.5 → '8,50', 1234.56 → '1.234,56'; null, undefined and NaN → ''. */
export function formatMoneyText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  return FORMAT.format(value);
}

/**
 * '8,50' → 8.5, '1.234,56' → 1234.56, '-5' → -5 (validation then says "negative");
 * '' → `empty`; anything else NaN so the schema names the field. Without a comma a single dot
 * with one or two decimals is read as the decimal point ('8.5'), otherwise dots group thousands.
 */
export function parseMoneyText(value: unknown, empty: number | null = Number.NaN): number | null {
  if (typeof value === 'number') return value;
  const text = String(value ?? '')
    .replace(/[\sR$\u00a0]/g, '')
    .trim();
  if (text === '') return empty;
  let normal: string;
  if (text.includes(',')) {
    if (!/^-?\d{1,3}(\.\d{3})*(,\d{0,2})?$/.test(text) && !/^-?\d+(,\d{0,2})?$/.test(text)) return Number.NaN;
    normal = text.replace(/\./g, '').replace(',', '.');
  } else if (/^-?\d+\.\d{1,2}$/.test(text)) {
    normal = text;
  } else if (/^-?\d{1,3}(\.\d{3})+$/.test(text) || /^-?\d+$/.test(text)) {
    normal = text.replace(/\./g, '');
  } else {
    return Number.NaN;
  }
  if (normal.endsWith('.')) normal = normal.slice(0, -1);
  const n = Number(normal);
  return Number.isFinite(n) ? n : Number.NaN;
}

/** Only what a money text can hold: digits, ',', '.', a leading '-'. */
export function cleanMoneyText(text: string): string {
  const kept = text.replace(/[^\d.,-]/g, '');
  return kept.replace(/(?!^)-/g, '');
}
