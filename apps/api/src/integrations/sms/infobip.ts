import type { SmsPort } from './port.ts';

/**
 * Infobip SMS API v2 (POST {base}/sms/2/text/advanced, header "Authorization: App {key}").
 * Our server makes and checks the PIN itself, so only the plain send endpoint is used.
 */
export function createInfobipSms(options: {
  baseUrl: string;
  apiKey: string;
  sender: string;
  fetch?: typeof fetch;
}): SmsPort {
  const doFetch = options.fetch ?? fetch;
  return {
    async send(to, text) {
      const response = await doFetch(`${options.baseUrl.replace(/\/$/, '')}/sms/2/text/advanced`, {
        method: 'POST',
        headers: {
          authorization: `App ${options.apiKey}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify({ messages: [{ from: options.sender, destinations: [{ to }], text }] }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`Infobip answered ${response.status}`);
    },
  };
}
