import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextAreaField } from './text-area-field.tsx';

describe('TextAreaField', () => {
  it('is a labelled text area that passes on what is typed', async () => {
    const onChange = vi.fn();
    render(<TextAreaField label="Observações" onChange={(e) => onChange(e.target.value)} />);
    const area = screen.getByLabelText('Observações');
    expect(area.tagName).toBe('TEXTAREA');
    await userEvent.type(area, 'sem cebola');
    expect(onChange).toHaveBeenLastCalledWith('sem cebola');
  });

  it('shows its error and marks itself invalid', () => {
    render(<TextAreaField label="Observações" error="Texto longo demais" />);
    expect(screen.getByRole('alert').textContent).toBe('Texto longo demais');
    expect(screen.getByLabelText('Observações').getAttribute('aria-invalid')).toBe('true');
  });
});
