import { describe, expect, it } from 'vitest';
import { createFileLinks } from './file-links.ts';

const claims = {
  kind: 'file' as const,
  id: '6f1c1a36-58a4-4a52-8d0b-2f1e5b0c9a11',
  placeId: 'a3b1f6c2-1111-4a52-8d0b-2f1e5b0c9a11',
  patientId: 'b4c2a7d3-2222-4a52-8d0b-2f1e5b0c9a11',
  userId: null,
  name: null,
  role: 'supplier' as const,
  supplierId: 'supplier-pedro',
  via: null,
};
const tokenOf = (url: string) => url.split('?t=')[1] ?? '';

describe('signed file links', () => {
  it('verifies its own token until it expires, 5 minutes later', () => {
    let now = Date.parse('2026-11-27T10:00:00Z');
    const links = createFileLinks('x'.repeat(32), () => now);
    const { url, expiresAt } = links.mint(claims);
    expect(expiresAt.toISOString()).toBe('2026-11-27T10:05:00.000Z');
    expect(links.verify(tokenOf(url))).toMatchObject({ id: claims.id, placeId: claims.placeId });
    now += 5 * 60_000;
    expect(links.verify(tokenOf(url))).toBeNull();
  });

  it("refuses another key's token and a payload changed under the signature", () => {
    const mine = createFileLinks('x'.repeat(32));
    const theirs = createFileLinks('y'.repeat(32));
    const token = tokenOf(mine.mint(claims).url);
    expect(theirs.verify(token)).toBeNull();
    const [payload, signature] = token.split('.') as [string, string];
    const changed = JSON.parse(Buffer.from(payload, 'base64url').toString());
    changed.placeId = 'c5d3b8e4-3333-4a52-8d0b-2f1e5b0c9a11';
    expect(mine.verify(`${Buffer.from(JSON.stringify(changed)).toString('base64url')}.${signature}`)).toBeNull();
    expect(mine.verify('')).toBeNull();
    expect(mine.verify('a.b.c')).toBeNull();
  });
});

describe('FILE_LINK_SECRET', () => {
  it('production refuses to start without a secret of its own; elsewhere the development one', async () => {
    const { DEV_FILE_LINK_SECRET, loadFileLinkSecret } = await import('../../integrations/storage/config.ts');
    expect(() => loadFileLinkSecret({ NODE_ENV: 'production' })).toThrow(/FILE_LINK_SECRET/);
    expect(() => loadFileLinkSecret({ NODE_ENV: 'production', FILE_LINK_SECRET: DEV_FILE_LINK_SECRET })).toThrow(
      /FILE_LINK_SECRET/,
    );
    expect(() => loadFileLinkSecret({ FILE_LINK_SECRET: 'short' })).toThrow(/32 characters/);
    const own = 'a-file-link-secret-of-ours-0123456789';
    expect(loadFileLinkSecret({ NODE_ENV: 'production', FILE_LINK_SECRET: own })).toBe(own);
    expect(loadFileLinkSecret({ NODE_ENV: 'test' })).toBe(DEV_FILE_LINK_SECRET);
  });
});
