import { createHash } from 'node:crypto';
import { CONSENT_TEXT_VERSION } from '@app/domain/patients/rules';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../platform/tokens.ts';
import { type StaffAuth, staffAuth } from '../../test/logins.ts';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.ts';
import { placeIdOf } from '../orders/orders.test-helpers.ts';

const CLINIC = DEMO.places[2];
const CANTINA = DEMO.places[0];
let t: TestApp;
let reception: StaffAuth;
let owner: StaffAuth;
let pedro: StaffAuth;
let beatriz: StaffAuth;
let patientId: string;

const as = (s: StaffAuth, place: string = CLINIC) => ({ place, ...s });
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const png = (color: string) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
    .png()
    .toBuffer();
const open = (url: string, ip = '10.181.0.9') => t.app.inject({ method: 'GET', url, remoteAddress: ip });
const auditOf = async () => {
  const res = await t.call('patients/audit', { patient_id: patientId }, as(owner));
  return res.body.data.entries as { action: string; role: string; target: string | null; ip: string | null }[];
};

beforeAll(async () => {
  t = await createTestApp();
  reception = await staffAuth(t, CLINIC, '10.181.0.1');
  owner = await staffAuth(t, CLINIC, '10.181.0.2', DEMO.owner);
  pedro = await staffAuth(t, CLINIC, '10.181.0.3', DEMO.supplier);
  const other = await t.call(
    'createuser',
    { username: 'Dra. Beatriz Lacerda', phone: '11955518001', password: 'senha-beatriz' },
    { place: CLINIC, ip: '10.181.0.4' },
  );
  await t.database.db.execute(
    sql`update place_members set is_manager = true, supplier_id = 'supplier-beatriz' where user_id = ${other.body.data.user._id}`,
  );
  beatriz = await staffAuth(t, CLINIC, '10.181.0.4', { phone: '11955518001', password: 'senha-beatriz' });
  const created = await t.call(
    'patients/create',
    { full_name: 'Helena Duarte Campos', cpf: '111.444.777-35', service_supplier_ids: ['supplier-pedro'] },
    as(reception),
  );
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  patientId = created.body.data.patient._id;
});
afterAll(() => t.close());

