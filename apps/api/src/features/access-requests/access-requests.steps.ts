import { type PlaceOrderStep, type StepPosition, step } from '../checkout/index.ts';
import type { AccessRequestsService } from './access-requests.service.ts';

/** Placing an order at a place of the new-user flow needs the place's approval (decision 122). */
export function accessRequestSteps(
  accessRequests: AccessRequestsService,
): Array<{ at: StepPosition; steps: PlaceOrderStep[] }> {
  const letIn = step<Parameters<PlaceOrderStep['run']>[0]>('access-request', async (s) => {
    if (!s.place) throw new Error('access-request: runs after check-place');
    await accessRequests.assertLetIn(s.tx, s.actor, s.place);
  });
  return [{ at: { after: 'check-place' }, steps: [letIn] }];
}
