import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrivateStorage } from './private.ts';

// A fake S3 endpoint on loopback keeping what it is sent: private objects go under private/,
// without the public-read ACL, and come back through a signed GET (decision 161).
type Seen = { method?: string; url?: string; headers: IncomingMessage['headers'] };
const seen: Seen[] = [];
const objects = new Map<string, Buffer>();
const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    seen.push({ method: req.method, url: req.url, headers: req.headers });
    const key = req.url ?? '';
    if (req.method === 'PUT') {
      objects.set(key, Buffer.concat(chunks));
      res.end('');
    } else if (objects.has(key)) res.end(objects.get(key));
    else {
      res.statusCode = 404;
      res.end('<Error><Code>NoSuchKey</Code></Error>');
    }
  });
});
let endpoint = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('private storage', () => {
  it('S3: a signed PUT under private/ without a public ACL, read back with a signed GET', async () => {
    const storage = createPrivateStorage({
      provider: 's3',
      endpoint,
      region: 'sa-east-1',
      bucket: 'clinica',
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
    });
    await storage.put('places/p1/patients/x/a.pdf', new Uint8Array([37, 80, 68, 70]), 'application/pdf');
    const put = seen.at(-1) as Seen;
    expect(put.url).toBe('/clinica/private/places/p1/patients/x/a.pdf');
    expect(put.headers['x-amz-acl']).toBeUndefined();
    expect(put.headers['cache-control']).toBe('private, no-store');
    expect(String(put.headers.authorization)).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\//);
    expect([...((await storage.get('places/p1/patients/x/a.pdf')) ?? [])]).toEqual([37, 80, 68, 70]);
    expect(String((seen.at(-1) as Seen).headers.authorization)).toMatch(/^AWS4-HMAC-SHA256 /);
    expect(await storage.get('places/p1/patients/x/missing.pdf')).toBeNull();
    await expect(storage.get('../etc/passwd')).rejects.toThrow('unsafe storage key');
  });

  it('local: a folder beside the public uploads, never inside it', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'private-storage-'));
    try {
      const uploads = path.join(dir, 'uploads');
      const storage = createPrivateStorage({ provider: 'local', dir: uploads, publicPath: '/uploads' });
      await storage.put('places/p1/a.webp', new Uint8Array([1, 2]), 'image/webp');
      expect([...((await storage.get('places/p1/a.webp')) ?? [])]).toEqual([1, 2]);
      expect(await storage.get('places/p1/none.webp')).toBeNull();
      const { existsSync } = await import('node:fs');
      expect(existsSync(path.join(dir, 'private-files', 'places/p1/a.webp'))).toBe(true);
      expect(existsSync(path.join(uploads, 'places/p1/a.webp'))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
