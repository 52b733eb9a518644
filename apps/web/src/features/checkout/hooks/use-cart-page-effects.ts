import { CART_SCROLL_DELAY_MS } from '@app/domain/shared/constants';
import { formatPhone } from '@app/domain/users/rules';
import { useEffect } from 'react';
import { useCurrentUser } from '../../../app/shared/current-user.ts';
import { useNavigate } from '../../../lib/router.tsx';
import { browserStore } from '../../../lib/storage.ts';
import { addressListOf } from '../../addresses/index.ts';
import { cart as cartActions } from '../../cart/index.ts';
import { needsKindDialog } from '../lib/checkout-rules.ts';
import type { useCartController } from './use-cart-controller.ts';

/** The invite coupon is put in the cart once per page load; removing it is then respected. */
let inviteCouponOffered = false;

/**
 * What the cart page does by itself (spec 1 §2, §4; spec 3 §2.2 Cart): back to Index when the cart
 * empties, scroll to the bottom after 500 ms, the order-type dialog when there is a choice, and the
 * defaults (the user's phone, the invite coupon once, the default address).
 */
export function useCartPageEffects(c: ReturnType<typeof useCartController>, openKindDialog: () => void) {
  const navigate = useNavigate();
  const user = useCurrentUser();
  const { options, place, method } = c;
  const empty = c.cart.products.length === 0;

  // Back to Index when the cart is empty (not while it is emptied on purpose).
  useEffect(() => {
    if (empty && !c.leaving.current) navigate('/', { replace: true });
  }, [empty, navigate, c.leaving]);

  // Scroll to the bottom 500 ms after load (spec 3 §2.2 Cart).
  useEffect(() => {
    const timer = window.setTimeout(
      () => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'smooth' }),
      CART_SCROLL_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, []);

  // The order-type dialog when there is a choice to make (spec 1 §4 "Order kind choice").
  useEffect(() => {
    if (place && !empty && needsKindDialog(place, options.kind)) openKindDialog();
  }, [place, empty, options.kind, openKindDialog]);

  // The phone starts as the user's.
  useEffect(() => {
    if (empty || c.leaving.current || !user?.phone || options.phone !== undefined) return;
    cartActions.setOptions({ phone: formatPhone(user.phone) });
  }, [empty, c.leaving, user?.phone, options.phone]);

  // A coupon stored on the person by /cupom/{code} (invite_cupom) is offered once per visit.
  useEffect(() => {
    if (empty || inviteCouponOffered || c.coupon || !user?.invite_cupom) return;
    inviteCouponOffered = true;
    browserStore.getState().set('coupon', user.invite_cupom);
  }, [empty, c.coupon, user?.invite_cupom]);

  // The default address is chosen when none is.
  useEffect(() => {
    if (empty || c.leaving.current || method !== 'delivery' || options.address_id) return;
    const list = addressListOf(user);
    const preferred = list.find((a) => a.address_default) ?? (list.length === 1 ? list[0] : undefined);
    if (preferred) cartActions.setOptions({ address_id: preferred.address_id });
  }, [empty, c.leaving, method, options.address_id, user]);
}
