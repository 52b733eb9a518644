import { describe, expect, it } from 'vitest';
import { createPrintNode } from '../../integrations/print/printnode.ts';
import { useStaffTestApp } from '../../test/staff-test-app.ts';
import { DEMO } from '../../test/test-app.ts';
import { newCustomer } from '../orders/orders.test-helpers.ts';

const CANTINA = DEMO.places[0];
const PORTO = DEMO.places[1];

const s = useStaffTestApp('10.89.0');

async function order() {
  const c = await newCustomer(s.t, CANTINA, 'Rita Comanda');
  const res = await s.t.call(
    'v2/orderdelivery',
    {
      products: [{ product_id: s.ids.get('401'), quantity: 2, observation: 'sem gelo' }],
      delivery_type: 2,
      phone: c.phone,
      observacao: { text: 'Buzinar <b>duas</b> vezes' },
    },
    { place: CANTINA, token: c.token },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.order as { _id: string; number: number };
}

describe('admin/orders/ticket', () => {
  it('renders the 80 mm ticket as HTML and a PDF behind a short-lived link, logged on /dev/print', async () => {
    const o = await order();
    const res = await s.t.call('admin/orders/ticket', { order_id: o._id }, { place: CANTINA, ...s.cantina });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { html, pdf_url, job_id, document_id } = res.body.data;
    expect(job_id).toBeNull();
    expect(html).toContain('@page{size:80mm auto;margin:0}');
    expect(html).toContain(`Pedido #${o.number}`);
    expect(html).toContain('Cantina');
    expect(html).toContain('Obs.: sem gelo');
    // Customer text is escaped.
    expect(html).toContain('Buzinar &lt;b&gt;duas&lt;/b&gt; vezes');

    const pdf = await s.t.app.inject({ method: 'GET', url: pdf_url });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // 80 mm wide: 226.77 points.
    expect(pdf.rawPayload.toString('latin1')).toMatch(/\/MediaBox \[0 0 226\.77\d* /);

    const wrongKey = await s.t.app.inject({ method: 'GET', url: pdf_url.replace(/key=.*/, 'key=nope') });
    expect(wrongKey.statusCode).toBe(404);
    const dev = await s.t.app.inject({ method: 'GET', url: '/dev/print' });
    expect(dev.statusCode).toBe(200);
    expect(dev.body).toContain(document_id);
  });

  it('sends to the printer through the port (sandbox job) when asked', async () => {
    const o = await order();
    const res = await s.t.call(
      'admin/orders/ticket',
      { order_id: o._id, send: true },
      { place: CANTINA, ...s.cantina },
    );
    expect(res.body.data.job_id).toBe(`sandbox-${res.body.data.document_id}`);
    const dev = await s.t.app.inject({ method: 'GET', url: '/dev/print' });
    expect(dev.body).toContain(`sandbox (sandbox-${res.body.data.document_id})`);
  });

  it("keeps places apart: another place's manager gets not found; customers are refused", async () => {
    const o = await order();
    const other = await s.t.call('admin/orders/ticket', { order_id: o._id }, { place: PORTO, ...s.porto });
    expect(other.status).toBe(404);
    expect(
      (await s.t.call('admin/orders/ticket', { order_id: o._id }, { place: PORTO, ...s.cantina })).status,
    ).not.toBe(200);
    const c = await newCustomer(s.t, CANTINA);
    expect(
      (await s.t.call('admin/orders/ticket', { order_id: o._id }, { place: CANTINA, token: c.token })).status,
    ).toBe(403);
    expect((await s.t.call('admin/orders/ticket', { order_id: 'x' }, { place: CANTINA, ...s.cantina })).status).toBe(
      400,
    );
  });
});

describe('PrintNode adapter', () => {
  it('POSTs /printjobs with basic auth and the PDF as base64, answering the job id', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fake = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response('4242', { status: 201, headers: { 'content-type': 'application/json' } });
    }) as unknown as typeof fetch;
    const port = createPrintNode({ baseUrl: 'https://api.printnode.test/', apiKey: 'k3y', printerId: 77, fetch: fake });
    const job = await port.send({ placeId: 'p', documentId: 'd', title: 'Pedido #1', pdf: Buffer.from('%PDF-1.3') });
    expect(job.jobId).toBe('4242');
    expect(calls[0]?.url).toBe('https://api.printnode.test/printjobs');
    const headers = calls[0]?.init.headers as Record<string, string>;
    expect(headers.authorization).toBe(`Basic ${Buffer.from('k3y:').toString('base64')}`);
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      printerId: 77,
      title: 'Pedido #1',
      contentType: 'pdf_base64',
      content: Buffer.from('%PDF-1.3').toString('base64'),
      source: 'pedidos',
    });
  });

  it('fails on an error answer', async () => {
    const fake = (async () => new Response('{"message":"bad"}', { status: 401 })) as unknown as typeof fetch;
    const port = createPrintNode({ baseUrl: 'https://x.test', apiKey: 'k', printerId: 1, fetch: fake });
    await expect(port.send({ placeId: 'p', documentId: 'd', title: 't', pdf: Buffer.from('') })).rejects.toThrow('401');
  });
});
