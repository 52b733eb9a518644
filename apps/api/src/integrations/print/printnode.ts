import type { PrintPort } from './port.ts';

/**
 * PrintNode (https://www.printnode.com/en/docs/api/curl): POST {base}/printjobs with HTTP Basic
 * auth (the API key as user name, empty password) and a JSON body naming the printer and the PDF as
 * base64; the answer is the new job's id (a number).
 */
export function createPrintNode(options: {
  baseUrl: string;
  apiKey: string;
  printerId: number;
  fetch?: typeof fetch;
}): PrintPort {
  const doFetch = options.fetch ?? fetch;
  const auth = `Basic ${Buffer.from(`${options.apiKey}:`).toString('base64')}`;
  return {
    provider: 'printnode',
    async send(job) {
      const response = await doFetch(`${options.baseUrl.replace(/\/$/, '')}/printjobs`, {
        method: 'POST',
        headers: { authorization: auth, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          printerId: options.printerId,
          title: job.title,
          contentType: 'pdf_base64',
          content: job.pdf.toString('base64'),
          source: 'pedidos',
        }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`PrintNode answered ${response.status}`);
      const id = (await response.json()) as unknown;
      if (typeof id !== 'number' && typeof id !== 'string') throw new Error('PrintNode answered no job id');
      return { jobId: String(id) };
    },
  };
}
