import { describe, expect, it } from 'vitest';
import { chunksToPreload, type ScreenChunkList } from './screen-chunks.ts';

const list: ScreenChunkList = {
  files: ['assets/cart-route-a.js', 'assets/money-b.js', 'assets/home-route-c.js'],
  screens: { Cart: [0, 1], Home: [2, 1] },
};

describe('screen chunk preloads (decision 213)', () => {
  it("answers a screen's files in the list's order", () => {
    expect(chunksToPreload(list, 'Cart', new Set())).toEqual(['assets/cart-route-a.js', 'assets/money-b.js']);
  });

  it('leaves out files already asked for, and answers nothing for a screen the list does not know', () => {
    expect(chunksToPreload(list, 'Home', new Set(['assets/money-b.js']))).toEqual(['assets/home-route-c.js']);
    expect(chunksToPreload(list, 'NotFound', new Set())).toEqual([]);
  });
});
