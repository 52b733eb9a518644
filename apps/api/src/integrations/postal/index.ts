import type { Config } from '../../platform/config.ts';
import type { PostalPort } from './port.ts';
import { createSandboxPostal } from './sandbox.ts';
import { createViaCepIbgePostal } from './viacep-ibge.ts';

export type { PostalPort } from './port.ts';

/** Postal codes, cities and districts: ViaCEP + IBGE when configured, the bundled data otherwise. */
export function createPostal(config: Config['postal']): PostalPort {
  return config.provider === 'viacep'
    ? createViaCepIbgePostal({ viacepUrl: config.viacepUrl, ibgeUrl: config.ibgeUrl })
    : createSandboxPostal();
}
