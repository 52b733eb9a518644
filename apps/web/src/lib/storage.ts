import { CONSUME_PLACE_HISTORY_SIZE } from '@app/domain/shared/constants';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { basePath } from './base-path.ts';

// Every browser key of spec 1 §3 "Stored in the browser", in one module. Each field is its own
// localStorage entry named as the spec names it, so a person (or a test) can read `token` directly.
// Fields tied to a place get an '@{place}' suffix under a /p/{place} prefix: a cart of one place
// must not show up in another place opened in the same browser.

export type ConsumePlace = { _id: string; name: string; value?: string | null };
export type GeoLocation = { lat: number; lng: number; city?: string; uf?: string };
export type TableQrCode = { number: string; link: string };
/** The marketplace or brand a place was chosen in (decision 092): where 'leave this place' goes back to. */
export type PlaceOrigin = { place: string; route: 'Marketplace' | 'ChooseBranch'; name: string };
export type Discounts = { percent_discount?: number; flat_discount?: number };

export type BrowserState = {
  token: string | null;
  managerToken: string | null;
  managerId: string | null;
  /**
   * Staff acting for a customer: their own user token, put back when they stop acting.
   * Not a spec key: the spec's app asked staff to sign in again (decision 076).
   */
  ownToken: string | null;
  /** The cart as the cart feature shapes it; opaque here. */
  cart: unknown;
  cacheCartId: string | null;
  coupon: string | null;
  discounts: Discounts | null;
  /** Table/comanda id from /home/{id}. */
  comanda: string | null;
  /** Latest consume place only (spec 1 §9). */
  consumePlaceHistory: ConsumePlace[];
  favouritePlaces: string[];
  location: GeoLocation | null;
  pendingOrderId: string | null;
  transactionId: string | null;
  /** Only the online type (2) is persisted (spec 1 §4). */
  paymentType: number | null;
  cardBrand: string | null;
  inviteOrderId: string | null;
  attendancy: string | null;
  installPromptIgnored: boolean;
  tableQrCodes: TableQrCode[];
  /** The pin pad terminal's websocket on this computer (default ws://localhost:1337). */
  pinpadUrl: string | null;
  placeOrigin: PlaceOrigin | null;
};

type Field = keyof BrowserState;
type Scope = 'global' | 'place';

/** Storage key (spec name) and scope of each field. */
export const STORAGE_KEYS: Record<Field, readonly [key: string, scope: Scope]> = {
  token: ['token', 'global'],
  managerToken: ['managerToken', 'place'],
  managerId: ['managerId', 'place'],
  ownToken: ['ownToken', 'place'],
  cart: ['cart', 'place'],
  cacheCartId: ['cacheCartId', 'place'],
  coupon: ['coupon', 'place'],
  discounts: ['discounts', 'place'],
  comanda: ['comanda', 'place'],
  consumePlaceHistory: ['consumePlaceHistory', 'place'],
  favouritePlaces: ['favouritePlaces', 'global'],
  location: ['location', 'global'],
  pendingOrderId: ['pendingOrderId', 'place'],
  transactionId: ['transactionId', 'place'],
  paymentType: ['paymentType', 'place'],
  cardBrand: ['cardBrand', 'place'],
  inviteOrderId: ['inviteOrderId', 'place'],
  attendancy: ['attendancy', 'place'],
  installPromptIgnored: ['installPromptIgnored', 'global'],
  tableQrCodes: ['tableQrCodes', 'place'],
  pinpadUrl: ['pinpadUrl', 'global'],
  placeOrigin: ['placeOrigin', 'global'],
};

export const EMPTY_STATE: BrowserState = {
  token: null,
  managerToken: null,
  managerId: null,
  ownToken: null,
  cart: null,
  cacheCartId: null,
  coupon: null,
  discounts: null,
  comanda: null,
  consumePlaceHistory: [],
  favouritePlaces: [],
  location: null,
  pendingOrderId: null,
  transactionId: null,
  paymentType: null,
  cardBrand: null,
  inviteOrderId: null,
  attendancy: null,
  installPromptIgnored: false,
  tableQrCodes: [],
  pinpadUrl: null,
  placeOrigin: null,
};

/** Fields a forced logout keeps: a device preference, not session data. */
const KEPT_ON_FORCED_LOGOUT: readonly Field[] = ['installPromptIgnored', 'pinpadUrl', 'placeOrigin'];

