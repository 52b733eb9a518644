import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../../test/render.tsx';
import type { BoardOrder } from '../api/board-calls.ts';
import { OrderCard } from './order-card.tsx';
import { OrderFacts } from './order-facts.tsx';

const base = {
  _id: 'o1',
  number: 12,
  status: 2,
  restaurant_id: 'p',
  user_id: 'u',
  username: 'Maria Cliente',
  phone: null,
  cpf: null,
  email: null,
  birthdate: null,
  delivery_type: 1,
  pickup: false,
  pickupplace: null,
  address_data: {
    address_cep: '01302000',
    address_street: 'Rua Augusta',
    address_number: '500',
    address_cmplt: 'apto 12',
    address_district: 'Consolação',
    address_city: 'São Paulo',
    address_state: 'SP',
  },
  deliveryagenda_date: null,
  products: [],
  subtotal: 50,
  delivery_fee: 5,
  desconto: 0,
  total_payable: 55,
  cupom: null,
  payment_type: 2,
  pay_bill: null,
  payment_status: 'paid',
  cc_brand: null,
  change: null,
  installments: 3,
  observacao: { autor: 'Maria', observacao: 'Interfone 12' },
  first_order: false,
  anonymous: false,
  budget: false,
  expire_date: null,
  cancel_reason: null,
  created_at: new Date().toISOString(),
  updated_at: new Date().toISOString(),
  history: [],
  auth_code: null,
  placed_by_staff: null,
  rating: null,
} satisfies BoardOrder;

describe('what staff read on an order', () => {
  it('instalments, the address and the note of a delivery', () => {
    renderWithApp(<OrderFacts order={base} />);
    expect(screen.getByText('3x no cartão')).toBeTruthy();
    expect(screen.getByText('Entregar em Rua Augusta, 500 — apto 12 · Consolação')).toBeTruthy();
    expect(screen.getByText('Obs.: Interfone 12')).toBeTruthy();
  });

  it('the change to bring and where a pickup is collected', () => {
    renderWithApp(
      <OrderFacts
        order={{
          ...base,
          delivery_type: 2,
          pickup: true,
          pickupplace: 'Balcão',
          payment_type: 0,
          change: 50,
          installments: null,
        }}
      />,
    );
    expect(screen.getByText(/^Troco para R\$\s50,00$/)).toBeTruthy();
    expect(screen.getByText('Retirada: Balcão')).toBeTruthy();
    expect(screen.queryByText(/no cartão/)).toBeNull();
  });

  it('an unpaid Pix never offers Aceitar; a waiter sees no Recusar or Cancelar', () => {
    const pix = { ...base, payment_type: 3, payment_status: 'pending' as const, installments: null };
    const { unmount } = renderWithApp(<OrderCard order={pix} now={Date.now()} fresh={false} />);
    expect(screen.getByText('Pagamento pendente')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Aceitar' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Recusar' })).toBeTruthy();
    unmount();
    renderWithApp(
      <OrderCard
        order={{ ...base, payment_type: 0, payment_status: null }}
        now={Date.now()}
        fresh={false}
        staffRole="waiter"
      />,
    );
    expect(screen.getByRole('button', { name: 'Aceitar' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Recusar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancelar' })).toBeNull();
  });
});
