import { describe, expect, it } from 'vitest';
import { PAYMENT_TYPE } from '../payments/rules.ts';
import { type CustomerFieldsContext, customerFieldProblems, requiredCustomerFields } from './customer-fields.ts';

const today = new Date('2026-06-01T12:00:00Z');
const supplier: CustomerFieldsContext = { staff: false, cpfRequired: true, serviceSupplier: true, paymentType: 0 };

describe('requiredCustomerFields', () => {
  it('asks a customer of a service supplier for every field', () => {
    expect(requiredCustomerFields(supplier)).toEqual({ phone: true, cpf: true, email: true, birthdate: true });
  });

  it('asks staff for none of them, the e-mail included (decision 021)', () => {
    expect(requiredCustomerFields({ ...supplier, staff: true })).toEqual({
      phone: false,
      cpf: false,
      email: false,
      birthdate: false,
    });
  });

  it('leaves CPF and e-mail to the payment page of a payment link', () => {
    expect(requiredCustomerFields({ ...supplier, paymentType: PAYMENT_TYPE.LINK })).toEqual({
      phone: true,
      cpf: false,
      email: false,
      birthdate: true,
    });
  });

  it('asks only for the phone at a place without CPF and not a service supplier', () => {
    expect(
      requiredCustomerFields({ staff: false, cpfRequired: false, serviceSupplier: false, paymentType: null }),
    ).toEqual({ phone: true, cpf: false, email: false, birthdate: false });
  });
});

describe('customerFieldProblems', () => {
  it('names the problem of each field, in the order the cart shows them', () => {
    const problems = customerFieldProblems({ phone: '1198765', cpf: '', email: 'x@', birthdate: '' }, supplier, today);
    expect(problems).toEqual({
      phone: 'phoneInvalid',
      cpf: 'cpfCnpjRequired',
      email: 'emailInvalid',
      birthdate: 'required',
    });
    expect(Object.keys(problems)).toEqual(['phone', 'cpf', 'email', 'birthdate']);
  });

  it('still checks what staff typed, though nothing is required of them', () => {
    const staff = { ...supplier, staff: true };
    expect(customerFieldProblems({}, staff, today)).toEqual({});
    expect(customerFieldProblems({ phone: '123', email: 'nope' }, staff, today)).toEqual({
      phone: 'phoneInvalid',
      email: 'emailInvalid',
    });
  });

  it('accepts complete, valid fields', () => {
    const values = { phone: '11987654321', cpf: '529.982.247-25', email: 'ana@example.com', birthdate: '1990-05-01' };
    expect(customerFieldProblems(values, supplier, today)).toEqual({});
  });
});
