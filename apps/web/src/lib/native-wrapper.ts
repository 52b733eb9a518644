// The native mobile wrapper (spec 3 §6 'Native wrapper'; docs/native-wrapper.md): a WebView app that
// hosts this PWA. The app tells it when the URL changes, when a link must open outside (the system
// browser, WhatsApp, maps) and when the person logs out; the wrapper may ask the app to go to a path
// (a notification tapped, a deep link) or to log out. Messages are JSON strings both ways.

type Bridge = { postMessage(message: string): void };

declare global {
  interface Window {
    /** React Native WebView's bridge, injected before the page's scripts. */
    ReactNativeWebView?: Bridge;
    /** WKWebView (iOS) script message handler named `nativeApp`. */
    webkit?: { messageHandlers?: { nativeApp?: Bridge } };
  }
}

export type ToWrapper = { type: 'changeUrl'; url: string } | { type: 'openExternal'; url: string } | { type: 'logout' };
export type FromWrapper = { type: 'navigate'; path: string } | { type: 'logout' };

function bridge(): Bridge | null {
  if (typeof window === 'undefined') return null;
  return window.ReactNativeWebView ?? window.webkit?.messageHandlers?.nativeApp ?? null;
}

/** Whether the app runs inside the wrapper. */
export const inNativeWrapper = (): boolean => bridge() !== null;

/** Sends a message to the wrapper; false in a plain browser (nothing to tell). */
export function tellWrapper(message: ToWrapper): boolean {
  const target = bridge();
  if (!target) return false;
  target.postMessage(JSON.stringify(message));
  return true;
}

/** A path of this app only: never another site, never a protocol-relative '//host'. */
const ownPath = (path: unknown): path is string =>
  typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && path.length <= 2000;

/** Reads one message of the wrapper; anything else (other windows, other shapes) is ignored. */
export function readWrapperMessage(event: MessageEvent): FromWrapper | null {
  // The wrapper injects its messages into this page (same origin); other windows cannot command it.
  if (event.origin !== window.location.origin && event.origin !== '') return null;
  if (typeof event.data !== 'string') return null;
  let data: { type?: unknown; path?: unknown };
  try {
    data = JSON.parse(event.data) as typeof data;
  } catch {
    return null;
  }
  if (data.type === 'navigate' && ownPath(data.path)) return { type: 'navigate', path: data.path };
  if (data.type === 'logout') return { type: 'logout' };
  return null;
}

/**
 * Listens to the wrapper (window and, for Android's React Native WebView, document 'message'
 * events) and sends links to other sites to it instead of leaving the app. Only inside the wrapper.
 */
export function connectNativeWrapper(handlers: { navigate(path: string): void; logout(): void }): () => void {
  if (!inNativeWrapper()) return () => {};
  const onMessage = (event: Event) => {
    const message = readWrapperMessage(event as MessageEvent);
    if (message?.type === 'navigate') handlers.navigate(message.path);
    else if (message?.type === 'logout') handlers.logout();
  };
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return;
    const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (!anchor) return;
    const url = new URL(anchor.href, window.location.href);
    const external = url.origin !== window.location.origin || anchor.target === '_blank';
    if (!external) return;
    // A WebView would open it inside itself, with no way back: the wrapper opens it outside.
    event.preventDefault();
    tellWrapper({ type: 'openExternal', url: url.toString() });
  };
  window.addEventListener('message', onMessage);
  document.addEventListener('message', onMessage);
  document.addEventListener('click', onClick, true);
  return () => {
    window.removeEventListener('message', onMessage);
    document.removeEventListener('message', onMessage);
    document.removeEventListener('click', onClick, true);
  };
}
