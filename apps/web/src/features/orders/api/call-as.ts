import { callRoutes } from '@app/domain/call-routes';
import { api } from '../../../lib/api.ts';

// Calls of the order journey that other helpers' server work registers in the contract as it
// lands. `hasCall` lets a screen offer a part (coupon, agenda, CEP lookup) only once the server
// declares its call; `callAs` sends it through the one client with the caller's expected type.

export function hasCall(name: string): boolean {
  return Object.hasOwn(callRoutes, name);
}

export function callAs<T>(name: string, body: object): Promise<T> {
  return (api.call as unknown as (n: string, b: object) => Promise<T>)(name, body);
}
