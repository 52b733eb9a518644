import { type PlaceOrderState, type Step, type StepPosition, step } from '../checkout/index.ts';
import type { CheckInService } from './check-in.service.ts';

/**
 * The checkout step hotel check-in adds (decisions 059, 105): before the order is created, a guest
 * on a room's account at a check-in place is refused until the room has a check-in.
 */
export function checkInCheckoutSteps(checkIn: Pick<CheckInService, 'assertCheckedIn'>): {
  at: StepPosition;
  steps: Step<PlaceOrderState>[];
} {
  return {
    at: { before: 'create-order' },
    steps: [
      step('require-check-in', (s) =>
        checkIn.assertCheckedIn(s.tx, { actor: s.actor, placeId: s.placeId, userId: s.session.userId }),
      ),
    ],
  };
}
