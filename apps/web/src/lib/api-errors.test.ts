import { ApiError } from '@app/domain/client';
import { ERROR_CODES } from '@app/domain/shared/error-codes';
import { describe, expect, it } from 'vitest';
import { errorIs, errorMessage, HANDLED_ERROR_CODES, isSessionRejected } from './api-errors.ts';

describe('web error handling', () => {
  it('reacts only to codes the server can send (the domain list)', () => {
    const handled = Object.values(HANDLED_ERROR_CODES).flat();
    expect(handled.filter((code) => !(ERROR_CODES as readonly string[]).includes(code))).toEqual([]);
  });

  it('shows the server message verbatim, except for a server fault or no answer', () => {
    expect(errorMessage(new ApiError(409, { message: 'Estoque insuficiente', code: 'stock' }), 'x')).toBe(
      'Estoque insuficiente',
    );
    expect(errorMessage(new ApiError(500, { message: 'Algo inesperado aconteceu.', code: 'internal' }), 'x')).toBe('x');
    expect(errorMessage(new ApiError(0, { message: 'Algo inesperado aconteceu.', code: 'connection' }), 'x')).toBe('x');
    expect(errorMessage(new Error('boom'), 'x')).toBe('x');
  });

  it('maps codes to reactions', () => {
    const changed = new ApiError(409, { message: 'm', code: 'product_change' });
    expect(errorIs(changed, 'cartChanged')).toBe(true);
    expect(errorIs(changed, 'addressNotServed')).toBe(false);
    expect(isSessionRejected(new ApiError(403, { message: 'm', code: 'access_denied' }))).toBe(true);
    expect(isSessionRejected(new ApiError(401, { message: 'm' }))).toBe(true);
    expect(isSessionRejected(new ApiError(404, { message: 'm', code: 'not_found' }))).toBe(false);
  });
});
