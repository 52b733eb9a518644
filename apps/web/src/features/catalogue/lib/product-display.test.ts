import { describe, expect, it } from 'vitest';
import { effectiveSearch, productDescriptionShort, productNameShort, truncate } from './product-display.ts';

describe('truncate', () => {
  it('keeps short texts and cuts long ones with an ellipsis at the limit', () => {
    expect(truncate('Pão de alho', 36)).toBe('Pão de alho');
    const name = 'Pizza Frango com Catupiry e Bacon Crocante Extra';
    const cut = productNameShort(name);
    expect([...cut]).toHaveLength(36);
    expect(cut.endsWith('…')).toBe(true);
    expect(productNameShort('x'.repeat(36))).toBe('x'.repeat(36));
    expect([...productDescriptionShort('d'.repeat(200))]).toHaveLength(96);
    expect(productDescriptionShort(null)).toBe('');
  });
});

describe('effectiveSearch', () => {
  it('searches when empty or from 3 characters', () => {
    expect(effectiveSearch('')).toBe('');
    expect(effectiveSearch('  ')).toBe('');
    expect(effectiveSearch('fr')).toBeNull();
    expect(effectiveSearch(' fra ')).toBe('fra');
    expect(effectiveSearch('pão')).toBe('pão');
  });
});
