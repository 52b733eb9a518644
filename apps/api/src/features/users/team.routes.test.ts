import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.ts';
import { uniqueIps, uniquePhones } from '../../test/unique.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PLACE = DEMO.places[0];
const newPhone = uniquePhones('419');
const ip = uniqueIps(81);

async function login(phone: string, password: string, place: string = PLACE) {
  const res = await t.call('login', { phone, password }, { place, ip: ip() });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { token: string; manager: { managerToken: string; managerId: string } | null };
}
const owner = () => login(DEMO.owner.phone, DEMO.owner.password);

/** Signs a new person up at the place and validates their phone with the texted PIN. */
async function signUp(phone = newPhone(), place: string = PLACE) {
  const res = await t.call(
    'createuser',
    { username: 'Gerente Novo', phone, password: 'segredo1' },
    { place, ip: ip() },
  );
  const token = res.body.data.token as string;
  await t.call('sendvalidationpin', {}, { token, place, ip: ip() });
  const validated = await t.call('validatephonenumber', { pin_number: t.lastPin(phone) }, { token, place, ip: ip() });
  expect(validated.status, JSON.stringify(validated.body)).toBe(200);
  return { phone, token };
}

describe('team calls are for the owner only', () => {
  it('answers access_denied to a manager who is not owner, and to a customer', async () => {
    const manager = await login(DEMO.manager.phone, DEMO.manager.password);
    const customer = await login(DEMO.customer.phone, DEMO.customer.password);
    const bodies = {
      'team/list': {},
      'team/invite': { phone: newPhone() },
      'team/uninvite': { invitation_id: '00000000-0000-4000-8000-000000000000' },
      'team/remove': { member_id: '00000000-0000-4000-8000-000000000000' },
      'team/supplier': { member_id: '00000000-0000-4000-8000-000000000000', service_supplier_id: 'x' },
    } as const;
    for (const [name, body] of Object.entries(bodies)) {
      const asManager = await t.call(name as keyof typeof bodies, body, {
        token: manager.token,
        managerToken: manager.manager?.managerToken,
        place: PLACE,
      });
      expect(asManager.status, name).toBe(403);
      expect(asManager.body.error.code).toBe('access_denied');
      const asCustomer = await t.call(name as keyof typeof bodies, body, { token: customer.token, place: PLACE });
      expect(asCustomer.body.error.code).toBe('access_denied');
    }
  });
});

describe('team/list', () => {
  it('lists the staff with roles and supplier ids, not the customers', async () => {
    const o = await owner();
    const res = await t.call('team/list', {}, { token: o.token, managerToken: o.manager?.managerToken, place: PLACE });
    expect(res.status).toBe(200);
    const members = res.body.data.members as {
      username: string;
      owner: boolean;
      service_supplier_id: string | null;
      me: boolean;
    }[];
    expect(members.map((m) => m.username).sort()).toEqual(['Ana Dona', 'Dr. Pedro Prestador', 'João Gerente']);
    expect(members.find((m) => m.owner)).toMatchObject({ username: 'Ana Dona', me: true });
    // The demo's pending invitation (team.seed.ts).
    expect(res.body.data.invitations).toContainEqual(expect.objectContaining({ phone: '11987650009' }));
    // Demo suppliers exist only where the place works with service suppliers (the clinic).
    expect(members.find((m) => m.username === 'Dr. Pedro Prestador')?.service_supplier_id).toBeNull();
    const clinic = await login(DEMO.owner.phone, DEMO.owner.password, DEMO.places[2]);
    const there = await t.call(
      'team/list',
      {},
      { token: clinic.token, managerToken: clinic.manager?.managerToken, place: DEMO.places[2] },
    );
    const pedro = there.body.data.members.find((m: { username: string }) => m.username === 'Dr. Pedro Prestador');
    expect(pedro.service_supplier_id).toBe('supplier-pedro');
  });
});

