import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from './memory-storage.ts';
import {
  claimSplash,
  createBrowserStore,
  readBackCounter,
  STORAGE_KEYS,
  storageKey,
  writeBackCounter,
} from './storage.ts';

describe('browser store', () => {
  it('writes each field under its spec key and reads it back', () => {
    const storage = createMemoryStorage();
    const store = createBrowserStore(storage, null);
    store.getState().setSession({ token: 't1', managerToken: 'm1', managerId: 'id1' });
    expect(storage.getItem('token')).toBe('"t1"');
    expect(storage.getItem('managerToken')).toBe('"m1"');
    const again = createBrowserStore(storage, null);
    expect(again.getState().token).toBe('t1');
    expect(again.getState().managerId).toBe('id1');
  });

  it('scopes place-bound keys to the place and shares global ones', () => {
    const storage = createMemoryStorage();
    const a = createBrowserStore(storage, 'bar-do-porto');
    a.getState().set('coupon', 'BEMVINDO');
    a.getState().set('token', 't');
    expect(storage.getItem('coupon@bar-do-porto')).toBe('"BEMVINDO"');
    expect(storage.getItem('token')).toBe('"t"');
    const b = createBrowserStore(storage, 'cantina-da-praca');
    expect(b.getState().coupon).toBeNull();
    expect(b.getState().token).toBe('t');
  });

  it('removes the key when a field is emptied', () => {
    const storage = createMemoryStorage();
    const store = createBrowserStore(storage, null);
    store.getState().set('transactionId', 'tx');
    store.getState().set('transactionId', null);
    expect(storage.getItem('transactionId')).toBeNull();
  });

  it('keeps only the latest consume place', () => {
    const store = createBrowserStore(createMemoryStorage(), null);
    store.getState().pushConsumePlace({ _id: '1', name: 'Mesa' });
    store.getState().pushConsumePlace({ _id: '2', name: 'Quarto' });
    expect(store.getState().consumePlaceHistory).toEqual([{ _id: '2', name: 'Quarto' }]);
  });

  it('clearAll empties every key but the install-prompt preference', () => {
    const storage = createMemoryStorage();
    const store = createBrowserStore(storage, null);
    store.getState().setSession({ token: 't' });
    store.getState().set('cart', { products: [] });
    store.getState().set('installPromptIgnored', true);
    store.getState().clearAll();
    expect(storage.getItem('token')).toBeNull();
    expect(storage.getItem('cart')).toBeNull();
    expect(storage.getItem('installPromptIgnored')).toBe('true');
  });

  it('reads a bare string written by an older version', () => {
    const storage = createMemoryStorage();
    storage.setItem('token', 'raw-token');
    expect(createBrowserStore(storage, null).getState().token).toBe('raw-token');
  });

  it('lists every localStorage key of spec 1 §3 (the back counter is in session storage)', () => {
    // 19 keys of the spec, plus the pin pad terminal's address on this computer (decision on payments web)
    // the own token of staff acting for a customer (decision 076)
    // and the marketplace or brand a place was chosen in (decision 092).
    expect(Object.keys(STORAGE_KEYS)).toHaveLength(22);
    expect(storageKey('cart', 'x')).toBe('cart@x');
    expect(storageKey('token', 'x')).toBe('token');
  });
});

describe('back counter', () => {
  it('lives in session storage and never goes below 0', () => {
    const session = createMemoryStorage();
    expect(readBackCounter(session)).toBe(0);
    writeBackCounter(3, session);
    expect(readBackCounter(session)).toBe(3);
    writeBackCounter(-1, session);
    expect(readBackCounter(session)).toBe(0);
  });
});

describe('splash', () => {
  it('is claimed once per session storage', () => {
    const session = createMemoryStorage();
    expect(claimSplash(session)).toBe(true);
    expect(claimSplash(session)).toBe(false);
    expect(claimSplash(createMemoryStorage())).toBe(true);
  });
});
