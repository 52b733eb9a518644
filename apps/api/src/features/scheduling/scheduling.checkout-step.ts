import { AppError } from '../../platform/app-error.ts';
import type { Tx } from '../../platform/db/client.ts';
import { isExclusionViolation } from '../../platform/db/unique-violation.ts';
import { fieldError, localTexts, message, refuse } from '../../platform/service-kit.ts';
import { type PlaceOrderState, type Step, type StepPosition, step } from '../checkout/index.ts';
import type { SchedulingRepo } from './scheduling.repo.ts';

const texts = localTexts({
  supplierNotInCart: {
    'pt-BR': 'O serviço do carrinho não é deste profissional. Escolha o horário de novo.',
    en: "The cart's service is not this professional's. Choose the time again.",
  },
});

const NO_DOUBLE_BOOKING = 'attendancies_no_double_booking';

/**
 * Booking through the cart (decision 125): right after the order exists, the time chosen on
 * ScheduleService becomes the patient's attendancy (pending), tied to the order, in the same
 * transaction. Two orders racing for one time: the exclusion constraint lets one commit and the
 * other order is rolled back whole, with the spec's 'taken' refusal.
 */
export function bookingCheckoutSteps(repo: SchedulingRepo, now: () => Date = () => new Date()) {
  const book = step<PlaceOrderState>('book-attendancy', async (s) => {
    const choice = s.input.attendancy;
    if (!choice || !s.order) return;
    const { tx, actor, placeId } = s;
    const slot = await repo.slot(tx, placeId, choice.appointment_id, true);
    if (!slot?.active) throw new AppError('not_found', message(actor, 'appointmentNotFound'), 404);
    if (slot.startsAt <= now()) throw fieldError(actor, 'appointment_id', 'appointmentPast');
    if (slot.taken)
      throw refuse(actor, 'appointmentTaken', 'appointment_taken', { status: 409, field: 'appointment_id' });
    // The service in the cart is this supplier's (the split rules pay the same supplier).
    if (!s.input.products.some((l) => l.quantity > 0 && l.service_supplier_id === slot.supplierId)) {
      throw new AppError('validation', texts(actor, 'supplierNotInCart'), 400, {
        errorType: 'validation',
        extra: { field: 'service_supplier_id' },
      });
    }
    const supplier = await repo.supplier(tx, placeId, slot.supplierId);
    if (!supplier?.active) throw refuse(actor, 'supplierNotFound', 'supplier_not_found', { status: 404 });
    try {
      await repo.insertAttendancy(tx, {
        placeId,
        supplierId: slot.supplierId,
        appointmentId: slot.id,
        userId: s.session.userId,
        type: choice.type,
        startsAt: slot.startsAt,
        endsAt: slot.endsAt,
        notes: choice.notes?.trim() || null,
        createdByUserId: s.session.userId,
        orderId: s.order.id,
      });
    } catch (error) {
      if (isExclusionViolation(error, NO_DOUBLE_BOOKING)) {
        throw refuse(actor, 'appointmentTaken', 'appointment_taken', { status: 409, field: 'appointment_id' });
      }
      throw error;
    }
  });
  const steps: { at: StepPosition; steps: Step<PlaceOrderState>[] } = { at: { after: 'create-order' }, steps: [book] };
  return steps;
}

/** The orders hook: an order that ended unpaid gives its booked time back (decision 125). */
export function releaseBookingsOfOrder(repo: SchedulingRepo) {
  return async (tx: Tx, order: { id: string; placeId: string }): Promise<void> => {
    await repo.cancelOpenOfOrder(tx, order.placeId, order.id);
  };
}
