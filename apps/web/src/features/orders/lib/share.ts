// Share-order links (spec 1 §2 share-order dialog, §7 "a messaging app send link uses host api on
// mobile and web otherwise"). The shared link opens OrderCheckout, which needs no login: the
// authCode is what lets its holder read the order.

export function orderShareLink(origin: string, basename: string, orderId: string, authCode: string | null): string {
  const id = encodeURIComponent(orderId);
  if (!authCode) return `${origin}${basename}/meu-pedido/${id}`;
  return `${origin}${basename}/checkout/${id}?authCode=${encodeURIComponent(authCode)}`;
}

export function isMobileAgent(userAgent: string): boolean {
  return /Android|iPhone|iPad|iPod|Mobile/i.test(userAgent);
}

/** WhatsApp's send link: api.whatsapp.com on phones (opens the app), web.whatsapp.com on computers. */
export function whatsAppLink(text: string, mobile: boolean, phone?: string | null): string {
  const host = mobile ? 'https://api.whatsapp.com' : 'https://web.whatsapp.com';
  const to = phone ? `phone=${encodeURIComponent(phone.replace(/\D/g, ''))}&` : '';
  return `${host}/send?${to}text=${encodeURIComponent(text)}`;
}

/** The phone of a 'https://wa.me/5511...' support link, or null. */
export function phoneOfSupportLink(link: string | null | undefined): string | null {
  const match = link ? (/wa\.me\/(\d{10,13})/.exec(link) ?? /[?&]phone=(\d{10,13})/.exec(link)) : null;
  return match?.[1] ?? null;
}
