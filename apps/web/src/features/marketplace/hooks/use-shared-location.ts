import { useCallback, useState } from 'react';
import { browserStore, useBrowserStore } from '../../../lib/storage.ts';
import type { Coordinates } from '../api/marketplace-calls.ts';

export type LocationState = 'idle' | 'asking' | 'shared' | 'denied' | 'unavailable';

/**
 * The customer's location for distances, asked only when they press the button (never on load)
 * and kept under the spec's browser key `location`, rounded to about 100 m: enough to rank places.
 */
export function useSharedLocation() {
  const stored = useBrowserStore((s) => s.location);
  const [state, setState] = useState<LocationState>(stored ? 'shared' : 'idle');
  const coordinates: Coordinates | null = stored ? { latitude: stored.lat, longitude: stored.lng } : null;

  const ask = useCallback(() => {
    if (!('geolocation' in navigator)) {
      setState('unavailable');
      return;
    }
    setState('asking');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const round = (n: number) => Math.round(n * 1000) / 1000;
        browserStore.getState().set('location', {
          lat: round(position.coords.latitude),
          lng: round(position.coords.longitude),
        });
        setState('shared');
      },
      (failure) => setState(failure.code === failure.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 600_000 },
    );
  }, []);

  const forget = useCallback(() => {
    browserStore.getState().set('location', null);
    setState('idle');
  }, []);

  return { coordinates, state, ask, forget };
}
