// The router's history (decision 225): the window's, or one in memory for tests, each entry holding
// React Router's shape so entries written before the change still read.

import { type Location, type NavigationType, parsePath, type To } from './router-paths.ts';

// ---- history ----

export type Update = { action: NavigationType; location: Location };
export type History = {
  read(): Update;
  push(path: string, state: unknown): void;
  replace(path: string, state: unknown): void;
  go(delta: number): void;
  listen(listener: (update: Update) => void): () => void;
};

export const createKey = () => Math.random().toString(36).substring(2, 10);

/** The window's history; each entry holds React Router's shape ({ usr, key, idx }). */
export function browserHistory(): History {
  const h = window.history;
  let action: NavigationType = 'POP';
  let listener: ((update: Update) => void) | null = null;
  if (h.state?.idx == null) h.replaceState({ ...h.state, idx: 0 }, '');
  const read = (): Update => {
    const { pathname, search, hash } = window.location;
    return {
      action,
      location: { pathname, search, hash, state: h.state?.usr ?? null, key: h.state?.key ?? 'default' },
    };
  };
  const write = (kind: 'PUSH' | 'REPLACE', path: string, state: unknown) => {
    action = kind;
    const idx = (h.state?.idx ?? 0) + (kind === 'PUSH' ? 1 : 0);
    const entry = { usr: state, key: createKey(), idx };
    if (kind === 'REPLACE') h.replaceState(entry, '', path);
    else {
      try {
        h.pushState(entry, '', path);
      } catch (error) {
        if (error instanceof DOMException && error.name === 'DataCloneError') throw error;
        window.location.assign(path);
      }
    }
    listener?.(read());
  };
  const onPop = () => {
    action = 'POP';
    listener?.(read());
  };
  return {
    read,
    push: (path, state) => write('PUSH', path, state),
    replace: (path, state) => write('REPLACE', path, state),
    go: (delta) => h.go(delta),
    listen(fn) {
      listener = fn;
      window.addEventListener('popstate', onPop);
      return () => {
        window.removeEventListener('popstate', onPop);
        listener = null;
      };
    },
  };
}

/** History in memory (tests): entries and an index, as React Router's memory history. */
export function memoryHistory(initialEntries: readonly To[], initialIndex?: number): History {
  const toLocation = (to: To, state: unknown = null, key = createKey()): Location => ({
    pathname: '/',
    search: '',
    hash: '',
    ...(typeof to === 'string' ? parsePath(to) : to),
    state,
    key,
  });
  const entries = (initialEntries.length ? initialEntries : ['/']).map((to, i) =>
    toLocation(to, null, i === 0 ? 'default' : undefined),
  );
  let index = Math.min(Math.max(initialIndex ?? entries.length - 1, 0), entries.length - 1);
  let action: NavigationType = 'POP';
  let listener: ((update: Update) => void) | null = null;
  const read = (): Update => ({ action, location: entries[index] as Location });
  return {
    read,
    push(path, state) {
      action = 'PUSH';
      index += 1;
      entries.splice(index, entries.length, toLocation(path, state));
      listener?.(read());
    },
    replace(path, state) {
      action = 'REPLACE';
      entries[index] = toLocation(path, state);
      listener?.(read());
    },
    go(delta) {
      action = 'POP';
      index = Math.min(Math.max(index + delta, 0), entries.length - 1);
      listener?.(read());
    },
    listen(fn) {
      listener = fn;
      return () => {
        listener = null;
      };
    },
  };
}
