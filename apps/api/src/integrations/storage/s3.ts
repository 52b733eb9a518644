import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import { assertSafeKey, type StoragePort } from './port.ts';

export type S3Options = {
  /** The S3-compatible endpoint, e.g. https://s3.sa-east-1.amazonaws.com or a MinIO/R2 URL. */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where browsers read the objects (a CDN or the bucket's public URL); default endpoint/bucket. */
  publicUrl?: string;
  fetch?: typeof fetch;
};

/**
 * An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Backblaze B2...): one signed PUT
 * (Signature V4, path-style URL) per picture, readable by anyone, cached for a year (keys are
 * unique per upload).
 */
export function createS3Storage(options: S3Options): StoragePort {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region,
    service: 's3',
  });
  const endpoint = options.endpoint.replace(/\/+$/, '');
  const publicBase = (options.publicUrl ?? `${endpoint}/${options.bucket}`).replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      assertSafeKey(key);
      const request = await client.sign(`${endpoint}/${options.bucket}/${key}`, {
        method: 'PUT',
        body: bytes as unknown as BodyInit,
        headers: {
          'content-type': contentType,
          'cache-control': 'public, max-age=31536000, immutable',
          'x-amz-acl': 'public-read',
          // A signed payload hash (aws4fetch would send UNSIGNED-PAYLOAD for binary bodies).
          'x-amz-content-sha256': createHash('sha256').update(bytes).digest('hex'),
        },
      });
      const response = await doFetch(request);
      if (!response.ok) {
        const text = await response.text().catch(() => '');
        throw new Error(`S3 PUT ${key} failed: ${response.status} ${text.slice(0, 200)}`);
      }
      return `${publicBase}/${key}`;
    },
  };
}
