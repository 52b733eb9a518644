import { PAYMENT_TYPE } from '../payments/rules.ts';
import type { MessageKey } from '../shared/messages.ts';
import { validateBirthdate, validateCpfCnpj, validateEmail, validatePhone } from '../users/rules.ts';

// Which customer fields an order needs (spec 1 §5 "Checkout"): the cart checks them before sending
// and the server again when the order arrives, with this one rule.

export type CustomerField = 'phone' | 'cpf' | 'email' | 'birthdate';

export type CustomerFieldsContext = {
  /**
   * Staff placing the order (a manager token, or staff acting as the customer): exempt from the
   * phone and CPF (spec 1 §5) and, by our choice, from the e-mail and birth date of service-supplier
   * places, since staff often book for people who are not present (decision 021).
   */
  staff: boolean;
  cpfRequired: boolean;
  serviceSupplier: boolean;
  /** A payment link (type 4) leaves CPF and e-mail to the payment page. */
  paymentType: number | null | undefined;
};

export function requiredCustomerFields(ctx: CustomerFieldsContext): Record<CustomerField, boolean> {
  const customer = !ctx.staff;
  const notLink = ctx.paymentType !== PAYMENT_TYPE.LINK;
  return {
    phone: customer,
    cpf: ctx.cpfRequired && customer && notLink,
    email: ctx.serviceSupplier && customer && notLink,
    birthdate: ctx.serviceSupplier && customer,
  };
}

/** The first problem of each field, in the order the cart shows them; empty when all is well. */
export function customerFieldProblems(
  values: Partial<Record<CustomerField, string | null>>,
  ctx: CustomerFieldsContext,
  today: Date,
): Partial<Record<CustomerField, MessageKey>> {
  const required = requiredCustomerFields(ctx);
  const problems: Partial<Record<CustomerField, MessageKey>> = {};
  const checks: Record<CustomerField, (value: string, required: boolean) => MessageKey | null> = {
    phone: (v, r) => validatePhone(v, { required: r }),
    cpf: (v, r) => validateCpfCnpj(v, { required: r }),
    email: (v, r) => validateEmail(v, { required: r }),
    birthdate: (v, r) => validateBirthdate(v, today, { required: r }),
  };
  for (const field of ['phone', 'cpf', 'email', 'birthdate'] as const) {
    const problem = checks[field](values[field] ?? '', required[field]);
    if (problem) problems[field] = problem;
  }
  return problems;
}
