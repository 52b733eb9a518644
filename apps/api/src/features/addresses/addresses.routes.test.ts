import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../../test/logins.ts';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.ts';

const CANTINA: string = DEMO.places[0];
const PORTO: string = DEMO.places[1];

let t: TestApp;
let customer: { token: string; userId: string };
let other: { token: string; userId: string };

beforeAll(async () => {
  t = await createTestApp();
  // A new customer: the demo customer already has a seeded address.
  const c = (
    await t.call(
      'createuser',
      { username: 'Rita Endereços', phone: '21987651234', password: 'senha-rita' },
      { place: CANTINA, ip: '10.83.0.1' },
    )
  ).body.data;
  customer = { token: c.token, userId: c.user._id };
  const o = await login(t, DEMO.owner, CANTINA, '10.83.0.2');
  other = { token: o.token, userId: o.user._id };
});
afterAll(() => t.close());

const address = (extra: Record<string, unknown> = {}) => ({
  user_id: customer.userId,
  address_cep: '01310-100',
  address_state: 'sp',
  address_city: 'São Paulo',
  address_district: 'Bela Vista',
  address_street: 'Avenida Paulista',
  address_number: '1000',
  address_cmplt: 'conj. 5',
  ...extra,
});
const save = (body: Record<string, unknown>, auth = customer) =>
  t.call('addeditaddress', body, { place: CANTINA, token: auth.token });

describe('addeditaddress / removeaddress', () => {
  it('saves a first address as the default and answers the list', async () => {
    const res = await save(address({ address_location: { lat: -23.56, lng: -46.65 } }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.address_list).toEqual([
      {
        address_id: expect.any(String),
        address_cep: '01310100',
        address_state: 'SP',
        address_city: 'São Paulo',
        address_district: 'Bela Vista',
        address_street: 'Avenida Paulista',
        address_number: '1000',
        address_cmplt: 'conj. 5',
        address_location: { lat: -23.56, lng: -46.65 },
        address_default: true,
      },
    ]);
  });

  it('keeps one default: a new address is not default unless asked; asking moves the default', async () => {
    const second = await save(address({ address_district: 'Consolação', address_cep: null, address_cmplt: '' }));
    const list = second.body.data.address_list as any[];
    expect(list.map((a) => [a.address_district, a.address_default])).toEqual([
      ['Bela Vista', true],
      ['Consolação', false],
    ]);
    expect(list[1]).toMatchObject({ address_cep: null, address_cmplt: null });
    const moved = await save(
      address({ address_id: list[1].address_id, address_district: 'Consolação', address_default: true }),
    );
    expect((moved.body.data.address_list as any[]).map((a) => [a.address_district, a.address_default])).toEqual([
      ['Consolação', true],
      ['Bela Vista', false],
    ]);
    // The same list at every place: a person's addresses are global (decision 012).
    const elsewhere = await t.call('readuserinfo', {}, { place: PORTO, token: customer.token });
    expect((elsewhere.body.data.address_list as any[]).map((a) => a.address_district)).toEqual([
      'Consolação',
      'Bela Vista',
    ]);
  });

  it("answers 'Campo obrigatório' for each required field and checks the CEP length", async () => {
    for (const field of ['address_state', 'address_city', 'address_district', 'address_street', 'address_number']) {
      const res = await save(address({ [field]: '  ' }));
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ message: `${field}: Campo obrigatório`, field });
    }
    const cep = await save(address({ address_cep: '0131' }));
    expect(cep.body.error).toMatchObject({ message: 'address_cep: O CEP deve ter 8 dígitos', field: 'address_cep' });
  });

  it("never touches someone else's addresses", async () => {
    const mine = (await save(address({ address_district: 'República' }))).body.data.address_list as any[];
    const target = mine.find((a) => a.address_district === 'República').address_id;
    const asOther = await save({ ...address(), user_id: customer.userId }, other);
    expect(asOther.status).toBe(404);
    const editOther = await save({ ...address({ address_id: target }), user_id: other.userId }, other);
    expect(editOther.status).toBe(404);
    expect(editOther.body.error.message).toBe('Endereço não encontrado');
    const remove = await t.call('removeaddress', { address_id: target }, { place: CANTINA, token: other.token });
    expect(remove.status).toBe(404);
    expect(remove.body.error.message).toBe('Endereço não encontrado');
    const free = await t.call('checkfreedistrict', { address_id: target }, { place: CANTINA, token: other.token });
    expect(free.body.error.message).toBe('Endereço não encontrado');
  });

  it('removing the default makes the newest remaining address the default', async () => {
    const current = (await t.call('readuserinfo', {}, { place: CANTINA, token: customer.token })).body.data
      .address_list as any[];
    expect(current.length).toBeGreaterThan(1);
    const def = current.find((a) => a.address_default);
    const res = await t.call(
      'removeaddress',
      { address_id: def.address_id },
      { place: CANTINA, token: customer.token },
    );
    const after = res.body.data.address_list as any[];
    expect(after.some((a) => a.address_id === def.address_id)).toBe(false);
    expect(after.filter((a) => a.address_default)).toHaveLength(1);
    expect(after[0].address_default).toBe(true);
  });
});