describe('team/invite', () => {
  it('texts an unknown phone; the invitation becomes the manager role when that phone signs up and validates', async () => {
    const o = await owner();
    const auth = { token: o.token, managerToken: o.manager?.managerToken, place: PLACE };
    const phone = newPhone();
    const invite = await t.call(
      'team/invite',
      { phone: `(${phone.slice(0, 2)}) ${phone.slice(2, 7)}-${phone.slice(7)}` },
      auth,
    );
    expect(invite.status, JSON.stringify(invite.body)).toBe(200);
    expect(invite.body.data).toMatchObject({ status: 'pending', sms_sent: true });
    const sms = t.sent.find((m) => m.to === `55${phone}`);
    expect(sms?.text).toContain('Cantina da Praça');
    expect(sms?.text).toContain(`/p/${PLACE}/entrar`);

    let list = await t.call('team/list', {}, auth);
    expect(list.body.data.invitations).toContainEqual(expect.objectContaining({ phone }));

    // Signing up does not claim it (the phone is not proven yet); once the PIN validated it, the
    // next read of the user at the place claims it and answers the manager token.
    const fresh = await t.call(
      'createuser',
      { username: 'Gerente Novo', phone, password: 'segredo1' },
      { place: PLACE, ip: ip() },
    );
    expect(fresh.body.data.manager).toBeNull();
    const token = fresh.body.data.token as string;
    await t.call('sendvalidationpin', {}, { token, place: PLACE, ip: ip() });
    await t.call('validatephonenumber', { pin_number: t.lastPin(phone) }, { token, place: PLACE, ip: ip() });
    const info = await t.call('readuserinfo', {}, { token, place: PLACE });
    expect(info.body.data.manager).toMatchObject({ owner: false });
    expect(info.body.data.manager.managerToken).toBeTruthy();
    expect((await login(phone, 'segredo1')).manager?.managerToken).toBeTruthy();
    list = await t.call('team/list', {}, auth);
    expect(list.body.data.invitations).not.toContainEqual(expect.objectContaining({ phone }));
    expect(list.body.data.members.map((m: { phone: string }) => m.phone)).toContain(phone);
  });

  it('an existing person with a validated phone gets the role at their next sign-in at the place', async () => {
    const { phone } = await signUp();
    expect((await login(phone, 'segredo1')).manager).toBeNull();
    const o = await owner();
    await t.call('team/invite', { phone }, { token: o.token, managerToken: o.manager?.managerToken, place: PLACE });
    // Only at this place: signing in elsewhere claims nothing.
    expect((await login(phone, 'segredo1', DEMO.places[1])).manager).toBeNull();
    expect((await login(phone, 'segredo1')).manager?.managerToken).toBeTruthy();
  });

  it('does not let an unvalidated account claim an invitation of its phone', async () => {
    const phone = newPhone();
    const o = await owner();
    await t.call('team/invite', { phone }, { token: o.token, managerToken: o.manager?.managerToken, place: PLACE });
    await t.call('createuser', { username: 'Impostor', phone, password: 'segredo1' }, { place: PLACE, ip: ip() });
    expect((await login(phone, 'segredo1')).manager).toBeNull();
  });

  it('refuses a phone that is already staff, and a bad phone, naming the field', async () => {
    const o = await owner();
    const auth = { token: o.token, managerToken: o.manager?.managerToken, place: PLACE };
    const staff = await t.call('team/invite', { phone: DEMO.manager.phone }, auth);
    expect(staff.status).toBe(409);
    expect(staff.body.error).toMatchObject({ code: 'already_staff', field: 'phone' });
    const bad = await t.call('team/invite', { phone: '123' }, auth);
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe('phone');
  });

  it('an invitation older than 30 days is neither listed nor claimed', async () => {
    const o = await owner();
    const auth = { token: o.token, managerToken: o.manager?.managerToken, place: PLACE };
    const { phone } = await signUp();
    await t.call('team/invite', { phone }, auth);
    await t.database.db.execute(
      sql`update team_invitations set created_at = now() - interval '31 days' where phone = ${phone}`,
    );
    const list = await t.call('team/list', {}, auth);
    expect(list.body.data.invitations).not.toContainEqual(expect.objectContaining({ phone }));
    expect((await login(phone, 'segredo1')).manager).toBeNull();
    // Inviting again renews it.
    await t.call('team/invite', { phone }, auth);
    expect((await login(phone, 'segredo1')).manager?.managerToken).toBeTruthy();
  });

  it('a cancelled invitation is not claimed', async () => {
    const o = await owner();
    const auth = { token: o.token, managerToken: o.manager?.managerToken, place: PLACE };
    const phone = newPhone();
    const invite = await t.call('team/invite', { phone }, auth);
    const cancel = await t.call('team/uninvite', { invitation_id: invite.body.data.invitation_id }, auth);
    expect(cancel.body.data).toEqual({ done: true });
    expect((await t.call('team/uninvite', { invitation_id: invite.body.data.invitation_id }, auth)).status).toBe(404);
    await signUp(phone);
    expect((await login(phone, 'segredo1')).manager).toBeNull();
  });
});

