import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field, fieldIds } from './field.tsx';

describe('Field', () => {
  it('labels its control and shows the hint while there is no error', () => {
    render(
      <Field id="nome" label="Nome" hint="Como aparece no pedido">
        <input id="nome" />
      </Field>,
    );
    expect(screen.getByLabelText('Nome')).toBeTruthy();
    expect(screen.getByText('Como aparece no pedido')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the error in place of the hint, as an alert', () => {
    render(
      <Field id="nome" label="Nome" hint="Como aparece no pedido" error="Campo obrigatório">
        <input id="nome" />
      </Field>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Campo obrigatório');
    expect(screen.queryByText('Como aparece no pedido')).toBeNull();
  });

  it('keeps the hint beside the error when asked', () => {
    render(
      <Field id="nome" label="Nome" hint="Dica" error="Erro" keepHint>
        <input id="nome" />
      </Field>,
    );
    expect(screen.getByText('Dica')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Erro');
  });

  it('points the control at the error and the hint it shows', () => {
    expect(fieldIds('x', { error: 'e', hint: 'h', keepHint: true }).describedBy).toBe('x-error x-hint');
    expect(fieldIds('x', { error: 'e', hint: 'h' }).describedBy).toBe('x-error');
    expect(fieldIds('x', {}).describedBy).toBeUndefined();
  });
});
