import { describe, expect, it } from 'vitest';
import { callRoutes } from './call-routes.ts';
import { callUrl, catalogue } from './contract.ts';

describe('callRoutes', () => {
  it('lists every call of the catalogue with its method and URL, and nothing else', () => {
    const expected = Object.fromEntries(
      Object.entries(catalogue).map(([name, def]) => [name, [def.method, callUrl(def)]]),
    );
    expect(callRoutes).toEqual(expected);
  });
});
