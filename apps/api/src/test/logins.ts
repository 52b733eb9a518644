import { DEMO, type TestApp } from './test-app.ts';

type Person = { phone: string; password: string };
export type StaffAuth = { token: string; managerToken: string };

/**
 * Signs a person in at `place` and answers the login's data. Each test file uses its own `ip`,
 * so the sign-in limit per address never bites when files run in parallel.
 */
export async function login(t: TestApp, person: Person, place: string, ip: string) {
  const res = await t.call('login', { phone: person.phone, password: person.password }, { place, ip });
  if (res.status !== 200) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** The user and manager tokens of staff (the demo manager unless told) at `place`. */
export async function staffAuth(
  t: TestApp,
  place: string,
  ip: string,
  person: Person = DEMO.manager,
): Promise<StaffAuth> {
  const d = await login(t, person, place, ip);
  return { token: d.token, managerToken: d.manager.managerToken };
}

/** The token and user id of a customer (the demo customer unless told) at `place`. */
export async function customerAuth(t: TestApp, place: string, ip: string, person: Person = DEMO.customer) {
  const d = await login(t, person, place, ip);
  return { token: d.token as string, userId: d.user._id as string };
}

/**
 * A second clinic, opened by `person` (the demo owner unless told) through onboarding, and their
 * staff tokens there: clinic-only calls are refused at the demo restaurant and bar (decision 206),
 * so isolation between places is tested between two clinics.
 */
export async function otherClinicOwner(
  t: TestApp,
  slug: string,
  ip: string,
  person: Person = DEMO.owner,
): Promise<StaffAuth> {
  const { token } = await login(t, person, DEMO.places[2], ip);
  const res = await t.call('onboarding/createplace', { name: `Clínica ${slug}`, slug, kind: 'clinic' }, { token, ip });
  if (res.status !== 200) throw new Error(`createplace failed: ${JSON.stringify(res.body)}`);
  return staffAuth(t, slug, ip, person);
}
