import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';

function Harness({ role, onOpenChange }: { role?: 'dialog' | 'alertdialog'; onOpenChange?: (open: boolean) => void }) {
  const [open, setOpen] = useState(true);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange?.(next);
        setOpen(next);
      }}
      title="Remover endereço?"
      description="Esta ação não pode ser desfeita."
      closeLabel="Fechar"
      role={role}
      actions={<Button onClick={() => setOpen(false)}>Remover</Button>}
    >
      <p>Rua A, 1</p>
    </Dialog>
  );
}

describe('Dialog', () => {
  it('shows its title, description, content and actions', () => {
    render(<Harness />);
    const dialog = screen.getByRole('dialog', { name: 'Remover endereço?' });
    expect(dialog.textContent).toContain('Esta ação não pode ser desfeita.');
    expect(dialog.textContent).toContain('Rua A, 1');
    expect(screen.getByRole('button', { name: 'Remover' })).toBeTruthy();
  });

  it('closes with its close button and with Escape', async () => {
    const onOpenChange = vi.fn();
    const { unmount } = render(<Harness onOpenChange={onOpenChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();
    render(<Harness />);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is an alertdialog when the question needs an answer', () => {
    render(<Harness role="alertdialog" />);
    expect(screen.getByRole('alertdialog', { name: 'Remover endereço?' })).toBeTruthy();
  });
});
