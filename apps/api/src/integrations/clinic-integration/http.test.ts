import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClinicIntegration } from './http.ts';
import { type IntegrationTarget, IntegrationUnavailable } from './port.ts';
import { checkedTarget, checkedUrl, pinnedLookup } from './safe-url.ts';

// The HTTP client of a clinic's patient system against a fake server that answers as the spec's
// envelope ({ ok, data, error }) does, recording what it was sent.

type Seen = { path: string; auth: string | undefined; body: Record<string, unknown> };
const seen: Seen[] = [];
let server: Server;
let base: string;

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => resolve(body));
  });

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = JSON.parse((await read(req)) || '{}') as Record<string, unknown>;
    seen.push({ path: req.url ?? '', auth: req.headers.authorization, body });
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    if (req.url === '/api/webApp/patient/getPatientDetail') {
      if (body.cpf === '00000000000') return send(200, { ok: true, data: null });
      return send(200, {
        ok: true,
        data: { patient: { _id: 'ext-1', full_name: 'Joana Prado', cpf: body.cpf, phone: '5511971234567' } },
      });
    }
    if (req.url === '/api/webApp/patient/getPatientCustomFields') {
      return send(200, {
        ok: true,
        data: {
          custom_fields: [
            { key: 'convenio', label: 'Convênio', value: 'Unimed' },
            { key: 'carteirinha', value: 12345 },
            { key: 'vazio' },
          ],
        },
      });
    }
    if (req.url === '/api/webApp/patient/getPatientFilter') {
      return send(200, { ok: true, data: { patients: [{ id: 7, name: 'Rui Silveira' }, { nope: true }] } });
    }
    if (req.url === '/api/webApp/patient/updatePatient') return send(200, { ok: true, data: {} });
    if (req.url === '/slow/api/webApp/patient/getPatientDetail') return; // never answers
    if (req.url === '/broken/api/webApp/patient/getPatientDetail') return send(500, { ok: false });
    return send(200, { ok: false, error: { message: 'Token inválido' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const client = createHttpClinicIntegration({ allowPrivate: true });
const target = (): IntegrationTarget => ({ baseUrl: base, token: 'chave-da-clinica', placeId: 'place-1' });

describe('the clinic integration over HTTP', () => {
  it('getPatientDetail posts the CPF with the place and the key, and reads the patient', async () => {
    const patient = await client.getPatientDetail(target(), '39053344705');
    expect(patient).toEqual({
      id: 'ext-1',
      name: 'Joana Prado',
      cpf: '39053344705',
      phone: '5511971234567',
      email: null,
      birthdate: null,
    });
    expect(seen.at(-1)).toEqual({
      path: '/api/webApp/patient/getPatientDetail',
      auth: 'Bearer chave-da-clinica',
      body: { restaurant_id: 'place-1', cpf: '39053344705' },
    });
    expect(await client.getPatientDetail(target(), '00000000000')).toBeNull();
  });

  it('reads custom fields (labels default to keys, empty ones dropped) and filters', async () => {
    expect(await client.getPatientCustomFields(target(), '39053344705')).toEqual([
      { key: 'convenio', label: 'Convênio', value: 'Unimed' },
      { key: 'carteirinha', label: 'carteirinha', value: '12345' },
    ]);
    const found = await client.getPatientFilter(target(), [{ field: 'name', operator: 'contains', value: 'Rui' }]);
    expect(found.map((p) => p.id)).toEqual(['7']);
    expect(seen.at(-1)?.body.filters).toEqual([{ field: 'name', operator: 'contains', value: 'Rui' }]);
  });

  it('updatePatient sends the product field names', async () => {
    await client.updatePatient(target(), {
      name: 'Joana Prado',
      cpf: '39053344705',
      phone: null,
      email: 'joana@exemplo.com.br',
      birthdate: '1987-04-12',
    });
    expect(seen.at(-1)?.body.patient).toMatchObject({ full_name: 'Joana Prado', email: 'joana@exemplo.com.br' });
  });

  it('a refusal, a server error, a timeout and an unreachable host are IntegrationUnavailable', async () => {
    await expect(client.getPatientFilter({ ...target(), baseUrl: `${base}/other` }, [])).rejects.toBeInstanceOf(
      IntegrationUnavailable,
    );
    await expect(client.getPatientDetail({ ...target(), baseUrl: `${base}/broken` }, '1')).rejects.toThrow(
      'status 500',
    );
    const quick = createHttpClinicIntegration({ allowPrivate: true, timeoutMs: 200 });
    await expect(quick.getPatientDetail({ ...target(), baseUrl: `${base}/slow` }, '1')).rejects.toThrow('unreachable');
    await expect(client.getPatientDetail({ ...target(), baseUrl: 'http://127.0.0.1:1' }, '1')).rejects.toThrow(
      'unreachable',
    );
  });
});

describe('no SSRF', () => {
  it('outside development only https to public addresses, without credentials in the URL', async () => {
    const strict = { allowPrivate: false };
    await expect(checkedUrl('http://93.184.215.14', 'x', strict)).rejects.toThrow('https');
    for (const host of [
      'https://127.0.0.1',
      'https://10.0.0.5',
      'https://192.168.1.10',
      'https://169.254.169.254',
      'https://[::1]',
      'https://[fd00::1]',
    ]) {
      await expect(checkedUrl(host, 'x', strict), host).rejects.toThrow('not public');
    }
    await expect(checkedUrl('https://user:pw@93.184.215.14', 'x', strict)).rejects.toThrow('credentials');
    const ok = await checkedUrl('https://93.184.215.14/base', 'webApp/patient/getPatientDetail', strict);
    expect(ok.href).toBe('https://93.184.215.14/base/api/webApp/patient/getPatientDetail');
    const strictClient = createHttpClinicIntegration(strict);
    await expect(strictClient.getPatientDetail(target(), '1')).rejects.toBeInstanceOf(IntegrationUnavailable);
  });
});

describe('no DNS rebinding (decision 194)', () => {
  /** A resolver that answers `answers` in turn (the last one again after that), counting its calls. */
  const fakeResolver = (...answers: string[][]) => {
    const calls: string[] = [];
    const resolve = async (host: string) => {
      calls.push(host);
      const next = answers[Math.min(calls.length - 1, answers.length - 1)] ?? [];
      return next.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    };
    return { resolve, calls };
  };

  it('resolves the host once and refuses it when any address is private, loopback or link-local', async () => {
    const strict = { allowPrivate: false };
    const good = fakeResolver(['93.184.215.14'], ['127.0.0.1']);
    const checked = await checkedTarget('https://sistema.clinica.test', 'x', { ...strict, resolve: good.resolve });
    expect(checked.addresses).toEqual([{ address: '93.184.215.14', family: 4 }]);
    expect(good.calls).toEqual(['sistema.clinica.test']);
    for (const bad of [['93.184.215.14', '10.0.0.7'], ['169.254.169.254'], ['::1'], ['fe80::1'], []]) {
      const { resolve } = fakeResolver(bad);
      await expect(
        checkedTarget('https://sistema.clinica.test', 'x', { ...strict, resolve }),
        bad.join(),
      ).rejects.toThrow(/not public|does not resolve/);
    }
  });

  it('the connection answers only the checked addresses, whatever name or shape node asks for', () => {
    const lookup = pinnedLookup([
      { address: '93.184.215.14', family: 4 },
      { address: '2606:2800:21f:cb07:6820:80da:af6b:8b2c', family: 6 },
    ]);
    const seen: unknown[] = [];
    lookup('evil.example', { family: 0 }, (e, address, family) => seen.push([e, address, family]));
    lookup('evil.example', { all: true, family: 6 }, (e, all) => seen.push([e, all]));
    lookup('evil.example', { family: 4 }, (e, address) => seen.push([e, address]));
    expect(seen).toEqual([
      [null, '93.184.215.14', 4],
      [null, [{ address: '2606:2800:21f:cb07:6820:80da:af6b:8b2c', family: 6 }]],
      [null, '93.184.215.14'],
    ]);
    const onlyV4 = pinnedLookup([{ address: '93.184.215.14', family: 4 }]);
    onlyV4('x', { family: 6 }, (e) => seen.push(e?.message));
    expect(seen.at(-1)).toBe('no checked address of this family');
  });

  it('the request goes to the address that was checked, not to a second DNS answer', async () => {
    // The fake DNS first answers the local fake server, then (rebinding) an address nobody listens
    // on: a client that resolved again would fail; this one asks once per call and connects there.
    const dns = fakeResolver(['127.0.0.1'], ['10.255.255.1']);
    const pinned = createHttpClinicIntegration({ allowPrivate: true, resolve: dns.resolve, timeoutMs: 2_000 });
    const port = new URL(base).port;
    const patient = await pinned.getPatientDetail(
      { baseUrl: `http://sistema.clinica.test:${port}`, token: null, placeId: 'place-1' },
      '39053344705',
    );
    expect(patient?.id).toBe('ext-1');
    expect(dns.calls).toEqual(['sistema.clinica.test']);
    expect(seen.at(-1)?.path).toBe('/api/webApp/patient/getPatientDetail');
  });

  it('outside development a host that resolves to a private address is refused before any connection', async () => {
    const dns = fakeResolver(['192.168.0.10']);
    const strict = createHttpClinicIntegration({ allowPrivate: false, resolve: dns.resolve });
    const before = seen.length;
    await expect(
      strict.getPatientDetail({ baseUrl: 'https://sistema.clinica.test', token: null, placeId: 'p' }, '1'),
    ).rejects.toThrow('not public');
    expect(seen.length).toBe(before);
    expect(dns.calls).toHaveLength(1);
  });
});
