import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SelectField } from './select-field.tsx';

describe('SelectField', () => {
  it('offers its options under its label and reports the choice', async () => {
    const onChange = vi.fn();
    render(
      <SelectField label="Parcelas" defaultValue="1" onChange={(e) => onChange(e.target.value)}>
        <option value="1">1x</option>
        <option value="2">2x</option>
      </SelectField>,
    );
    const select = screen.getByLabelText('Parcelas');
    await userEvent.selectOptions(select, '2x');
    expect(onChange).toHaveBeenCalledWith('2');
    expect(select).toHaveProperty('value', '2');
  });

  it('shows its error', () => {
    render(
      <SelectField label="Parcelas" error="Escolha as parcelas">
        <option value="">—</option>
      </SelectField>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Escolha as parcelas');
    expect(screen.getByLabelText('Parcelas').getAttribute('aria-invalid')).toBe('true');
  });
});
