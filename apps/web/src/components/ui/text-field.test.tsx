import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextField } from './text-field.tsx';

function Controlled({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return (
    <TextField label="E-mail" value={value} onChange={(e) => setValue(e.target.value)} error={error} suffix="min" />
  );
}

describe('TextField', () => {
  it('is found by its label and keeps what the person types', async () => {
    render(<Controlled />);
    const input = screen.getByLabelText('E-mail');
    await userEvent.type(input, 'maria@exemplo.com');
    expect(input).toHaveProperty('value', 'maria@exemplo.com');
    expect(screen.getByText('min')).toBeTruthy();
  });

  it('marks the input invalid and describes it with the error', () => {
    render(<Controlled error="E-mail inválido" />);
    const input = screen.getByLabelText('E-mail');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = input.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(described)?.textContent).toBe('E-mail inválido');
  });

  it('is not marked invalid without an error', () => {
    render(<Controlled />);
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBeNull();
  });
});
