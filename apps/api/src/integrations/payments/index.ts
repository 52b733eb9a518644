import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/client.ts';
import { checkSeller, type PaymentsPort, type SellerCheck } from './port.ts';
import { createSandboxPayments, type SandboxPayments } from './sandbox.ts';
import { createZoopPayments } from './zoop.ts';

export type { PaymentsPort, SellerCheck } from './port.ts';
export type { SandboxPayments } from './sandbox.ts';

/**
 * The payments provider: Zoop's API when configured, the local sandbox by default (decision 034).
 * `sandbox` is set only for the sandbox (its /dev/payments page and settle timer).
 */
export function createPaymentsProvider(deps: { config: Config['payments']; db: Db; log: FastifyBaseLogger }): {
  port: PaymentsPort;
  sandbox: SandboxPayments | null;
  /** Asks the provider about a seller id before the settings store it. */
  checkSeller: (id: string) => Promise<SellerCheck>;
} {
  const { config } = deps;
  const sandbox =
    config.provider === 'sandbox'
      ? createSandboxPayments({
          db: deps.db,
          webhookSecret: config.webhookSecret,
          settleAfterMs: config.sandboxSettleMs,
          log: deps.log,
        })
      : null;
  const port: PaymentsPort =
    config.zoop !== undefined
      ? createZoopPayments({ ...config.zoop, timeoutMs: config.timeoutMs })
      : (sandbox as SandboxPayments);
  return { port, sandbox, checkSeller: (id) => checkSeller(port, id) };
}
