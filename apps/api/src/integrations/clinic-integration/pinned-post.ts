import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';

/** Why a POST to an integrated system did not give an answer (the message carries no data). */
export class PostFailed extends Error {}

/**
 * One JSON POST over node's http/https with the connection's `lookup` given (decision 194: the
 * socket goes to the address that was checked), no redirect followed, a whole-request deadline and
 * an answer cut at `maxBytes`. Answers the status and the text; throws `PostFailed` otherwise.
 */
export function pinnedPost(
  url: URL,
  init: { headers: Record<string, string>; body: string; lookup: LookupFunction; timeoutMs: number; maxBytes: number },
): Promise<{ status: number; text: string }> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { ...init.headers, 'content-length': String(Buffer.byteLength(init.body)) },
        lookup: init.lookup,
        // A fresh connection per call: a pooled socket was connected under another check.
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > init.maxBytes) {
            request.destroy(new PostFailed('answer too large'));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => {
          clearTimeout(timer);
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') });
        });
        response.on('error', () => undefined);
      },
    );
    const timer = setTimeout(() => request.destroy(new PostFailed('timeout')), init.timeoutMs);
    request.on('error', (error) => {
      clearTimeout(timer);
      reject(error instanceof PostFailed ? error : new PostFailed('unreachable'));
    });
    request.end(init.body);
  });
}
