import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { MoneyField } from './money-field.tsx';

function PriceForm({ onSave, price = 8.5 }: { onSave: (price: number | null) => void; price?: number | null }) {
  const { control, handleSubmit } = useForm<{ price: number | null }>({ defaultValues: { price } });
  return (
    <form onSubmit={handleSubmit((values) => onSave(values.price))}>
      <MoneyField control={control} name="price" label="Preço" empty={null} />
      <button type="submit">Salvar</button>
    </form>
  );
}

describe('MoneyField', () => {
  it('shows the amount the Brazilian way', () => {
    render(<PriceForm onSave={vi.fn()} price={1234.5} />);
    expect(screen.getByLabelText('Preço')).toHaveProperty('value', '1.234,50');
  });

  it('reads what is typed as a number and tidies it on blur', async () => {
    const onSave = vi.fn();
    render(<PriceForm onSave={onSave} />);
    const input = screen.getByLabelText('Preço');
    await userEvent.clear(input);
    await userEvent.type(input, '12,5');
    await userEvent.tab();
    expect(input).toHaveProperty('value', '12,50');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(onSave).toHaveBeenCalledWith(12.5);
  });

  it('an empty optional amount is null', async () => {
    const onSave = vi.fn();
    render(<PriceForm onSave={onSave} />);
    await userEvent.clear(screen.getByLabelText('Preço'));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(onSave).toHaveBeenCalledWith(null);
  });
});
