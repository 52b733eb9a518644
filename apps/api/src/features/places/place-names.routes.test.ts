import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.ts';
import { uniqueIps, uniquePhones } from '../../test/unique.ts';

// A new or renamed place may not take a name that reads like another place's
// (accents, case, spaces and punctuation aside), nor letters of other scripts (decision 049).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const newPhone = uniquePhones('339');
const ip = uniqueIps(91);

async function person() {
  const res = await t.call(
    'createuser',
    { username: 'Dona Hostil', phone: newPhone(), password: 'segredo1' },
    { ip: ip() },
  );
  expect(res.status).toBe(200);
  return res.body.data.token as string;
}
const createPlace = async (token: string, name: string, slug: string) =>
  t.call('onboarding/createplace', { name, slug, kind: 'restaurant' }, { token, ip: ip() });

const TAKEN = 'Já existe um negócio com este nome (ou um nome quase igual). Escolha outro nome.';

describe('a new place', () => {
  it('may not take a name that reads like an existing place’s', async () => {
    const token = await person();
    for (const [name, slug] of [
      ['Cantina da Praça', 'cantina-2'],
      ['CANTINA DA PRACA', 'cantina-3'],
      ['Cantina-da-Praça!', 'cantina-4'],
      ['cantina  da praça.', 'cantina-5'],
    ] as const) {
      const res = await createPlace(token, name, slug);
      expect(res.status, name).toBe(409);
      expect(res.body.error).toMatchObject({ message: TAKEN, field: 'name', error_type: 'validation' });
    }
    // Nothing was created under those links.
    expect((await t.call('preloginprime', {}, { place: 'cantina-2' })).status).toBe(404);
    expect((await createPlace(token, 'Cantina da Praça Nova', 'cantina-nova')).status).toBe(200);
  });

  it('may not use letters of another script that look like ours', async () => {
    const token = await person();
    // 'Cаntina' with a Cyrillic а.
    const res = await createPlace(token, 'C\u0430ntina do Porto', 'cantina-cirilica');
    expect(res.status).toBe(400);
    expect(res.body.error.field).toBe('name');
    expect(res.body.error.message).toContain('alfabeto latino');
  });
});

describe('renaming a place', () => {
  async function ownerAuth() {
    const res = await t.call('login', DEMO.owner, { place: DEMO.places[0], ip: ip() });
    return { token: res.body.data.token as string, managerToken: res.body.data.manager.managerToken as string };
  }
  const theme = (restaurantname: string) => ({ restaurantname, photo: '', banner: '', primary_color: '#c2410c' });

  it('is refused under the name field when the new name reads like another place’s', async () => {
    const auth = await ownerAuth();
    const res = await t.call('admin/settings/theme', theme('Bar e Pousada do Pôrto'), {
      ...auth,
      place: DEMO.places[0],
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ message: TAKEN, field: 'restaurantname' });
    const settings = await t.call('admin/settings/theme/get', {}, { ...auth, place: DEMO.places[0] });
    expect(settings.body.data.theme.restaurantname).toBe('Cantina da Praça');
  });

  it('keeps or recases its own name freely', async () => {
    const auth = await ownerAuth();
    const same = await t.call('admin/settings/theme', theme('Cantina da Praça'), { ...auth, place: DEMO.places[0] });
    expect(same.status).toBe(200);
    const recased = await t.call('admin/settings/theme', theme('CANTINA DA PRAÇA'), { ...auth, place: DEMO.places[0] });
    expect(recased.status).toBe(200);
    expect(recased.body.data.theme.restaurantname).toBe('CANTINA DA PRAÇA');
  });
});
