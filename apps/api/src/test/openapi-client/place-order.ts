import createClient from 'openapi-fetch';
// Generated from /api/openapi.json by openapi-typescript when the client test runs (never
// committed, so the contract is the only source); this folder is outside apps/api's tsconfig and
// the test type-checks it against the fresh file.
import type { paths } from '../../../.tmp/openapi-client/paths.ts';

/**
 * What an outside team writes from the document alone: signs the demo customer in at the default
 * place, saves an address, looks two products up by code and places a delivery order.
 */
export async function placeOrder(baseUrl: string) {
  const api = createClient<paths>({ baseUrl });
  const login = await api.POST('/api/app/login', { body: { phone: '11987654321', password: 'cliente123' } });
  if (!login.data) throw new Error(`login: ${JSON.stringify(login.error)}`);
  const { token, user } = login.data.data;
  const headers = { authorization: `Bearer ${token}` };

  const saved = await api.POST('/api/app/addeditaddress', {
    headers,
    body: {
      user_id: user._id,
      address_cep: '01302-000',
      address_state: 'SP',
      address_city: 'São Paulo',
      address_district: 'Consolação',
      address_street: 'Rua Augusta',
      address_number: '500',
    },
  });
  const address = saved.data?.data.address_list[0];
  if (!address) throw new Error(`addeditaddress: ${JSON.stringify(saved.error)}`);

  const lines = [];
  for (const code of ['401', '501']) {
    const found = await api.POST('/api/app/getproductnotoken', { body: { code } });
    if (!found.data) throw new Error(`getproductnotoken ${code}: ${JSON.stringify(found.error)}`);
    lines.push({ product_id: found.data.data._id, quantity: 1 });
  }

  const placed = await api.POST('/api/app/v2/orderdelivery', {
    headers,
    body: { products: lines, delivery_type: 1, address_id: address.address_id, phone: '(11) 98765-4321' },
  });
  if (!placed.data) throw new Error(`v2/orderdelivery: ${JSON.stringify(placed.error)}`);
  return { userId: user._id, order: placed.data.data.order };
}

/** Never called: proves the generated types are checked (a wrong body would compile if they were `any`). */
export function wrongBody(baseUrl: string) {
  const api = createClient<paths>({ baseUrl });
  // @ts-expect-error delivery_type is 1 (delivery) or 2 (pickup)
  return api.POST('/api/app/v2/orderdelivery', { body: { products: [], delivery_type: 3 } });
}
