// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectNativeWrapper, readWrapperMessage, tellWrapper } from './native-wrapper.ts';

// A fake wrapper: the bridge React Native WebView injects before the page runs (docs/native-wrapper.md).
function installFakeWrapper() {
  const sent: unknown[] = [];
  window.ReactNativeWebView = { postMessage: (message: string) => sent.push(JSON.parse(message)) };
  return sent;
}

const fromWrapper = (data: unknown, origin = window.location.origin) => new MessageEvent('message', { data, origin });

afterEach(() => {
  delete window.ReactNativeWebView;
});

describe('the native wrapper bridge', () => {
  it('tells nothing in a plain browser', () => {
    expect(tellWrapper({ type: 'logout' })).toBe(false);
    expect(connectNativeWrapper({ navigate: vi.fn(), logout: vi.fn() })).toBeTypeOf('function');
  });

  it('sends URL changes and logout as JSON strings', () => {
    const sent = installFakeWrapper();
    tellWrapper({ type: 'changeUrl', url: 'http://localhost:3000/p/cantina-da-praca/carrinho' });
    tellWrapper({ type: 'logout' });
    expect(sent).toEqual([
      { type: 'changeUrl', url: 'http://localhost:3000/p/cantina-da-praca/carrinho' },
      { type: 'logout' },
    ]);
  });

  it('obeys navigate and logout from the wrapper, on window and on document (Android)', () => {
    installFakeWrapper();
    const navigate = vi.fn();
    const logout = vi.fn();
    const stop = connectNativeWrapper({ navigate, logout });
    window.dispatchEvent(fromWrapper(JSON.stringify({ type: 'navigate', path: '/pedidos' })));
    document.dispatchEvent(fromWrapper(JSON.stringify({ type: 'logout' })));
    expect(navigate).toHaveBeenCalledWith('/pedidos');
    expect(logout).toHaveBeenCalledOnce();
    stop();
    window.dispatchEvent(fromWrapper(JSON.stringify({ type: 'logout' })));
    expect(logout).toHaveBeenCalledOnce();
  });

  it('ignores other windows, other sites, protocol-relative paths and other shapes', () => {
    expect(readWrapperMessage(fromWrapper(JSON.stringify({ type: 'logout' }), 'https://evil.example'))).toBeNull();
    expect(readWrapperMessage(fromWrapper(JSON.stringify({ type: 'navigate', path: '//evil.example/x' })))).toBeNull();
    expect(
      readWrapperMessage(fromWrapper(JSON.stringify({ type: 'navigate', path: 'https://evil.example' }))),
    ).toBeNull();
    expect(readWrapperMessage(fromWrapper({ type: 'logout' }))).toBeNull();
    expect(readWrapperMessage(fromWrapper('not json'))).toBeNull();
    expect(readWrapperMessage(fromWrapper(JSON.stringify({ type: 'navigate', path: '/informacoes' })))).toEqual({
      type: 'navigate',
      path: '/informacoes',
    });
  });

  it('hands links to other sites to the wrapper instead of leaving the app', () => {
    const sent = installFakeWrapper();
    const stop = connectNativeWrapper({ navigate: vi.fn(), logout: vi.fn() });
    const outside = Object.assign(document.createElement('a'), { href: 'https://wa.me/5511987654321' });
    const inside = Object.assign(document.createElement('a'), { href: '/informacoes' });
    document.body.append(outside, inside);
    const outsideClick = new MouseEvent('click', { bubbles: true, cancelable: true });
    outside.dispatchEvent(outsideClick);
    const insideClick = new MouseEvent('click', { bubbles: true, cancelable: true });
    inside.addEventListener('click', (e) => e.preventDefault());
    inside.dispatchEvent(insideClick);
    expect(outsideClick.defaultPrevented).toBe(true);
    expect(sent).toEqual([{ type: 'openExternal', url: 'https://wa.me/5511987654321' }]);
    stop();
    outside.remove();
    inside.remove();
  });
});
