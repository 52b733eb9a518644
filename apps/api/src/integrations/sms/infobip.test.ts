import { describe, expect, it } from 'vitest';
import { createInfobipSms } from './infobip.ts';

describe('Infobip SMS adapter', () => {
  it('posts one message to the advanced text endpoint with the App key', async () => {
    const requests: { url: string; init: RequestInit }[] = [];
    const sms = createInfobipSms({
      baseUrl: 'https://xyz.api.infobip.com/',
      apiKey: 'k3y',
      sender: 'Pedido',
      fetch: async (url, init) => {
        requests.push({ url: String(url), init: init ?? {} });
        return new Response('{"messages":[{"status":{"groupName":"PENDING"}}]}', { status: 200 });
      },
    });
    await sms.send('5511987654321', 'Seu código é 1234');
    expect(requests).toHaveLength(1);
    const [request] = requests as [{ url: string; init: RequestInit }];
    expect(request.url).toBe('https://xyz.api.infobip.com/sms/2/text/advanced');
    expect((request.init.headers as Record<string, string>).authorization).toBe('App k3y');
    expect(JSON.parse(String(request.init.body))).toEqual({
      messages: [{ from: 'Pedido', destinations: [{ to: '5511987654321' }], text: 'Seu código é 1234' }],
    });
  });

  it('fails when the provider refuses, so the caller can tell the user', async () => {
    const sms = createInfobipSms({
      baseUrl: 'https://x',
      apiKey: 'k',
      sender: 's',
      fetch: async () => new Response('', { status: 401 }),
    });
    await expect(sms.send('5511987654321', 'x')).rejects.toThrow(/401/);
  });
});
