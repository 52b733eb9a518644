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

export { errorIs, errorMessage, isSessionRejected } from './api-errors.ts';
export { ApiError };
