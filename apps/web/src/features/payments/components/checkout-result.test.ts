import { describe, expect, it } from 'vitest';
import { resultOf } from './checkout-result.tsx';

describe('resultOf (checkout results: paid, cancelled, expired, payment error)', () => {
  it('reads the transaction the Pix page saw settle', () => {
    expect(resultOf('succeeded', null)).toBe('paid');
    expect(resultOf('canceled', null, 'cancelled')).toBe('cancelled');
    expect(resultOf('canceled', null, 'expired')).toBe('expired');
    expect(resultOf('canceled', 'Pix expirado.', null)).toBe('expired');
    expect(resultOf('canceled', null, null)).toBe('cancelled');
    expect(resultOf('failed', 'Transação não autorizada pelo emissor do cartão.')).toBe('error');
  });
});
