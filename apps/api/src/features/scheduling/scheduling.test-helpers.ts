import { localParts } from '@app/domain/scheduling/rules';
import type { TestApp } from '../../test/test-app.ts';
import { uniqueIps, uniquePhones } from '../../test/unique.ts';

const phones = uniquePhones('849');
const ips = uniqueIps(173);

/** A new patient signed up at `place`: their token and user id. */
export async function newPatient(t: TestApp, place: string, name = 'Paciente Teste') {
  const phone = phones();
  const res = await t.call('createuser', { username: name, phone, password: 'senha-paciente' }, { place, ip: ips() });
  if (res.status !== 200) throw new Error(`createuser failed: ${JSON.stringify(res.body)}`);
  return { token: res.body.data.token as string, userId: res.body.data.user._id as string, phone };
}

/** The local day `n` days from today, 'YYYY-MM-DD'. */
export function dayFromToday(n: number): string {
  return localParts(new Date(Date.now() + n * 24 * 60 * 60 * 1000)).date;
}
