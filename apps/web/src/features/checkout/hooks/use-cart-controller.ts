import { CART_RESET_REDIRECT_MS } from '@app/domain/shared/constants';
import { useEffect, useMemo, useRef, useState } from 'react';
import { pathFor } from '../../../app/route-table.ts';
import { usePlace } from '../../../app/shared/current-place.ts';
import { useValidationText } from '../../../app/shared/use-validation-text.ts';
import { errorIs, errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLocation, useNavigate } from '../../../lib/router.tsx';
import { notify } from '../../../lib/snackbar.ts';
import { useBrowserStore } from '../../../lib/storage.ts';
import type { CartValidateBody } from '../../cart/index.ts';
import { cart as cartActions, useCart, useCartValidation } from '../../cart/index.ts';
import { resetCartAfterProductChange } from '../lib/cart-reset.ts';
import {
  effectiveKind,
  effectiveMethod,
  type PlaceRules,
  pickupPlaceOf,
  servesOnly,
  whereOf,
  wireLines,
  wireSplit,
} from '../lib/checkout-rules.ts';

/** The place's rules as the cart reads them. */
export function usePlaceRules():
  | (PlaceRules & { address: string | null; restaurantname: string; pickup_places?: string[] })
  | null {
  return usePlace() ?? null;
}

/**
 * What every cart view shares: the stored cart, its server validation, the stepper (anonymous
 * people go to Login and come back), and the answers that reset the cart or question the address.
 */
export function useCartController() {
  const { t } = useTranslation('cart');
  const text = useValidationText();
  const navigate = useNavigate();
  const location = useLocation();
  const cart = useCart();
  const token = useBrowserStore((s) => s.token);
  const coupon = useBrowserStore((s) => s.coupon);
  const place = usePlaceRules();
  const options = cart.options;
  const kind = place ? effectiveKind(place, options.kind) : null;
  const method = place ? effectiveMethod(place, kind, options.method) : null;
  const pickupPlace = place ? pickupPlaceOf(place, options.pickup_place).value : '';
  const serviceOnly = place ? servesOnly(place) : false;
  const where = useMemo(
    () => whereOf(kind, method, options.address_id, pickupPlace, serviceOnly),
    [kind, method, options.address_id, pickupPlace, serviceOnly],
  );
  const [addressRefusal, setAddressRefusal] = useState<string | null>(null);
  /** Set while the cart is emptied on purpose (product change, order placed): no return to Index. */
  const leaving = useRef(false);

  // Staff discounts price the cart too (the server ignores them without a manager token).
  const discounts = useBrowserStore((s) => (s.managerToken ? s.discounts : null));
  const body = useMemo<CartValidateBody | null>(() => {
    if (cart.products.length === 0) return null;
    return {
      products: wireLines(cart),
      ...where,
      ...(coupon ? { cupom: coupon } : {}),
      ...(discounts?.percent_discount
        ? { percent_discount: discounts.percent_discount }
        : discounts?.flat_discount
          ? { flat_discount: discounts.flat_discount }
          : {}),
      ...wireSplit(cart.options),
    };
  }, [cart, where, coupon, discounts]);
  const validation = useCartValidation(body);

  // Answers that change the cart itself (spec 1 §4 "Cart rules of motion").
  const handled = useRef<unknown>(null);
  const resetTimer = useRef<number | null>(null);
  useEffect(
    () => () => {
      if (resetTimer.current !== null) window.clearTimeout(resetTimer.current);
    },
    [],
  );
  useEffect(() => {
    const error = validation.error;
    if (!error || handled.current === error) return;
    handled.current = error;
    if (errorIs(error, 'cartChanged')) {
      leaving.current = true;
      notify(errorMessage(error, t('productChanged')), { kind: 'error' });
      resetCartAfterProductChange();
      resetTimer.current = window.setTimeout(() => navigate('/', { replace: true }), CART_RESET_REDIRECT_MS);
      return;
    }
    if (errorIs(error, 'addressNotServed')) {
      setAddressRefusal(errorMessage(error, t('addresses:unexpected')));
      return;
    }
    notify(errorMessage(error, t('common:genericError')), { kind: 'error' });
  }, [validation.error, navigate, t]);

  const setQuantity = (key: string, quantity: number) => {
    if (!token) {
      navigate(`${pathFor('Login')}?redirect=${encodeURIComponent(location.pathname + location.search)}`);
      return;
    }
    const refused = cartActions.setQuantity(key, quantity);
    if (refused) notify(text(refused) ?? refused, { kind: 'error' });
  };

  return {
    cart,
    options,
    place,
    kind,
    method,
    where,
    coupon,
    token,
    validation,
    setQuantity,
    addressRefusal,
    clearAddressRefusal: () => setAddressRefusal(null),
    leaving,
  };
}
