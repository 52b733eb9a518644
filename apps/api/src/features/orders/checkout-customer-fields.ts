import type { CallInput } from '@app/domain';
import {
  normalizePhone,
  validateBirthdate,
  validateCpfCnpj,
  validateEmail,
  validatePhone,
} from '@app/domain/users/rules';
import type { Actor } from '../../platform/actor.ts';
import type { OrdersContext } from './orders.context.ts';

/** The customer fields of spec 1 §5 "Checkout", in the order the cart shows them. */
export function checkCustomerFields(
  ctx: Pick<OrdersContext, 'fieldError' | 'isStaff' | 'now' | 'sessionOf'>,
  actor: Actor,
  place: { cpfRequired: boolean; serviceSupplier: boolean },
  input: CallInput<'v2/orderdelivery'>,
) {
  const { fieldError } = ctx;
  const staff = ctx.isStaff(actor);
  const user = ctx.sessionOf(actor).record;
  const phone = input.phone ?? user.phone ?? '';
  // Customers: required and at least 10 digits, one message for both (spec 1 §5); staff exempt.
  if (!staff && validatePhone(phone) !== null) throw fieldError(actor, 'phone', 'phoneContact');
  if (staff && phone.trim() !== '' && validatePhone(phone) !== null) throw fieldError(actor, 'phone', 'phoneInvalid');
  const cpf = input.cpf ?? user.cpf ?? '';
  const cpfRequired = place.cpfRequired && !staff && input.payment_type !== 4;
  const cpfProblem = validateCpfCnpj(cpf, { required: cpfRequired });
  if (cpfProblem) throw fieldError(actor, 'cpf', cpfProblem);
  const email = input.email ?? user.email ?? '';
  const emailRequired = place.serviceSupplier && !staff && input.payment_type !== 4;
  const emailProblem = validateEmail(email, { required: emailRequired });
  if (emailProblem) throw fieldError(actor, 'email', emailProblem);
  const birthdate = input.birthdate ?? user.birthdate ?? '';
  const birthProblem = validateBirthdate(birthdate, ctx.now(), { required: place.serviceSupplier && !staff });
  if (birthProblem) throw fieldError(actor, 'birthdate', birthProblem);
  return {
    phone: phone.trim() ? normalizePhone(phone) : null,
    cpf: cpf.trim() ? cpf.replace(/\D/g, '') : null,
    email: email.trim() || null,
    birthdate: birthdate.trim() ? birthdate.trim().slice(0, 10) : null,
  };
}
