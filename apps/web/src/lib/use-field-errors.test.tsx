import { ApiError } from '@app/domain/client';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFieldErrors } from './use-field-errors.ts';

describe('useFieldErrors', () => {
  it("shows the form's findings, lets a changed field lose its message and keeps the others", () => {
    const { result } = renderHook(() => useFieldErrors());
    let ok = true;
    act(() => {
      ok = result.current.check({ name: 'Obrigatório', 'services.0.name': 'Obrigatório' });
    });
    expect(ok).toBe(false);
    act(() => result.current.clear('name'));
    expect(result.current.errors).toEqual({ 'services.0.name': 'Obrigatório' });
    act(() => {
      ok = result.current.check({});
    });
    expect(ok).toBe(true);
    expect(result.current.errors).toEqual({});
  });

  it("puts a refusal under the field the server named, without the path prefix, mapped to the form's name", () => {
    const { result } = renderHook(() => useFieldErrors());
    const refusal = new ApiError(400, {
      message: 'services.1.price_cents: Valor inválido.',
      code: 'validation',
      field: 'services.1.price_cents',
    });
    act(() => result.current.refuse(refusal, 'Erro', (field) => field.replace(/\.price_cents$/, '.price')));
    expect(result.current.errors).toEqual({ 'services.1.price': 'Valor inválido.' });
    expect(result.current.failure).toBeNull();
  });

  it('puts a refusal without a field, or no answer, above the form', () => {
    const { result } = renderHook(() => useFieldErrors());
    act(() => result.current.refuse(new ApiError(409, { message: 'Já existe.', code: 'already_staff' }), 'Erro'));
    expect(result.current.failure).toBe('Já existe.');
    act(() => result.current.refuse(new Error('offline'), 'Não foi possível salvar.'));
    expect(result.current.failure).toBe('Não foi possível salvar.');
    act(() => {
      result.current.check({});
    });
    expect(result.current.failure).toBeNull();
  });
});
