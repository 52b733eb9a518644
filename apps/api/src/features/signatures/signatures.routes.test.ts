import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerAuth, staffAuth } from '../../test/logins.ts';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.ts';

const CLINIC = DEMO.places[2];
const CANTINA = DEMO.places[0];

let t: TestApp;
let staff: { token: string; managerToken: string };
let maria: { token: string; userId: string };

beforeAll(async () => {
  t = await createTestApp();
  staff = await staffAuth(t, CLINIC, '10.140.0.1');
  maria = await customerAuth(t, CLINIC, '10.140.0.2');
});
afterAll(() => t.close());

const as = (auth: Record<string, string>, place: string = CLINIC) => ({ place, ...auth });
const CONSENT =
  'Declaro que fui informada sobre o procedimento de aplicação de toxina botulínica, seus riscos e cuidados.';
type Doc = { _id: string; status: string; sign_url: string | null; signed_at: string | null; sha256: string };

describe('digitalsignature/send-document', () => {
  it('sends a document by WhatsApp; the patient signs it at the provider; the list shows it signed, once', async () => {
    const sent = await t.call(
      'digitalsignature/send-document',
      { user_id: maria.userId, title: 'Termo de consentimento', content: CONSENT },
      as(staff),
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const doc = sent.body.data.document as Doc & { channel: string };
    expect(doc).toMatchObject({ status: 'sent', channel: 'whatsapp', signed_at: null });
    expect(doc.sha256).toMatch(/^[0-9a-f]{64}$/);
    const providerId = doc.sign_url?.split('/dev/assinaturas/')[1];
    expect(providerId).toMatch(/^sandbox-/);

    const pdf = await t.app.inject({ method: 'GET', url: `/dev/assinaturas/${providerId}/pdf` });
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const signed = await t.app.inject({ method: 'POST', url: `/dev/assinaturas/${providerId}/assinar` });
    expect(signed.statusCode).toBe(303);
    const list = await t.call('digitalsignature/list', { user_id: maria.userId }, as(staff));
    const after = (list.body.data.documents as Doc[]).find((d) => d._id === doc._id);
    expect(after).toMatchObject({ status: 'signed', sign_url: null });
    expect(after?.signed_at).not.toBeNull();
    // A decided document is never decided again.
    const again = await t.app.inject({ method: 'POST', url: `/dev/assinaturas/${providerId}/recusar` });
    expect(again.statusCode).toBe(404);
  });

  it('by SMS the invitation with the signing link goes through the SMS port', async () => {
    const sent = await t.call(
      'digitalsignature/send-document',
      { user_id: maria.userId, title: 'Orçamento de tratamento', content: CONSENT, channel: 'sms' },
      as(staff),
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const url = sent.body.data.document.sign_url as string;
    const sms = t.sent.filter((m) => m.to === `55${DEMO.customer.phone}`).at(-1);
    expect(sms?.text).toContain(url);
    expect(sms?.text).toContain('Orçamento de tratamento');
  });

  it('answers field errors for bad input, never a 500', async () => {
    const short = await t.call(
      'digitalsignature/send-document',
      { user_id: maria.userId, title: 'T', content: CONSENT },
      as(staff),
    );
    expect(short.status).toBe(400);
    expect(short.body.error.message).toContain('Título');
    const nobody = await t.call(
      'digitalsignature/send-document',
      { user_id: '00000000-0000-4000-8000-000000000000', title: 'Termo', content: CONSENT },
      as(staff),
    );
    expect(nobody.status).toBe(404);
    const noFilter = await t.call('digitalsignature/list', {}, as(staff));
    expect(noFilter.status).toBe(400);
  });

  it("is refused to patients, and another place's staff never see or reach the clinic's documents", async () => {
    const patient = await t.call(
      'digitalsignature/send-document',
      { user_id: maria.userId, title: 'Termo', content: CONSENT },
      as(maria),
    );
    expect(patient.status).toBe(403);
    const patientList = await t.call('digitalsignature/list', { user_id: maria.userId }, as(maria));
    expect(patientList.status).toBe(403);
    const cantinaStaff = await staffAuth(t, CANTINA, '10.140.0.3');
    const elsewhere = await t.call('digitalsignature/list', { user_id: maria.userId }, as(cantinaStaff, CANTINA));
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.body.data.documents).toEqual([]);
    // The clinic's manager token at the Cantina: refused.
    const borrowed = await t.call('digitalsignature/list', { user_id: maria.userId }, as(staff, CANTINA));
    expect(borrowed.status).toBe(403);
  });
});
