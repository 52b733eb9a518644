import { MOBILE_BREAKPOINT_PX } from '@app/domain/shared/constants';
import { useSyncExternalStore } from 'react';

const WIDE = `(min-width: ${MOBILE_BREAKPOINT_PX}px)`;

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(WIDE);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** True at 600 px and wider (spec 1 §9: the mobile layout applies below 600 px). */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE).matches,
    () => false,
  );
}
