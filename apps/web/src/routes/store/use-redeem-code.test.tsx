import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes, useLocation } from '../../lib/router.tsx';
import { refusal, renderWithApp, stubCalls } from '../../test/render.tsx';
import { Component as CashbackCode } from './cashback-code-route.tsx';
import { Component as CouponRedeem } from './coupon-redeem-route.tsx';

afterEach(() => vi.restoreAllMocks());

function Where() {
  const location = useLocation();
  return <p>{`at ${location.pathname}${decodeURIComponent(location.search)}`}</p>;
}

function renderAt(path: string) {
  return renderWithApp(
    <Routes>
      <Route path="/cupom/:code" element={<CouponRedeem />} />
      <Route path="/cashback/:code" element={<CashbackCode />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { path },
  );
}

describe('code routes', () => {
  it('a valid coupon goes to the animation with its code', async () => {
    const calls = stubCalls({ 'cupom/view': () => ({ cupom: { code: 'DESCONTO5' } }) });
    renderAt('/cupom/desconto5');
    expect(screen.getByRole('status')).toBeTruthy();
    expect((await screen.findByText(/^at /)).textContent).toBe('at /adicionar-cupom?cupom=DESCONTO5');
    expect(calls).toHaveBeenCalledWith('cupom/view', { code: 'desconto5', save: true });
  });

  it("a refused coupon goes to the error screen with the server's text", async () => {
    stubCalls({
      'cupom/view': () => {
        throw refusal('Cupom expirado');
      },
    });
    renderAt('/cupom/VELHO');
    expect((await screen.findByText(/^at /)).textContent).toBe('at /erro-cupom?error=Cupom expirado');
  });

  it('a cashback code goes to the redeemed screen with the amount and balance, or to its error screen', async () => {
    stubCalls({ 'cashbackmanual/retrieve': () => ({ amount: 10, balance: 25 }) });
    const { unmount } = renderAt('/cashback/BEMVINDO10');
    expect((await screen.findByText(/^at /)).textContent).toBe('at /resgatar-cashback?valor=10&saldo=25');
    unmount();
    vi.restoreAllMocks();
    stubCalls({
      'cashbackmanual/retrieve': () => {
        throw refusal('Código já usado');
      },
    });
    renderAt('/cashback/BEMVINDO10');
    expect((await screen.findByText(/^at /)).textContent).toBe('at /erro-cashback?error=Código já usado');
  });
});
