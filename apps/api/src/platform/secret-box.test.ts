import { describe, expect, it } from 'vitest';
import { createSecretBox, DEV_CREDENTIALS_KEY, loadCredentialsKey } from './secret-box.ts';

describe('secret box', () => {
  const box = createSecretBox('a-key-of-at-least-thirty-two-characters');

  it('opens what it sealed only for the same place and the same key', () => {
    const sealed = box.seal('octa-api-key-1234', 'place-a');
    expect(sealed).not.toContain('octa-api-key');
    expect(box.open(sealed, 'place-a')).toBe('octa-api-key-1234');
    expect(box.open(sealed, 'place-b')).toBeNull();
    expect(createSecretBox('another-key-of-at-least-thirty-two-chars').open(sealed, 'place-a')).toBeNull();
    expect(box.open('v1.garbage', 'place-a')).toBeNull();
  });

  it('production refuses the development key and short keys; development falls back to it', () => {
    expect(() => loadCredentialsKey({ NODE_ENV: 'production', CREDENTIALS_KEY: DEV_CREDENTIALS_KEY })).toThrow(
      /development key/,
    );
    expect(() => loadCredentialsKey({ CREDENTIALS_KEY: 'short' })).toThrow(/32 characters/);
    expect(loadCredentialsKey({ NODE_ENV: 'production' })).toBeNull();
    const own = 'x'.repeat(40);
    expect(loadCredentialsKey({ NODE_ENV: 'production', CREDENTIALS_KEY: own })).toBe(own);
    expect(loadCredentialsKey({})).toBe(DEV_CREDENTIALS_KEY);
  });
});
