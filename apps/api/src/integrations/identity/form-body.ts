import type { FastifyInstance } from 'fastify';

/**
 * Reads application/x-www-form-urlencoded bodies, only inside the plugin scope that calls it: the
 * providers answer by form post, while the API's calls keep taking JSON only (a cross-site form
 * cannot call them).
 */
export function acceptFormPosts(scope: FastifyInstance) {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 32_768 },
    (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
}

/** One text field of a parsed form or query, bounded. */
export const field = (source: unknown, name: string, max = 8000): string => {
  const value = source && typeof source === 'object' ? (source as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value.slice(0, max) : '';
};
