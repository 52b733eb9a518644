import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import { CouponDialog } from './coupon-dialog.tsx';

function renderCoupon(props: { applied?: string | null; error?: string | null; busy?: boolean } = {}) {
  const onApply = vi.fn();
  const onRemove = vi.fn();
  const r = renderWithApp(
    <CouponDialog
      open
      applied={props.applied ?? null}
      error={props.error ?? null}
      busy={props.busy ?? false}
      onApply={onApply}
      onRemove={onRemove}
      onClose={vi.fn()}
    />,
  );
  return { ...r, onApply, onRemove, input: screen.getByLabelText('Código do cupom') };
}

describe('coupon dialog', () => {
  it('an empty code reads "Nenhum cupom foi informado" and applies nothing', async () => {
    const { user, onApply } = renderCoupon();
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(screen.getByRole('alert').textContent).toBe('Nenhum cupom foi informado');
    expect(onApply).not.toHaveBeenCalled();
  });

  it('uppercases the code and applies it with Enter', async () => {
    const { user, onApply, input } = renderCoupon();
    await user.type(input, 'desconto5{Enter}');
    expect(input).toHaveProperty('value', 'DESCONTO5');
    expect(onApply).toHaveBeenCalledWith('DESCONTO5');
  });

  it("shows the server's refusal under the field", () => {
    renderCoupon({ error: 'Cupom inválido' });
    expect(screen.getByRole('alert').textContent).toBe('Cupom inválido');
  });

  it('with a coupon applied: the field is locked and the button removes it', async () => {
    const { user, onRemove, input } = renderCoupon({ applied: 'VOLTEI' });
    expect(input).toHaveProperty('value', 'VOLTEI');
    expect(input).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Remover cupom' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  it('while busy the button cannot be pressed', () => {
    renderCoupon({ busy: true });
    expect(screen.getByRole('button', { name: 'Aplicar' })).toHaveProperty('disabled', true);
  });
});
