import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SubmitForm } from './submit-form.tsx';

describe('SubmitForm', () => {
  it('calls onSubmit on Enter and on its submit button, without the browser validating', async () => {
    const onSubmit = vi.fn();
    render(
      <SubmitForm onSubmit={onSubmit}>
        <label>
          Nome
          <input required />
        </label>
        <button type="submit">Enviar</button>
      </SubmitForm>,
    );
    // Empty and required: the browser would block; the form leaves the checking to its fields.
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await userEvent.type(screen.getByLabelText('Nome'), 'Ana{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button').closest('form')?.noValidate).toBe(true);
  });
});
