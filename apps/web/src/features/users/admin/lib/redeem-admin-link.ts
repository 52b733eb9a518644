import type { CallResult } from '@app/domain/contract';
import { api } from '../../../../lib/api.ts';

type Redeemed = CallResult<'admin/link/redeem'>;

// A code works once: React may run the screen's effect twice (strict mode, a remount), so each
// code is sent to the server once per page and every caller shares that answer.
const pending = new Map<string, Promise<Redeemed>>();

export function redeemAdminLink(code: string): Promise<Redeemed> {
  let answer = pending.get(code);
  if (!answer) {
    answer = api.call('admin/link/redeem', { code });
    pending.set(code, answer);
  }
  return answer;
}
