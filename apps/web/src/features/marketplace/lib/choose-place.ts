import { choosePlace } from '../../../lib/base-path.ts';
import { browserStore, type PlaceOrigin } from '../../../lib/storage.ts';

/**
 * Spec 3 §2.2: choosing a place reloads the app at /p/{place}. The marketplace or brand it was
 * chosen in is remembered, so the chosen place can offer the way back (decision 092).
 */
export function enterPlace(slug: string, origin: PlaceOrigin): void {
  browserStore.getState().set('placeOrigin', origin);
  choosePlace(slug);
}
