import { describe, expect, it } from 'vitest';
import { OrganizationCreateBody } from './schemas.ts';

const phoneOf = (phone: string) => OrganizationCreateBody.safeParse({ name: 'Clínica Parceira', phone });

describe("an organisation's phone (the shared phone cleanup, decision 192)", () => {
  it.each([
    ['(11) 3456-7890', '1134567890'],
    ['+55 11 3456-7890', '1134567890'],
    ['(11) 91234-5678', '11912345678'],
    ['55 11 91234-5678', '11912345678'],
    // A mobile written before the ninth digit gets it, as everywhere else in the app.
    ['(11) 8123-4567', '11981234567'],
  ])('keeps %s as %s', (typed, digits) => {
    expect(phoneOf(typed).data?.phone).toBe(digits);
  });

  it.each(['123', '(11) 1234', '+1 415 555 0100 22'])('refuses %s with the shared message', (typed) => {
    expect(phoneOf(typed).error?.issues[0]?.message).toBe('Telefone inválido: informe DDD e número (10 ou 11 dígitos)');
  });
});