describe('patient files', () => {
  let fileId: string;
  let fileUrl: string;

  it('Dr. Pedro uploads a PDF; get mints a signed URL that serves the same bytes, each step audited', async () => {
    const up = await t.call(
      'patients/files/upload',
      { patient_id: patientId, name: 'Hemograma março', data: PDF.toString('base64') },
      as(pedro),
    );
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    expect(up.body.data.file).toMatchObject({
      content_type: 'application/pdf',
      size: PDF.length,
      sha256: createHash('sha256').update(PDF).digest('hex'),
    });
    fileId = up.body.data.file._id;
    const got = await t.call('patients/files/get', { file_id: fileId }, as(pedro));
    expect(got.status).toBe(200);
    fileUrl = got.body.data.url;
    expect(fileUrl).toMatch(/^\/api\/record-files\?t=[\w-]+\.[\w-]+$/);
    const served = await open(fileUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toContain('application/pdf');
    expect(served.headers['cache-control']).toBe('private, no-store');
    expect(served.rawPayload.equals(PDF)).toBe(true);
    const actions = (await auditOf()).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['file.upload', 'file.read', 'file.download']));
    const download = (await auditOf()).find((e) => e.action === 'file.download');
    expect(download).toMatchObject({ role: 'supplier', ip: '10.181.0.9', target: `file:${fileId}` });
  });

  it('refuses a tampered link, a forged signature and garbage with the same 404', async () => {
    const [payload, signature] = fileUrl.slice('/api/record-files?t='.length).split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const otherPayload = Buffer.from(JSON.stringify({ ...claims, exp: claims.exp + 86_400 })).toString('base64url');
    for (const url of [
      `/api/record-files?t=${otherPayload}.${signature}`,
      `/api/record-files?t=${payload}.${signature.slice(0, -2)}xx`,
      `/api/record-files?t=${payload}`,
      '/api/record-files?t=..%2F..%2Fetc%2Fpasswd',
      '/api/record-files',
    ]) {
      const res = await open(url);
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('refuses unsupported types and another professional, the reception and another place', async () => {
    const text = await t.call(
      'patients/files/upload',
      { patient_id: patientId, name: 'x', data: Buffer.from('olá mundo').toString('base64') },
      as(pedro),
    );
    expect(text.status).toBe(400);
    expect(text.body.error.message).toBe('Envie um PDF ou uma imagem (JPEG, PNG ou WebP).');
    const other = await t.call('patients/files/get', { file_id: fileId }, as(beatriz));
    expect(other.status).toBe(404);
    expect(JSON.stringify(other.body)).not.toContain('Hemograma');
    const desk = await t.call('patients/files/get', { file_id: fileId }, as(reception));
    expect(desk.status).toBe(403);
    const cantinaOwner = await staffAuth(t, CANTINA, '10.181.0.5', DEMO.owner);
    const foreign = await t.call('patients/files/get', { file_id: fileId }, as(cantinaOwner, CANTINA));
    expect([403, 404]).toContain(foreign.status);
    const crossed = await t.call('patients/files/get', { file_id: fileId }, { place: CANTINA, ...pedro });
    expect(crossed.status).toBe(403);
  });

  it("'delete' hides with a required reason: not listed, not served, kept in the database and the audit", async () => {
    const noReason = await t.call('patients/files/delete', { file_id: fileId, reason: '' }, as(pedro));
    expect(noReason.status).toBe(400);
    const hidden = await t.call(
      'patients/files/delete',
      { file_id: fileId, reason: 'Enviado no paciente errado' },
      as(pedro),
    );
    expect(hidden.status).toBe(200);
    expect(hidden.body.data.file.hidden_reason).toBe('Enviado no paciente errado');
    expect((await t.call('patients/files/get', { file_id: fileId }, as(pedro))).status).toBe(404);
    expect((await open(fileUrl)).statusCode).toBe(404);
    const view = await t.call('patients/get', { id: patientId, detailed: true }, as(pedro));
    expect(view.body.data.timeline.some((i: { _id: string }) => i._id === fileId)).toBe(false);
    const rows = (await t.database.db.execute(
      sql`select hidden_reason from patient_files where id = ${fileId}`,
    )) as unknown as {
      rows: unknown[];
    };
    expect(rows.rows).toEqual([{ hidden_reason: 'Enviado no paciente errado' }]);
    await expect(t.database.db.execute(sql`delete from patient_files where id = ${fileId}`)).rejects.toThrow();
    await expect(
      t.database.db.execute(sql`update patient_files set hidden_at = null where id = ${fileId}`),
    ).rejects.toThrow();
    expect((await auditOf()).some((e) => e.action === 'file.hide' && e.target === `file:${fileId}`)).toBe(true);
  });
});

describe('before/after photos and shared results', () => {
  let photoId: string;
  let shareToken: string;
  let shareRowId: string;

  it('uploads a pair, resized to WebP, shown in the timeline', async () => {
    const res = await t.call(
      'patients/photos/upload',
      {
        patient_id: patientId,
        before: (await png('#c08080')).toString('base64'),
        after: (await png('#e0b0b0')).toString('base64'),
        procedure: 'Preenchimento labial',
        region: 'Lábios',
        date: '2026-10-01',
      },
      as(pedro),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    photoId = res.body.data.photo._id;
    expect(res.body.data.photo.before_sha256).toMatch(/^[0-9a-f]{64}$/);
    const got = await t.call('patients/photos/get', { photo_id: photoId }, as(pedro));
    expect(got.body.data.image_consent).toBe(false);
    const before = await open(got.body.data.before_url);
    expect(before.statusCode).toBe(200);
    expect(before.headers['content-type']).toContain('image/webp');
    const view = await t.call('patients/get', { id: patientId, detailed: true }, as(pedro));
    expect(view.body.data.timeline).toContainEqual(
      expect.objectContaining({ kind: 'photo', _id: photoId, title: 'Preenchimento labial', region: 'Lábios' }),
    );
  });

  it("refuses to share without the patient's image consent", async () => {
    const res = await t.call(
      'patients/share/photos/create',
      { patient_id: patientId, photo_id: photoId, speciality_name: 'Harmonização orofacial' },
      as(pedro),
    );
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('consent_required');
  });

  it('with the consent, shares; the anonymous page reads it through its own audited links', async () => {
    const consent = await t.call(
      'patients/consent',
      { patient_id: patientId, purpose: 'image', granted: true, text_version: CONSENT_TEXT_VERSION.image },
      as(pedro),
    );
    expect(consent.status).toBe(200);
    const res = await t.call(
      'patients/share/photos/create',
      { patient_id: patientId, photo_id: photoId, speciality_name: 'Harmonização orofacial' },
      as(pedro),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    shareToken = res.body.data.share_id;
    shareRowId = res.body.data.share._id;
    const days = (Date.parse(res.body.data.share.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    const page = await t.call(
      'patients/share/photos/get',
      { share_id: shareToken },
      { place: CLINIC, ip: '10.181.0.20' },
    );
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({
      speciality_name: 'Harmonização orofacial',
      procedure: 'Preenchimento labial',
    });
    expect(JSON.stringify(page.body)).not.toContain('Helena');
    expect((await open(page.body.data.photo_later_url, '10.181.0.20')).statusCode).toBe(200);
    const entries = await auditOf();
    expect(entries).toContainEqual(
      expect.objectContaining({ action: 'share.read', role: 'anonymous', ip: '10.181.0.20' }),
    );
    expect(entries).toContainEqual(
      expect.objectContaining({
        action: 'photo.download',
        role: 'anonymous',
        target: expect.stringContaining(`via share:${shareRowId}`),
      }),
    );
  });

  it('refuses an expired share, a withdrawn consent and a revoked share', async () => {
    const placeId = await placeIdOf(t, CLINIC);
    const expired = 'expiredsharetokenexpiredshare1';
    await t.database.db.execute(sql`insert into patient_photo_shares (place_id, patient_id, photo_id, token_hash, speciality_name, expires_at)
      values (${placeId}, ${patientId}, ${photoId}, ${hashToken(expired)}, 'Dermatologia', now() - interval '1 minute')`);
    const old = await t.call('patients/share/photos/get', { share_id: expired }, { place: CLINIC });
    expect(old.status).toBe(404);
    expect(old.body.error.message).toBe('Resultado não encontrado ou expirado.');
    // The same link at another place finds nothing.
    expect((await t.call('patients/share/photos/get', { share_id: shareToken }, { place: CANTINA })).status).toBe(404);
    const withdraw = (granted: boolean) =>
      t.call(
        'patients/consent',
        { patient_id: patientId, purpose: 'image', granted, text_version: CONSENT_TEXT_VERSION.image },
        as(pedro),
      );
    await withdraw(false);
    expect((await t.call('patients/share/photos/get', { share_id: shareToken }, { place: CLINIC })).status).toBe(404);
    await withdraw(true);
    expect((await t.call('patients/share/photos/get', { share_id: shareToken }, { place: CLINIC })).status).toBe(200);
    const revoked = await t.call('patients/share/photos/revoke', { _id: shareRowId }, as(pedro));
    expect(revoked.status).toBe(200);
    expect(revoked.body.data.share.revoked_at).not.toBeNull();
    expect((await t.call('patients/share/photos/get', { share_id: shareToken }, { place: CLINIC })).status).toBe(404);
    expect((await auditOf()).some((e) => e.action === 'share.revoke')).toBe(true);
  });
});

describe('application plans and the export', () => {
  let planId: string;

  it('creates a plan with one status per session, marks a session, hides it with a reason', async () => {
    const created = await t.call(
      'patients/application-plan/create',
      { patient_id: patientId, product: 'Toxina botulínica', sessions: 3, interval_days: 30, start_date: '2026-11-02' },
      as(pedro),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    planId = created.body.data.plan._id;
    expect(created.body.data.plan.sessions.map((s: { date: string }) => s.date)).toEqual([
      '2026-11-02',
      '2026-12-02',
      '2027-01-01',
    ]);
    const done = await t.call(
      'patients/application-plan/session',
      { _id: planId, number: 1, status: 'done' },
      as(pedro),
    );
    expect(done.body.data.plan.sessions[0].status).toBe('done');
    const missing = await t.call(
      'patients/application-plan/session',
      { _id: planId, number: 9, status: 'done' },
      as(pedro),
    );
    expect(missing.status).toBe(400);
    const listed = await t.call(
      'patients/application-plan/get',
      { patient_id: patientId, filters: { status: 'active' } },
      as(pedro),
    );
    expect(listed.body.data.plans).toHaveLength(1);
    expect((await t.call('patients/application-plan/get', { patient_id: patientId }, as(beatriz))).status).toBe(404);
    const ownerCreate = await t.call(
      'patients/application-plan/create',
      { patient_id: patientId, product: 'X', sessions: 1, interval_days: 1, start_date: '2026-11-02' },
      as(owner),
    );
    expect(ownerCreate.status).toBe(403);
    const hidden = await t.call(
      'patients/application-plan/delete',
      { _id: planId, reason: 'Plano duplicado' },
      as(pedro),
    );
    expect(hidden.body.data.plan.hidden_reason).toBe('Plano duplicado');
    expect(
      (await t.call('patients/application-plan/get', { patient_id: patientId }, as(pedro))).body.data.plans,
    ).toEqual([]);
    const all = await t.call('patients/application-plan/get', { patient_id: patientId, detailed: true }, as(pedro));
    expect(all.body.data.plans).toHaveLength(1);
    expect((await auditOf()).filter((e) => e.action.startsWith('plan.')).map((e) => e.action)).toEqual(
      expect.arrayContaining(['plan.create', 'plan.update', 'plan.read', 'plan.hide']),
    );
  });

  it('exports the whole record as JSON and one PDF, both audited', async () => {
    await t.call(
      'record/create',
      { patient_id: patientId, chief_complaint: 'Avaliação estética', date: '2026-10-01', hour: '10:00' },
      as(pedro),
    );
    const res = await t.call('patients/export', { patient_id: patientId }, as(owner));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const record = res.body.data.record;
    expect(record.patient.full_name).toBe('Helena Duarte Campos');
    expect(record.consultations).toHaveLength(1);
    expect(record.consents.find((c: { purpose: string }) => c.purpose === 'image').granted).toBe(true);
    expect(record.files).toHaveLength(1);
    expect(record.files[0].hidden_reason).toBe('Enviado no paciente errado');
    expect(record.photos[0].before_sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(record.application_plans[0].product).toBe('Toxina botulínica');
    const pdf = await open(res.body.data.pdf_url);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const exports = (await auditOf()).filter((e) => e.action === 'record.export').map((e) => e.target);
    expect(exports.sort()).toEqual(['json', 'pdf']);
    expect((await t.call('patients/export', { patient_id: patientId }, as(beatriz))).status).toBe(404);
    expect((await t.call('patients/export', { patient_id: patientId }, as(reception))).status).toBe(403);
  });
});

describe('refusals of every call', () => {
  const some = '00000000-0000-4000-8000-000000000000';
  const calls = [
    ['patients/files/upload', () => ({ patient_id: patientId, name: 'x', data: PDF.toString('base64') })],
    ['patients/files/get', () => ({ file_id: some })],
    ['patients/files/delete', () => ({ file_id: some, reason: 'motivo' })],
    [
      'patients/photos/upload',
      () => ({ patient_id: patientId, before: 'eA==', after: 'eA==', procedure: 'x', region: 'y', date: '2026-01-10' }),
    ],
    ['patients/photos/get', () => ({ photo_id: some })],
    ['patients/photos/delete', () => ({ photo_id: some, reason: 'motivo' })],
    ['patients/share/photos/create', () => ({ patient_id: patientId, photo_id: some, speciality_name: 'x' })],
    ['patients/share/photos/revoke', () => ({ _id: some })],
    [
      'patients/application-plan/create',
      () => ({ patient_id: patientId, product: 'x', sessions: 1, interval_days: 1, start_date: '2026-01-10' }),
    ],
    ['patients/application-plan/get', () => ({ patient_id: patientId })],
    ['patients/application-plan/delete', () => ({ _id: some, reason: 'motivo' })],
    ['patients/application-plan/session', () => ({ _id: some, number: 1, status: 'done' })],
    ['patients/export', () => ({ patient_id: patientId })],
  ] as const;

  it.each(calls)('%s: refused to a customer, the reception, and staff of another place', async (name, body) => {
    const customer = await t.call('login', DEMO.customer, { place: CLINIC, ip: '10.182.0.1' });
    const asCustomer = await t.call(name, body(), { place: CLINIC, token: customer.body.data.token });
    expect(asCustomer.status).toBe(403);
    expect((await t.call(name, body(), as(reception))).status).toBe(403);
    const crossed = await t.call(name, body(), { place: CANTINA, ...pedro });
    expect(crossed.status).toBe(403);
    const cantinaOwner = await staffAuth(
      t,
      CANTINA,
      `10.182.1.${calls.findIndex((c) => c[0] === name) + 1}`,
      DEMO.owner,
    );
    const foreign = await t.call(name, body(), as(cantinaOwner, CANTINA));
    expect([403, 404]).toContain(foreign.status);
    expect(JSON.stringify(foreign.body)).not.toContain('Helena');
  });
});
