import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ReasonDialog } from './reason-dialog.tsx';

const labels = {
  reason: 'Motivo',
  reasonRequired: 'Informe o motivo.',
  observation: 'Observação',
  back: 'Voltar',
  confirm: 'Confirmar',
  close: 'Fechar',
};

function renderDialog(withObservation: boolean, error: string | null = null) {
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  render(
    <ReasonDialog
      title="Cancelar pedido 12"
      labels={labels}
      reasonMax={200}
      withObservation={withObservation}
      busy={false}
      error={error}
      onConfirm={onConfirm}
      onClose={onClose}
    />,
  );
  return { onConfirm, onClose };
}

describe('ReasonDialog', () => {
  it('requires a reason before confirming', async () => {
    const { onConfirm } = renderDialog(true);
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByText('Informe o motivo.')).toBeTruthy();
  });

  it('confirms the trimmed reason and observation', async () => {
    const { onConfirm } = renderDialog(true);
    await userEvent.type(screen.getByLabelText('Motivo'), '  Cliente desistiu ');
    await userEvent.type(screen.getByLabelText('Observação'), ' ligou às 20h ');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(onConfirm).toHaveBeenCalledWith('Cliente desistiu', 'ligou às 20h');
  });

  it('asks no observation unless told, bounds the reason and shows the refusal', async () => {
    const { onClose } = renderDialog(false, 'Pedido já entregue.');
    expect(screen.queryByLabelText('Observação')).toBeNull();
    expect(screen.getByLabelText('Motivo').getAttribute('maxlength')).toBe('200');
    expect(screen.getByRole('alert').textContent).toBe('Pedido já entregue.');
    await userEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(onClose).toHaveBeenCalled();
  });
});
