import { defineCalls } from '../contract-types.ts';
import { placesRoutes } from './routes.ts';
import { PreloginPrimeBody, PreloginPrimeResponse } from './schemas.ts';

export const placesCalls = defineCalls(placesRoutes, {
  preloginprime: {
    summary: "The place's public settings and delivery lists, loaded once before login.",
    body: PreloginPrimeBody,
    response: PreloginPrimeResponse,
  },
});
