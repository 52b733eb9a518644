import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Secrets kept at rest (decision 201): AES-256-GCM with a key derived from the server's
 * CREDENTIALS_KEY, a random 12-byte IV per seal, and a context (the place's id) bound as additional
 * data, so a sealed value copied to another place's row does not open. Format: v1.iv.tag.data (base64url).
 */
export type SecretBox = {
  seal(plain: string, context: string): string;
  /** The plain text, or null when the value was not sealed by this key for this context. */
  open(sealed: string, context: string): string | null;
};

export function createSecretBox(secret: string): SecretBox {
  const key = createHash('sha256').update(`secret-box:${secret}`).digest();
  return {
    seal(plain, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context));
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), data]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    open(sealed, context) {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || data === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAAD(Buffer.from(context));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}

export const DEV_CREDENTIALS_KEY = 'development-only-credentials-key-not-for-production';

/**
 * CREDENTIALS_KEY (32+ characters) seals the places' own API keys. Development and tests use a fixed
 * key; production without one stores no credentials (null: saving them is refused).
 */
export function loadCredentialsKey(env: NodeJS.ProcessEnv): string | null {
  const key = env.CREDENTIALS_KEY;
  if (key !== undefined && key.length < 32) {
    throw new Error('Invalid configuration:\n  CREDENTIALS_KEY: use at least 32 characters');
  }
  if (env.NODE_ENV === 'production' && key === DEV_CREDENTIALS_KEY) {
    // Anyone can read the development key here: production refuses to start with it.
    throw new Error(
      'Invalid configuration:\n  CREDENTIALS_KEY is the development key shipped in the code: set a key of your own',
    );
  }
  if (env.NODE_ENV === 'production') return key ?? null;
  return key ?? DEV_CREDENTIALS_KEY;
}
