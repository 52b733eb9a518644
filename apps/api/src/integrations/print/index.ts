import type { Config } from '../../platform/config.ts';
import type { PrintPort } from './port.ts';
import { createPrintNode } from './printnode.ts';
import { createSandboxPrint } from './sandbox.ts';

export type { PrintPort } from './port.ts';

/** Order tickets: PrintNode when configured, the document log (sandbox) otherwise. */
export function createPrint(config: Config['print'], log: { info(obj: object, msg?: string): void }): PrintPort {
  return config.provider === 'printnode' ? createPrintNode(config) : createSandboxPrint(log);
}
