import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

// The browser's install offer arrives early (often before the shell renders): keep it here.

export type InstallPromptEvent = Event & { prompt: () => Promise<void>; userChoice: Promise<{ outcome: string }> };

export const installStore = createStore<{ deferred: InstallPromptEvent | null }>()(() => ({ deferred: null }));

export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    installStore.setState({ deferred: event as InstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => installStore.setState({ deferred: null }));
}

export function useInstallEvent(): InstallPromptEvent | null {
  return useStore(installStore, (s) => s.deferred);
}

export function isStandalone(): boolean {
  return (
    window.matchMedia('(display-mode: standalone)').matches ||
    (navigator as { standalone?: boolean }).standalone === true
  );
}

export function isIos(): boolean {
  return /iphone|ipad|ipod/i.test(navigator.userAgent);
}
