import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CheckboxField } from './checkbox-field.tsx';

describe('CheckboxField', () => {
  it('toggles when its label is clicked', async () => {
    const onChange = vi.fn();
    render(<CheckboxField label="Salvar cartão" onChange={(e) => onChange(e.target.checked)} />);
    await userEvent.click(screen.getByText('Salvar cartão'));
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(screen.getByRole('checkbox', { name: 'Salvar cartão' })).toHaveProperty('checked', true);
  });

  it('shows the hint, then the error in its place', () => {
    const { rerender } = render(<CheckboxField label="Aceito" hint="Leia os termos" />);
    expect(screen.getByText('Leia os termos')).toBeTruthy();
    rerender(<CheckboxField label="Aceito" hint="Leia os termos" error="Aceite os termos" />);
    expect(screen.getByRole('alert').textContent).toBe('Aceite os termos');
    expect(screen.queryByText('Leia os termos')).toBeNull();
    expect(screen.getByRole('checkbox').getAttribute('aria-invalid')).toBe('true');
  });
});
