import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from './s3.ts';

// A fake S3 endpoint on loopback: the adapter's signed PUT is checked for its shape.
type Seen = { method?: string; url?: string; headers: IncomingMessage['headers']; body: Buffer };
const seen: Seen[] = [];
let status = 200;
const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    seen.push({ method: req.method, url: req.url, headers: req.headers, body: Buffer.concat(chunks) });
    res.statusCode = status;
    res.end(status === 200 ? '' : '<Error><Code>AccessDenied</Code></Error>');
  });
});
let endpoint = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const options = () => ({
  endpoint,
  region: 'sa-east-1',
  bucket: 'fotos',
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
});

describe('S3 storage', () => {
  it('sends one SigV4-signed path-style PUT with the bytes and answers the public URL', async () => {
    const storage = createS3Storage({ ...options(), publicUrl: 'https://cdn.example.com/' });
    const bytes = new Uint8Array([1, 2, 3, 4]);
    const url = await storage.put('places/p1/product/a.webp', bytes, 'image/webp');
    expect(url).toBe('https://cdn.example.com/places/p1/product/a.webp');
    const req = seen.at(-1) as Seen;
    expect(req.method).toBe('PUT');
    expect(req.url).toBe('/fotos/places/p1/product/a.webp');
    expect([...req.body]).toEqual([1, 2, 3, 4]);
    expect(req.headers['content-type']).toBe('image/webp');
    const auth = String(req.headers.authorization);
    expect(auth).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/sa-east-1\/s3\/aws4_request, SignedHeaders=[a-z0-9;-]+, Signature=[0-9a-f]{64}$/,
    );
    expect(auth).toContain('host;');
    // The signature is recomputed here from the request as received (Signature V4, by hand).
    expect(auth.split('Signature=')[1]).toBe(sigV4(req, options().secretAccessKey));
    // The payload hash covers the bytes that arrived.
    expect(req.headers['x-amz-content-sha256']).toBe(createHash('sha256').update(req.body).digest('hex'));
  });

  it('defaults the public URL to endpoint/bucket and fails loudly on an error answer', async () => {
    const storage = createS3Storage(options());
    expect(await storage.put('a/b.webp', new Uint8Array([9]), 'image/webp')).toBe(`${endpoint}/fotos/a/b.webp`);
    status = 403;
    await expect(storage.put('a/c.webp', new Uint8Array([9]), 'image/webp')).rejects.toThrow(/403/);
    status = 200;
  });

  it('refuses keys that could leave the bucket prefix', async () => {
    const storage = createS3Storage(options());
    await expect(storage.put('../x.webp', new Uint8Array([1]), 'image/webp')).rejects.toThrow(/unsafe/);
  });
});

function sigV4(req: Seen, secret: string): string {
  const auth = String(req.headers.authorization);
  const signed = (auth.match(/SignedHeaders=([^,]+)/)?.[1] ?? '').split(';');
  const scope = auth.match(/Credential=[^/]+\/([^,]+)/)?.[1] ?? '';
  const [date, region, service] = scope.split('/') as [string, string, string];
  const amzDate = String(req.headers['x-amz-date']);
  const canonical = [
    req.method,
    req.url,
    '',
    ...signed.map((h) => `${h}:${String(req.headers[h]).trim()}`),
    '',
    signed.join(';'),
    String(req.headers['x-amz-content-sha256']),
  ].join('\n');
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, createHash('sha256').update(canonical).digest('hex')].join('\n');
  const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
  const key = hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), service), 'aws4_request');
  return createHmac('sha256', key).update(toSign).digest('hex');
}