export type BrowserActions = {
  set<F extends Field>(field: F, value: BrowserState[F]): void;
  setSession(session: { token: string; managerToken?: string | null; managerId?: string | null }): void;
  clearManager(): void;
  pushConsumePlace(place: ConsumePlace): void;
  /** Forced logout (spec 3 §4): every key except the device preferences. */
  clearAll(): void;
};

export type BrowserStore = StoreApi<BrowserState & BrowserActions>;

export function storageKey(field: Field, place: string | null): string {
  const [key, scope] = STORAGE_KEYS[field];
  return scope === 'place' && place ? `${key}@${place}` : key;
}

function read(storage: Storage, field: Field, place: string | null): unknown {
  const raw = storage.getItem(storageKey(field, place));
  if (raw === null) return EMPTY_STATE[field];
  try {
    return JSON.parse(raw);
  } catch {
    // Values written by an older app version as bare strings.
    return raw;
  }
}

function write(storage: Storage, field: Field, value: unknown, place: string | null): void {
  const key = storageKey(field, place);
  const empty =
    value === null || value === undefined || (Array.isArray(value) && value.length === 0) || value === false;
  try {
    if (empty) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or a full quota: the app keeps working for this visit.
  }
}

export function createBrowserStore(storage: Storage | null, place: string | null): BrowserStore {
  const fields = Object.keys(STORAGE_KEYS) as Field[];
  const initial = { ...EMPTY_STATE };
  if (storage) for (const field of fields) Object.assign(initial, { [field]: read(storage, field, place) });

  const store = createStore<BrowserState & BrowserActions>()((setState, getState) => ({
    ...initial,
    set: (field, value) => setState({ [field]: value } as Partial<BrowserState>),
    setSession: ({ token, managerToken = null, managerId = null }) => setState({ token, managerToken, managerId }),
    clearManager: () => setState({ managerToken: null, managerId: null }),
    pushConsumePlace: (entry) =>
      setState({
        consumePlaceHistory: [entry, ...getState().consumePlaceHistory].slice(0, CONSUME_PLACE_HISTORY_SIZE),
      }),
    clearAll: () => {
      const kept = Object.fromEntries(KEPT_ON_FORCED_LOGOUT.map((f) => [f, getState()[f]]));
      setState({ ...EMPTY_STATE, ...kept });
    },
  }));

  if (storage) {
    store.subscribe((state, previous) => {
      for (const field of fields) if (state[field] !== previous[field]) write(storage, field, state[field], place);
    });
  }
  return store;
}

function browserStorage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    return null;
  }
}

export const browserStore = createBrowserStore(browserStorage('localStorage'), basePath.place);

export function useBrowserStore<T>(selector: (state: BrowserState & BrowserActions) => T): T {
  return useStore(browserStore, selector);
}

// Back counter (spec 3 §2.2): session storage, so a new tab starts at 0.
const BACK_COUNTER_KEY = 'backCounter';

export function readBackCounter(storage: Storage | null = browserStorage('sessionStorage')): number {
  const value = Number(storage?.getItem(BACK_COUNTER_KEY) ?? 0);
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

export function writeBackCounter(value: number, storage: Storage | null = browserStorage('sessionStorage')): void {
  try {
    storage?.setItem(BACK_COUNTER_KEY, String(Math.max(0, Math.floor(value))));
  } catch {
    // Ignored like any other storage failure.
  }
}

// The provider splash (spec 3 §2.4): once per browser session, not on every load (decision 067).
const SPLASH_KEY = 'splashShown';

/** True the first time in this session (and remembers it); false afterwards. */
export function claimSplash(storage: Storage | null = browserStorage('sessionStorage')): boolean {
  try {
    if (storage?.getItem(SPLASH_KEY)) return false;
    storage?.setItem(SPLASH_KEY, '1');
  } catch {
    // Storage refused: show it, as a first visit would.
  }
  return true;
}

// The kitchen station a device shows (decision 068): a screen above the grill stays on 'Chapa'.
// Ours, not the spec's; per place, so one tablet can serve two places' kitchens.
const kitchenStationKey = (place: string | null) => `kitchenStation${place ? `:${place}` : ''}`;

export function readKitchenStation(storage: Storage | null = browserStorage('localStorage')): string | null {
  try {
    return storage?.getItem(kitchenStationKey(basePath.place)) || null;
  } catch {
    return null;
  }
}

export function writeKitchenStation(
  station: string | null,
  storage: Storage | null = browserStorage('localStorage'),
): void {
  try {
    const key = kitchenStationKey(basePath.place);
    if (station) storage?.setItem(key, station);
    else storage?.removeItem(key);
  } catch {
    // Ignored like any other storage failure.
  }
}
