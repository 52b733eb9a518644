import { isUnsetPaymentType, PAYMENT_TYPE } from '@app/domain/payments/rules';
import { useState } from 'react';
import { pathFor } from '../../../app/route-table.ts';
import { useNavigate } from '../../../lib/router.tsx';
import { browserStore } from '../../../lib/storage.ts';
import { paymentStore } from '../../payments/index.ts';
import type { CartErrors } from '../components/cart-details.tsx';
import type { CartDialog } from '../components/cart-dialogs.tsx';
import { availableKinds, validateDetails } from '../lib/checkout-rules.ts';
import { checkoutStore } from '../lib/checkout-store.ts';
import { effectivePayment } from '../lib/payment-rules.ts';
import type { useCartController } from './use-cart-controller.ts';
import { usePlaceOrder } from './use-place-order.ts';

/**
 * The order button (spec 1 §4 "Checkout"): the details are checked (each message under its field);
 * then, in order, the order-type dialog, the payment sheet when no (offered) type is chosen, the
 * change dialog for cash, Payment or NewCreditCard for an online card without a card; then the
 * order is sent with the effective payment (a budget pays by link; an open order's unset type goes
 * on the bill). A dialog opened on the way continues the checkout when answered (`continueAfter`).
 */
export function useCheckoutSubmit(args: {
  c: ReturnType<typeof useCartController>;
  staff: boolean;
  /** The chooser's options (payment-rules.ts paymentChoices). */
  choices: readonly number[];
  onlineTypes: readonly number[];
  /** The person has an open order (table, tab, room) this order joins. */
  openOrder: boolean;
  openDialog: (dialog: CartDialog) => void;
  setErrors: (update: (errors: CartErrors) => CartErrors) => void;
  /** A split rule set must be chosen (or fixed) first: the split sheet opens (spec 1 §4). */
  needsSplit?: () => boolean;
  openSplit?: () => void;
}) {
  const { c, staff, choices, openDialog, setErrors } = args;
  const navigate = useNavigate();
  const order = usePlaceOrder({ leaving: c.leaving, staff });
  const [continueAfter, setContinueAfter] = useState(false);

  const submit = async (): Promise<void> => {
    const { place, options, kind, method } = c;
    if (!place) return;
    // Read fresh: the dialogs may have changed the choice in this same tick.
    const current = checkoutStore.getState();
    const payment = effectivePayment({
      chosen: current.paymentType,
      budget: !!options.budget,
      openOrder: args.openOrder,
      onlineTypes: args.onlineTypes,
    });
    const found = validateDetails(options, { place, staff, kind, method, paymentType: payment.type });
    if (kind === null && availableKinds(place).length > 1) {
      openDialog('kind');
      return;
    }
    setErrors(() => found);
    if (found.address) {
      openDialog('address');
      return;
    }
    if (Object.keys(found).length > 0) {
      document.querySelector('[aria-invalid="true"]')?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      return;
    }
    if (args.needsSplit?.()) {
      args.openSplit?.();
      return;
    }
    if (!payment.payBill) {
      if (isUnsetPaymentType(payment.type) || !choices.includes(payment.type)) {
        setContinueAfter(true);
        openDialog('payment');
        return;
      }
      if (payment.type === PAYMENT_TYPE.CASH && !current.changeAsked) {
        setContinueAfter(true);
        openDialog('change');
        return;
      }
      if (payment.type === PAYMENT_TYPE.ONLINE_CARD && !paymentStore.getState().card) {
        navigate(pathFor(browserStore.getState().token ? 'Payment' : 'NewCreditCard'));
        return;
      }
    }
    setContinueAfter(false);
    const result = await order.place({ cart: c.cart, options, where: c.where, coupon: c.coupon }, payment);
    if (result?.fieldErrors) setErrors((e) => ({ ...e, server: result.fieldErrors }));
  };

  return { submit, continueAfter, setContinueAfter, sending: order.sending };
}
