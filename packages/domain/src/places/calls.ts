import { defineCall } from '../contract-types.ts';
import { PreloginPrimeBody, PreloginPrimeResponse } from './schemas.ts';

export const placesCalls = {
  preloginprime: defineCall({
    name: 'preloginprime',
    level: 'anonymous',
    summary: "The place's public settings and delivery lists, loaded once before login.",
    body: PreloginPrimeBody,
    response: PreloginPrimeResponse,
  }),
};
