import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Orders and payments meet through one declared interface, the orders ledger
// (features/orders/order-ledger.ts); the checkout composes both. These rules keep it so: orders
// never reaches into payments or checkout, and payments reaches orders only through the ledger's
// types (plus the foreign key of its table), so it can neither query nor write the orders table.

const FEATURES = join(import.meta.dirname, '..');

/** Import specifiers of the non-test files of a feature, with the names, the file and whether type-only. */
function importsOf(feature: string) {
  const dir = join(FEATURES, feature);
  const out: { file: string; from: string; names: string[]; typeOnly: boolean }[] = [];
  for (const file of readdirSync(dir)) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts') || file.endsWith('test-helpers.ts')) continue;
    const text = readFileSync(join(dir, file), 'utf8');
    for (const m of text.matchAll(/^(?:import|export)\s+(type\s+)?([^;]*?)\s+from\s+'([^']+)'/gms)) {
      const names = (m[2] ?? '')
        .replace(/[{}]/g, '')
        .split(',')
        .map((n) => n.trim().replace(/^type\s+/, ''))
        .filter(Boolean);
      out.push({ file, from: m[3] as string, names, typeOnly: Boolean(m[1]) });
    }
  }
  return out;
}

/** What payments may know of orders: the ledger's types, from its file or the feature's index. */
const LEDGER_TYPES = new Set(['OrderLedger', 'ChargeableOrder', 'OrderPaymentRecord']);
const LEDGER_FILES = new Set(['../orders/order-ledger.ts', '../orders/index.ts']);

describe('orders ↔ payments boundary', () => {
  it('orders imports nothing from payments or checkout', () => {
    const bad = importsOf('orders').filter((i) => /^\.\.\/(payments|checkout)\//.test(i.from));
    expect(bad).toEqual([]);
  });

  it('payments reaches orders only through the ledger types (and its foreign key)', () => {
    const bad = importsOf('payments').filter(
      (i) =>
        i.from.startsWith('../orders/') &&
        !(i.typeOnly && LEDGER_FILES.has(i.from) && i.names.every((n) => LEDGER_TYPES.has(n))) &&
        !(i.file === 'payments.tables.ts' && i.from === '../orders/orders.tables.ts'),
    );
    expect(bad).toEqual([]);
  });

  it('payments and cart never import the checkout (it composes them, not the other way)', () => {
    const bad = [...importsOf('payments'), ...importsOf('cart')].filter((i) => i.from.startsWith('../checkout/'));
    expect(bad).toEqual([]);
  });
});