describe('team/remove and team/supplier', () => {
  async function newManager() {
    const o = await owner();
    const auth = { token: o.token, managerToken: o.manager?.managerToken, place: PLACE };
    const { phone } = await signUp();
    await t.call('team/invite', { phone }, auth);
    const session = await login(phone, 'segredo1');
    const list = await t.call('team/list', {}, auth);
    const member = list.body.data.members.find((m: { phone: string }) => m.phone === phone);
    return { auth, session, memberId: member.member_id as string };
  }

  it('removing a manager ends their manager token at once; the owner cannot be removed', async () => {
    const { auth, session, memberId } = await newManager();
    const managerAuth = { token: session.token, managerToken: session.manager?.managerToken, place: PLACE };
    expect((await t.call('admin/link/create', {}, managerAuth)).status).toBe(200);
    expect((await t.call('team/remove', { member_id: memberId }, auth)).body.data).toEqual({ done: true });
    expect((await t.call('admin/link/create', {}, managerAuth)).body.error.code).toBe('access_denied');

    const list = await t.call('team/list', {}, auth);
    const me = list.body.data.members.find((m: { me: boolean }) => m.me);
    const removeOwner = await t.call('team/remove', { member_id: me.member_id }, auth);
    expect(removeOwner.status).toBe(400);
    expect(removeOwner.body.error.message).toBe('O dono do negócio não pode ser removido da equipe.');
  });

  it('links a manager to a service supplier (supplier level), and unlinks', async () => {
    const { auth, session, memberId } = await newManager();
    const linked = await t.call('team/supplier', { member_id: memberId, service_supplier_id: 'dra-lucia' }, auth);
    expect(linked.body.data.member).toMatchObject({ service_supplier_id: 'dra-lucia', manager: true });
    const info = await t.call(
      'readuserinfo',
      {},
      { token: session.token, managerToken: session.manager?.managerToken, place: PLACE },
    );
    expect(info.body.data.manager).toMatchObject({ service_supplier_id: 'dra-lucia', owner: false });
    const bad = await t.call('team/supplier', { member_id: memberId, service_supplier_id: 'Dra Lúcia' }, auth);
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe('service_supplier_id');
    const unlinked = await t.call('team/supplier', { member_id: memberId, service_supplier_id: null }, auth);
    expect(unlinked.body.data.member.service_supplier_id).toBeNull();
  });

  it("an owner of another place cannot touch this place's members", async () => {
    const { memberId } = await newManager();
    const stranger = await signUp(newPhone(), DEMO.places[1]);
    const created = await t.call(
      'onboarding/createplace',
      { name: 'Outro Lugar', slug: 'outro-lugar-equipe', kind: 'shop' },
      { token: stranger.token, ip: ip() },
    );
    const strangerAuth = {
      token: stranger.token,
      managerToken: created.body.data.manager.managerToken,
      place: 'outro-lugar-equipe',
    };
    const res = await t.call('team/remove', { member_id: memberId }, strangerAuth);
    expect(res.status).toBe(404);
    const supplier = await t.call('team/supplier', { member_id: memberId, service_supplier_id: 'x' }, strangerAuth);
    expect(supplier.status).toBe(404);
    // And naming this place with the other place's manager token is refused outright.
    const cross = await t.call('team/list', {}, { ...strangerAuth, place: PLACE });
    expect(cross.body.error.code).toBe('access_denied');
  });
});

describe('claiming while signed in', () => {
  it('a signed-in person opening the place gets the role and a manager token from readuserinfo', async () => {
    const { phone, token } = await signUp();
    const o = await owner();
    await t.call('team/invite', { phone }, { token: o.token, managerToken: o.manager?.managerToken, place: PLACE });
    const info = await t.call('readuserinfo', {}, { token, place: PLACE });
    expect(info.body.data.manager).toMatchObject({ owner: false });
    const managerToken = info.body.data.manager.managerToken as string;
    expect(managerToken).toBeTruthy();
    expect((await t.call('admin/link/create', {}, { token, managerToken, place: PLACE })).status).toBe(200);
    // Once claimed, a later read answers plainly (no new token each time).
    const again = await t.call('readuserinfo', {}, { token, managerToken, place: PLACE });
    expect(again.body.data.manager.managerToken).toBeUndefined();
  });

  it("staff acting as a customer never claim that customer's invitation", async () => {
    const { phone, token } = await signUp();
    const me = await t.call('readuserinfo', {}, { token, place: PLACE });
    const o = await owner();
    await t.call('team/invite', { phone }, { token: o.token, managerToken: o.manager?.managerToken, place: PLACE });
    const staff = await login(DEMO.manager.phone, DEMO.manager.password);
    const acting = await t.call(
      'managerlogin',
      { user_id: me.body.data._id },
      { token: staff.token, managerToken: staff.manager?.managerToken, place: PLACE },
    );
    expect(acting.status, JSON.stringify(acting.body)).toBe(200);
    expect(acting.body.data.manager).toBeNull();
    const read = await t.call('readuserinfo', {}, { token: acting.body.data.token, place: PLACE });
    expect(read.body.data.manager).toBeNull();
    // The invitee's own sign-in still claims it.
    expect((await login(phone, 'segredo1')).manager?.managerToken).toBeTruthy();
  });
});
