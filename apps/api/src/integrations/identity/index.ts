import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/client.ts';
import { createIdentityRepo } from './identity.repo.ts';
import { createOidcIdentity } from './oidc.ts';
import type { IdentityPort } from './port.ts';
import { createSandboxIdentity, type SandboxIdentity } from './sandbox.ts';

export { registerIdentityCallback } from './callback-page.ts';
export { registerSandboxIdentityPages } from './dev-identity-page.ts';
export type { IdentityPort, SocialClient, VerifiedIdentity } from './port.ts';
export { IdentityError } from './port.ts';
export type { SandboxIdentity } from './sandbox.ts';

/** A port that knows no provider: the login offers the phone only (production without client ids). */
const noProviders: IdentityPort = {
  clients: () => [],
  verify: async () => {
    throw new (await import('./port.ts')).IdentityError('unavailable', 'no identity provider configured');
  },
};

/**
 * The configured identity providers, the store of used nonces, and the sandbox issuer when it is the
 * provider. A port passed in (tests) wins over the configuration.
 */
export function createIdentity(deps: {
  config: Config['identity'];
  /** The sandbox issuer signs only through /dev/identity: without the pages it offers nothing. */
  sandboxPages: boolean;
  db: Db;
  override?: IdentityPort;
}): {
  identity: IdentityPort;
  sandbox: SandboxIdentity | null;
  useNonce: ReturnType<typeof createIdentityRepo>['useNonce'];
} {
  const repo = createIdentityRepo(deps.db);
  const sandbox = deps.config.provider === 'sandbox' ? createSandboxIdentity(repo) : null;
  const configured =
    deps.config.provider === 'oidc'
      ? createOidcIdentity({ google: deps.config.google, apple: deps.config.apple })
      : sandbox && deps.sandboxPages
        ? sandbox
        : noProviders;
  return { identity: deps.override ?? configured, sandbox, useNonce: repo.useNonce };
}
