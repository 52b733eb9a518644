import type { Handlers } from '../../platform/http.ts';
import type { PlacesService } from './places.service.ts';

export function placesRoutes(s: { places: PlacesService }): Pick<Handlers, 'preloginprime'> {
  return {
    preloginprime: s.places.readStorefront,
  };
}
