import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadNamespaces } from '../lib/i18n.ts';
import { queryClient } from '../lib/query-client.ts';
import { browserStore } from '../lib/storage.ts';

// Component tests read the screens' real pt-BR texts: every namespace is loaded once per file.
const namespaces = Object.keys(import.meta.glob('../locales/pt-BR/*.json')).map((file) =>
  file.replace(/^.*\/|\.json$/g, ''),
);

beforeAll(() => loadNamespaces('validation', ...namespaces));
afterEach(() => {
  cleanup();
  queryClient.clear();
  browserStore.getState().clearAll();
  localStorage.clear();
});
