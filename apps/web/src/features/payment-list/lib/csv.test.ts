import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.ts';

describe('toCsv', () => {
  it('writes ; between fields, comma decimals, a BOM and CRLF lines', () => {
    expect(toCsv(['Pedido', 'Total'], [['#12', 61.9]])).toBe('\uFEFFPedido;Total\r\n#12;61,90\r\n');
  });

  it('quotes fields with separators or quotes, and defuses formulas', () => {
    expect(toCsv(['a'], [['Maria; "Cliente"'], ['=1+1'], [null]])).toBe(
      '\uFEFFa\r\n"Maria; ""Cliente"""\r\n\'=1+1\r\n\r\n',
    );
  });
});
