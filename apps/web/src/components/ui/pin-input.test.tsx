import { PIN_LENGTH } from '@app/domain/shared/constants';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PinInput } from './pin-input.tsx';

function Pin({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return <PinInput label="Código" value={value} onChange={setValue} error={error} />;
}

describe('PinInput', () => {
  it(`keeps digits only, at most ${PIN_LENGTH}`, async () => {
    render(<Pin />);
    const input = screen.getByLabelText('Código');
    await userEvent.type(input, '1a2-3 4 5 6');
    expect(input).toHaveProperty('value', '123456'.slice(0, PIN_LENGTH));
  });

  it('asks phones for the SMS code (numeric keyboard, one-time-code autofill)', () => {
    render(<Pin />);
    const input = screen.getByLabelText('Código');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
  });

  it('shows its error', () => {
    render(<Pin error="Código inválido" />);
    expect(screen.getByRole('alert').textContent).toBe('Código inválido');
  });
});
