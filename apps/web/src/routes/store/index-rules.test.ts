import { describe, expect, it } from 'vitest';
import { indexTarget } from './index-rules.ts';

const place = { cards_menu: false, service_supplier: false };

describe('indexTarget', () => {
  it('sends cards-menu and service-supplier places to CardsMenu', () => {
    expect(indexTarget({ place: { ...place, cards_menu: true } })).toEqual({ route: 'CardsMenu' });
    expect(indexTarget({ place: { ...place, service_supplier: true } })).toEqual({ route: 'CardsMenu' });
  });
  it('goes Home otherwise', () => {
    expect(indexTarget({ place })).toEqual({ route: 'Home' });
  });
});
