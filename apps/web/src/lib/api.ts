import { ApiError, createClient } from '@app/domain/client';
import { basePath } from './base-path.ts';
import { apiLanguage } from './i18n.ts';
import { browserStore } from './storage.ts';
import { ui } from './ui-store.ts';

// The one client of the app: place from the base path, tokens from the browser store, language
// from i18n. A network failure raises the shell's connection-error flag; any answer lowers it.

async function trackedFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const response = await fetch(input, init);
  ui.setConnectionError(false);
  return response;
}

export const api = createClient({
  baseUrl: '',
  placeId: () => basePath.place,
  tokens: () => {
    const { token, managerToken } = browserStore.getState();
    return { token, managerToken };
  },
  language: apiLanguage,
  fetch: trackedFetch,
  onConnectionError: () => ui.setConnectionError(true),
});

export { ApiError };

/** The server's text for an ApiError, else the spec's generic failure text (spec 1 §8). */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status !== 0 && error.code !== 'internal' && error.message)
    return error.message;
  return fallback;
}

/** A client error that means the session is gone (token unknown or expired). */
export function isSessionRejected(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.code === 'access_denied');
}
