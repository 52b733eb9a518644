import { PAYMENT_TYPE } from '@app/domain/payments/rules';
import { pathFor } from '../../../app/route-table.ts';
import { useNavigate } from '../../../lib/router.tsx';
import { browserStore } from '../../../lib/storage.ts';
import { AddressPicker, ConfirmAddressDialog } from '../../addresses/index.ts';
import type { CartOptions, OrderKind } from '../../cart/index.ts';
import type { useCartController } from '../hooks/use-cart-controller.ts';
import { type CheckoutState, checkout } from '../lib/checkout-store.ts';
import { ChangeDialog } from './change-dialog.tsx';
import { OrderTypeDialog } from './order-type-dialog.tsx';
import { PaymentSheet } from './payment-sheet.tsx';

export type CartDialog = 'kind' | 'address' | 'payment' | 'change' | null;

/**
 * The cart page's dialogs: order type, address, payment chooser, change, and the server's address
 * refusal. A dialog opened by the order button continues the checkout once answered.
 */
export function CartDialogs({
  open,
  setOpen,
  c,
  kinds,
  choices,
  brands,
  payment,
  totalCents,
  locale,
  continueAfter,
  onContinue,
  onOption,
}: {
  open: CartDialog;
  setOpen: (dialog: CartDialog) => void;
  c: ReturnType<typeof useCartController>;
  kinds: OrderKind[];
  choices: readonly number[];
  brands: readonly string[];
  payment: CheckoutState;
  totalCents: number;
  locale: 'pt-BR' | 'en';
  continueAfter: boolean;
  onContinue: () => void;
  onOption: (patch: Partial<CartOptions>) => void;
}) {
  const navigate = useNavigate();
  const close = () => setOpen(null);
  return (
    <>
      {open === 'kind' && (
        <OrderTypeDialog
          open
          kinds={kinds}
          onChoose={(k) => {
            onOption({ kind: k });
            close();
          }}
          onClose={close}
        />
      )}
      {open === 'address' && (
        <AddressPicker
          open
          selectedId={c.options.address_id ?? null}
          onClose={close}
          onSelected={(a) => onOption({ address_id: a?.address_id })}
        />
      )}
      {open === 'payment' && (
        <PaymentSheet
          open
          options={choices}
          brands={brands}
          current={payment.paymentType}
          currentBrand={payment.ccBrand}
          onChoose={(type, brand) => {
            checkout.choose(type, brand);
            if (type === PAYMENT_TYPE.CASH) {
              setOpen('change');
              return;
            }
            // Spec 1 §4: choosing 2 opens Payment for a logged-in user, else NewCreditCard.
            if (type === PAYMENT_TYPE.ONLINE_CARD) {
              close();
              navigate(pathFor(browserStore.getState().token ? 'Payment' : 'NewCreditCard'));
              return;
            }
            close();
            if (continueAfter) onContinue();
          }}
          onClose={close}
        />
      )}
      {open === 'change' && (
        <ChangeDialog
          open
          totalCents={totalCents}
          initialCents={payment.changeCents}
          locale={locale}
          onAnswer={(cents) => {
            checkout.setChange(cents);
            close();
            if (continueAfter) onContinue();
          }}
          onClose={close}
        />
      )}
      <ConfirmAddressDialog
        open={c.addressRefusal !== null}
        message={c.addressRefusal ?? ''}
        onChange={() => {
          c.clearAddressRefusal();
          setOpen('address');
        }}
        onCancel={c.clearAddressRefusal}
      />
    </>
  );
}
