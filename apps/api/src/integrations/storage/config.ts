import path from 'node:path';
import { z } from 'zod';
import type { S3Options } from './s3.ts';

// The storage port's environment (read by platform/config.ts's loadConfig; README "Configuration").

const Env = z.object({
  STORAGE_PROVIDER: z.enum(['local', 's3']).default('local'),
  /** Local disk: the folder (default DATA_DIR/uploads) and the URL path it is served under. */
  UPLOADS_DIR: z.string().optional(),
  UPLOADS_PUBLIC_PATH: z
    .string()
    .regex(/^\/[a-z0-9/_-]*[a-z0-9_-]$/i, 'an absolute URL path such as /uploads')
    .default('/uploads'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: z.string().url().optional(),
});

export type StorageConfig =
  | { provider: 'local'; dir: string; publicPath: string }
  | ({ provider: 's3' } & Omit<S3Options, 'fetch'>);

export function loadStorageConfig(env: NodeJS.ProcessEnv, dataDir: string): StorageConfig {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const e = parsed.data;
  if (e.STORAGE_PROVIDER === 's3') {
    if (!e.S3_ENDPOINT || !e.S3_BUCKET || !e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY) {
      throw new Error(
        'Invalid configuration:\n  STORAGE_PROVIDER=s3 needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
      );
    }
    return {
      provider: 's3',
      endpoint: e.S3_ENDPOINT,
      region: e.S3_REGION,
      bucket: e.S3_BUCKET,
      accessKeyId: e.S3_ACCESS_KEY_ID,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY,
      publicUrl: e.S3_PUBLIC_URL,
    };
  }
  return {
    provider: 'local',
    dir: e.UPLOADS_DIR ? path.resolve(e.UPLOADS_DIR) : path.join(dataDir, 'uploads'),
    publicPath: e.UPLOADS_PUBLIC_PATH,
  };
}

/** Anyone can read this one here: only for development and tests (production refuses it). */
export const DEV_FILE_LINK_SECRET = 'dev-only-file-link-secret-0123456789abcdef';

/**
 * The key that signs the short-lived URLs of private files (decision 161): FILE_LINK_SECRET, 32+
 * characters. Production refuses to start without one of its own.
 */
export function loadFileLinkSecret(env: NodeJS.ProcessEnv): string {
  const secret = env.FILE_LINK_SECRET;
  if (secret !== undefined && secret.length < 32) {
    throw new Error('Invalid configuration:\n  FILE_LINK_SECRET: use at least 32 characters');
  }
  if (env.NODE_ENV === 'production' && (!secret || secret === DEV_FILE_LINK_SECRET)) {
    throw new Error(
      'Invalid configuration:\n  FILE_LINK_SECRET: set a secret of your own (32+ characters) to sign the links of patient files',
    );
  }
  return secret ?? DEV_FILE_LINK_SECRET;
}