describe('readuserinfo address_list (read with the session, decision 172)', () => {
  it('is exactly the list addeditaddress answers, in its order, and follows every change at once', async () => {
    const saved = await save(
      address({ address_district: 'Liberdade', address_location: { lat: -23.5587, lng: -46.6358 } }),
    );
    const read = await t.call('readuserinfo', {}, { place: PORTO, token: customer.token });
    expect(read.body.data.address_list).toEqual(saved.body.data.address_list);
    const liberdade = (saved.body.data.address_list as any[]).find((a) => a.address_district === 'Liberdade');
    await t.call('removeaddress', { address_id: liberdade.address_id }, { place: CANTINA, token: customer.token });
    const after = await t.call('readuserinfo', {}, { place: CANTINA, token: customer.token });
    expect((after.body.data.address_list as any[]).some((a) => a.address_id === liberdade.address_id)).toBe(false);
    expect(after.body.data.address_list.length).toBe(saved.body.data.address_list.length - 1);
    // Someone without addresses: an empty list, not null.
    const owner = await t.call('readuserinfo', {}, { place: CANTINA, token: other.token });
    expect(Array.isArray(owner.body.data.address_list)).toBe(true);
  });
});

describe('checkfreedistrict', () => {
  it('tells whether the place delivers to the district and for what fee (accent-insensitive)', async () => {
    const list = (await save(address({ address_district: 'REPUBLICA' }))).body.data.address_list as any[];
    const byDistrict = (d: string) => list.find((a) => a.address_district === d)?.address_id;
    const check = async (id: string, place = CANTINA) =>
      (await t.call('checkfreedistrict', { address_id: id }, { place, token: customer.token })).body.data;
    expect(await check(byDistrict('REPUBLICA'))).toEqual({ free: true, fee: 0, delivers: true });
    expect(await check(byDistrict('Bela Vista'))).toEqual({ free: false, fee: 7, delivers: true });
    expect(await check(byDistrict('Bela Vista'), PORTO)).toEqual({ free: false, fee: 0, delivers: false });
    const unknown = await t.call(
      'checkfreedistrict',
      { address_id: '00000000-0000-4000-8000-000000000003' },
      { place: CANTINA, token: customer.token },
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toMatchObject({ message: 'Endereço não encontrado', error_type: 'address' });
  });
});

describe('staff acting for the customer (decision 046)', () => {
  it('may add the address of the order they take, never edit or remove a saved one nor change the default', async () => {
    const staff = await login(t, DEMO.manager, CANTINA, '10.83.4.6');
    const acting = (
      await t.call(
        'managerlogin',
        { user_id: customer.userId },
        { place: CANTINA, token: staff.token, managerToken: staff.manager.managerToken },
      )
    ).body.data;
    const mine = await save(address({ address_number: '46', address_default: true }));
    const saved = mine.body.data.address_list as { address_id: string; address_default: boolean }[];
    const defaultId = saved.find((a) => a.address_default)?.address_id;
    const added = await save(address({ address_number: '47', address_default: true }), acting);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const after = added.body.data.address_list as { address_id: string; address_default: boolean }[];
    expect(after).toHaveLength(saved.length + 1);
    expect(after.find((a) => a.address_default)?.address_id).toBe(defaultId);
    const message = 'Só o próprio cliente pode fazer isso, não a equipe do estabelecimento em nome dele.';
    const edit = await save(address({ address_id: defaultId, address_number: '999' }), acting);
    expect(edit.status).toBe(403);
    expect(edit.body.error).toMatchObject({ code: 'acting_not_allowed', message });
    const remove = await t.call('removeaddress', { address_id: defaultId }, { place: CANTINA, token: acting.token });
    expect(remove.status).toBe(403);
  });
});
