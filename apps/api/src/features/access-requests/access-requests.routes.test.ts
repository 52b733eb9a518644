import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerAuth, staffAuth } from '../../test/logins.ts';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.ts';
import { newCustomer, placeIdOf, productIds, setPlace } from '../orders/orders.test-helpers.ts';
import { dayFromToday } from '../scheduling/scheduling.test-helpers.ts';
import { demoAccessPlace } from './access-requests.seed.ts';

const STUDIO = demoAccessPlace.slug;
const CANTINA = DEMO.places[0];
const CLINICA = DEMO.places[2];

let t: TestApp;
let manager: { token: string; managerToken: string };

beforeAll(async () => {
  t = await createTestApp();
  manager = await staffAuth(t, STUDIO, '10.122.0.1');
});
afterAll(() => t.close());

const as = (auth: Record<string, string>, place: string = STUDIO) => ({ place, ...auth });
const lastSms = async (phone: string) => t.sent.filter((m) => m.to === `55${phone}`).at(-1)?.text;

describe('the new-user flow', () => {
  it('a new customer must ask; staff approve; the customer is told by SMS and is let in', async () => {
    const c = await newCustomer(t, STUDIO, 'Nova Aluna');
    const before = await t.call('useraccess/check', {}, as(c));
    expect(before.status, JSON.stringify(before.body)).toBe(200);
    expect(before.body.data).toEqual({ required: true, request: null });

    const asked = await t.call('useraccess/request', { message: 'Sou vizinha do estúdio.' }, as(c));
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body.data.request).toMatchObject({ status: 'pending', message: 'Sou vizinha do estúdio.' });
    // Asking twice keeps one request.
    await t.call('useraccess/request', {}, as(c));
    const pending = await t.call('useraccess/list', {}, as(manager));
    expect(pending.status).toBe(200);
    const mine = pending.body.data.requests.filter((r: { user_id: string }) => r.user_id === c.userId);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      status: 'pending',
      phone: c.phone,
      username: expect.stringContaining('Nova Aluna'),
    });

    const approved = await t.call('useraccess/update', { id: mine[0]._id, status: 'approved' }, as(manager));
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.data.request).toMatchObject({ status: 'approved', decided_by: 'João Gerente' });
    expect(await lastSms(c.phone)).toBe('Estúdio Vida Leve: seu acesso foi aprovado. Abra o app para continuar.');
    expect((await t.call('useraccess/check', {}, as(c))).body.data).toMatchObject({
      required: false,
      request: { status: 'approved' },
    });
    // A decided request is not decided again.
    const again = await t.call('useraccess/update', { id: mine[0]._id, status: 'refused' }, as(manager));
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('access_request_decided');
  });

  it('a refused customer is told and may ask again', async () => {
    const c = await newCustomer(t, STUDIO, 'Outra Aluna');
    const asked = await t.call('useraccess/request', {}, as(c));
    const id = asked.body.data.request._id as string;
    const refused = await t.call('useraccess/update', { id, status: 'refused' }, as(manager));
    expect(refused.body.data.request.status).toBe('refused');
    expect(await lastSms(c.phone)).toBe('Estúdio Vida Leve: sua solicitação de acesso não foi aprovada.');
    expect((await t.call('useraccess/check', {}, as(c))).body.data).toMatchObject({
      required: true,
      request: { status: 'refused' },
    });
    const listed = await t.call('useraccess/list', { status: 'refused' }, as(manager));
    expect(listed.body.data.requests.map((r: { _id: string }) => r._id)).toContain(id);
    const reopened = await t.call('useraccess/request', {}, as(c));
    expect(reopened.body.data.request).toMatchObject({ _id: id, status: 'pending', decided_by: null });
  });

  it('master accounts, staff and places without the flow need no request', async () => {
    // The demo customer was let in; staff never ask.
    const maria = await customerAuth(t, STUDIO, '10.122.0.2');
    expect((await t.call('useraccess/check', {}, as(maria))).body.data.required).toBe(false);
    expect((await t.call('useraccess/check', {}, as(manager))).body.data.required).toBe(false);
    const staffAsks = await t.call('useraccess/request', {}, as(manager));
    expect(staffAsks.status).toBe(409);
    expect(staffAsks.body.error.code).toBe('access_not_needed');
    // A master account created at the counter.
    const created = await t.call(
      'createuser',
      { username: 'Empresa Parceira', master_account: true },
      { ...as(manager), ip: '10.122.0.3' },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const master = await t.call('managerlogin', { user_id: created.body.data.user._id }, as(manager));
    // Acting for someone is staff at work: no request either.
    expect((await t.call('useraccess/check', {}, as({ token: master.body.data.token }))).body.data.required).toBe(
      false,
    );
    // The Cantina has no new-user flow.
    const atCantina = await newCustomer(t, CANTINA);
    expect((await t.call('useraccess/check', {}, as(atCantina, CANTINA))).body.data).toEqual({
      required: false,
      request: null,
    });
  });

  it('answers a field error for a bad id or status, never a 500', async () => {
    const bad = await t.call('useraccess/update', { id: 'x', status: 'approved' }, as(manager));
    expect(bad.status).toBe(400);
    const status = await t.call('useraccess/list', { status: 'whatever' }, as(manager));
    expect(status.status).toBe(400);
    const unknown = await t.call(
      'useraccess/update',
      { id: '8f0c2f4e-1111-4222-8333-944445555666', status: 'approved' },
      as(manager),
    );
    expect(unknown.status).toBe(404);
  });

  it('list and update are refused to customers, to staff of another place and to an acting session elsewhere', async () => {
    const c = await newCustomer(t, STUDIO, 'Aluna Curiosa');
    const asked = await t.call('useraccess/request', {}, as(c));
    const id = asked.body.data.request._id as string;
    expect((await t.call('useraccess/list', {}, as(c))).status).toBe(403);
    expect((await t.call('useraccess/update', { id, status: 'approved' }, as(c))).status).toBe(403);
    // The Cantina's staff: their manager token is refused at the studio, and at the Cantina the
    // studio's request does not exist.
    const cantina = await staffAuth(t, CANTINA, '10.122.0.4');
    expect((await t.call('useraccess/list', {}, as(cantina))).status).toBe(403);
    const elsewhere = await t.call('useraccess/update', { id, status: 'approved' }, as(cantina, CANTINA));
    expect(elsewhere.status).toBe(404);
    expect((await t.call('useraccess/check', {}, as(c))).body.data.required).toBe(true);
    // A session acting for the customer at the studio is nobody at the Cantina.
    const acting = await t.call('managerlogin', { user_id: c.userId }, as(manager));
    const token = acting.body.data.token as string;
    expect((await t.call('useraccess/check', {}, as({ token }, CANTINA))).status).toBe(403);
    expect((await t.call('useraccess/request', {}, as({ token }, CANTINA))).status).toBe(403);
    expect(
      (await t.call('useraccess/list', {}, as({ token, managerToken: manager.managerToken }, CANTINA))).status,
    ).toBe(403);
  });

  it('refuses an order or a booking placed through the API by a person the place has not let in', async () => {
    // The clinic, with the flow turned on for this test (its own database).
    const clinicId = await placeIdOf(t, CLINICA);
    await setPlace(t, clinicId, { newUserFlow: true, businessHours: [] });
    const ids = await productIds(t, clinicId);
    const c = await newCustomer(t, CLINICA, 'Paciente Sem Acesso');
    const body = {
      products: [{ product_id: ids.get('101'), quantity: 1, service_supplier_id: 'supplier-pedro' }],
      delivery_type: 2,
      phone: c.phone,
      cpf: '529.982.247-25',
      email: 'paciente@exemplo.com.br',
      birthdate: '1990-05-01',
    };
    const refused = await t.call('v2/orderdelivery', body, as(c, CLINICA));
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({
      code: 'access_required',
      message: 'Seu acesso a este estabelecimento ainda não foi aprovado.',
    });
    // Booking a slot straight away (no cart) is the same gate.
    const clinicStaff = await staffAuth(t, CLINICA, '10.122.0.5');
    const slot = await t.call(
      'appointments/create',
      { service_supplier_id: 'supplier-camila', date: dayFromToday(9), start: '21:10', end: '21:40' },
      as(clinicStaff, CLINICA),
    );
    expect(slot.status, JSON.stringify(slot.body)).toBe(200);
    const appointment_id = slot.body.data.appointments[0]._id as string;
    const notYet = await t.call('attendancies/create', { appointment_id }, as(c, CLINICA));
    expect(notYet.status).toBe(403);
    expect(notYet.body.error).toMatchObject({ code: 'access_required' });
    const asked = await t.call('useraccess/request', {}, as(c, CLINICA));
    await t.call(
      'useraccess/update',
      { id: asked.body.data.request._id, status: 'approved' },
      as(clinicStaff, CLINICA),
    );
    const placed = await t.call('v2/orderdelivery', body, as(c, CLINICA));
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const booked = await t.call('attendancies/create', { appointment_id }, as(c, CLINICA));
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
  });
});
