import type { CallInput } from '@app/domain';
import { customerFieldProblems } from '@app/domain/orders/customer-fields';
import { normalizeCpfCnpj, normalizePhone } from '@app/domain/users/rules';
import type { Actor } from '../../platform/actor.ts';
import type { OrdersContext } from './orders.context.ts';

/** The customer fields of spec 1 §5 "Checkout" (the cart applies the same rule before sending). */
export function checkCustomerFields(
  ctx: Pick<OrdersContext, 'fieldError' | 'isStaff' | 'now' | 'sessionOf'>,
  actor: Actor,
  place: { cpfRequired: boolean; serviceSupplier: boolean },
  input: CallInput<'v2/orderdelivery'>,
) {
  const staff = ctx.isStaff(actor);
  const user = ctx.sessionOf(actor).record;
  const phone = input.phone ?? user.phone ?? '';
  const cpf = input.cpf ?? user.cpf ?? '';
  const email = input.email ?? user.email ?? '';
  const birthdate = input.birthdate ?? user.birthdate ?? '';
  const problems = customerFieldProblems(
    { phone, cpf, email, birthdate },
    { staff, cpfRequired: place.cpfRequired, serviceSupplier: place.serviceSupplier, paymentType: input.payment_type },
    ctx.now(),
  );
  const [first] = Object.entries(problems);
  if (first) {
    const [field, problem] = first;
    // A customer's phone, missing or short, gets the one submit message of spec 1 §5.
    throw ctx.fieldError(actor, field, field === 'phone' && !staff ? 'phoneContact' : problem);
  }
  return {
    phone: phone.trim() ? normalizePhone(phone) : null,
    cpf: cpf.trim() ? normalizeCpfCnpj(cpf) : null,
    email: email.trim() || null,
    birthdate: birthdate.trim() ? birthdate.trim().slice(0, 10) : null,
  };
}
