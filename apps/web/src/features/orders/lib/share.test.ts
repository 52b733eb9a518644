import { describe, expect, it } from 'vitest';
import { isMobileAgent, orderShareLink, phoneOfSupportLink, whatsAppLink } from './share.ts';

describe('share links', () => {
  it('links to the checkout with the authCode, under the place prefix', () => {
    expect(orderShareLink('https://x.com', '/p/cantina', 'o1', 'ab c')).toBe(
      'https://x.com/p/cantina/checkout/o1?authCode=ab%20c',
    );
    expect(orderShareLink('https://x.com', '', 'o1', null)).toBe('https://x.com/meu-pedido/o1');
  });
  it('uses the api host on phones and the web host on computers', () => {
    expect(whatsAppLink('Pedido #1', true)).toBe('https://api.whatsapp.com/send?text=Pedido%20%231');
    expect(whatsAppLink('oi', false, '+55 (11) 98765-0001')).toBe(
      'https://web.whatsapp.com/send?phone=5511987650001&text=oi',
    );
    expect(isMobileAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe(true);
    expect(isMobileAgent('Mozilla/5.0 (X11; Linux x86_64)')).toBe(false);
  });
  it('reads the phone of a wa.me support link', () => {
    expect(phoneOfSupportLink('https://wa.me/5511987650001')).toBe('5511987650001');
    expect(phoneOfSupportLink('https://example.com')).toBeNull();
    expect(phoneOfSupportLink(null)).toBeNull();
  });
});
