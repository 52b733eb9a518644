import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './spinner.tsx';

describe('Spinner', () => {
  it('announces loading to screen readers with its label (pt-BR by default)', () => {
    render(<Spinner />);
    expect(screen.getByRole('status').textContent).toBe('Carregando');
  });
  it('takes another label', () => {
    render(<Spinner label="Enviando pedido" />);
    expect(screen.getByRole('status').textContent).toBe('Enviando pedido');
  });
  it('says nothing when decorative (inside a busy button)', () => {
    const { container } = render(<Spinner decorative size={18} />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  });
});
