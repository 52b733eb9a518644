import { useCallback, useState } from 'react';
import { pathFor } from '../../../app/route-table.ts';
import { usePlace } from '../../../app/shared/current-place.ts';
import { useCurrentUser } from '../../../app/shared/current-user.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link, useNavigate } from '../../../lib/router.tsx';
import { notify } from '../../../lib/snackbar.ts';
import { browserStore, useBrowserStore } from '../../../lib/storage.ts';
import { cart as cartActions } from '../../cart/index.ts';
import { useWatchedOrder } from '../../orders/index.ts';
import { CartStaffTools, ManagerPriceDialog, ReferredByDialog, ReferredByRow } from '../../staff/index.ts';
import { useOnlinePayment } from '../api/use-online-payment.ts';
import { useCartController } from '../hooks/use-cart-controller.ts';
import { useCartPageEffects } from '../hooks/use-cart-page-effects.ts';
import { useCheckoutSubmit } from '../hooks/use-checkout-submit.ts';
import { useOrderBlockers } from '../hooks/use-order-blockers.ts';
import { usePaymentTypeRules } from '../hooks/use-payment-type-rules.ts';
import { availableKinds, showsDeliveryFee } from '../lib/checkout-rules.ts';
import { useCheckout } from '../lib/checkout-store.ts';
import { effectivePayment, paymentChoices } from '../lib/payment-rules.ts';
import styles from './cart.module.css';
import { CartBooking } from './cart-booking.tsx';
import { CartDetails, type CartErrors } from './cart-details.tsx';
import { type CartDialog, CartDialogs } from './cart-dialogs.tsx';
import { CartLines } from './cart-lines.tsx';
import { CartNotices, OrderBlockedReasons } from './cart-notices.tsx';
import { CartPayment } from './cart-payment.tsx';
import { CartRewards } from './cart-rewards.tsx';
import { CartSplit, useCartSplitSets } from './cart-split.tsx';
import { CartSummary } from './cart-summary.tsx';
import { CartTotals, cartAmounts } from './cart-totals.tsx';

/**
 * The cart (spec 1 §2 Cart, spec 3 §2.4 "Cart screen"): lines, fee, discount, details, total,
 * payment, coupon, loyalty, order and clear buttons. `compact` is the desktop side panel: lines and
 * totals, with a button to the full page.
 */
export function CartView({ compact = false }: { compact?: boolean }) {
  return compact ? <CartSummary /> : <CartPage />;
}

function CartPage() {
  const { t, i18n } = useTranslation('cart');
  const navigate = useNavigate();
  const locale = i18n.language === 'en' ? 'en' : 'pt-BR';
  const c = useCartController();
  const { cart, options, place, kind, method, validation } = c;
  const user = useCurrentUser();
  const managerToken = useBrowserStore((s) => s.managerToken);
  const pendingOrderId = useBrowserStore((s) => s.pendingOrderId);
  const staff = !!user?.manager && !!managerToken;
  const fullPlace = usePlace();
  const placeExpiryHours = fullPlace?.order_expiration_time ?? 0;
  // While an order is pending the cart is blocked; the order is polled (and pushed) so the block
  // lifts as soon as the place moves it (spec 1 §4 "Pending order").
  useWatchedOrder(pendingOrderId);
  const payment = useCheckout((s) => s);
  const [open, setOpen] = useState<CartDialog>(null);
  const [errors, setErrors] = useState<CartErrors>({});
  const [priceLine, setPriceLine] = useState<string | null>(null);
  const [splitDialog, setSplitDialog] = useState<'split' | 'splitInfo' | null>(null);
  const serviceSupplier = !!place?.service_supplier;
  const splitSets = useCartSplitSets(cart, staff, serviceSupplier, managerToken);
  const online = useOnlinePayment();
  const budget = staff && !!options.budget;
  const openOrder = !!user?.openOrderId;
  usePaymentTypeRules(budget, online);
  useCartPageEffects(
    c,
    useCallback(() => setOpen((o) => o ?? 'kind'), []),
  );
  const choices = place ? paymentChoices(place, online.types, budget) : [];
  const checkoutSubmit = useCheckoutSubmit({
    c,
    staff,
    choices,
    onlineTypes: online.types,
    openOrder,
    openDialog: setOpen,
    setErrors,
    // Staff at a service-supplier place pay with a split rule set chosen when sets apply (spec 1 §4),
    // and never with one the server refused.
    needsSplit: () =>
      staff &&
      serviceSupplier &&
      (!!validation.data?.split_error ||
        ((splitSets?.split_rule_sets.length ?? 0) > 0 && !cart.options.split_rule_set_id)),
    openSplit: () => setSplitDialog('split'),
  });

  const data = validation.data ?? null;
  const amounts = cartAmounts(cart, data);
  const blockers = useOrderBlockers({ subtotalCents: amounts.subtotalCents, kind, staff });

  if (!place || cart.products.length === 0) return null;

  const updating = validation.isFetching || !validation.settled;
  const pending = !!pendingOrderId;
  const effective = effectivePayment({ chosen: payment.paymentType, budget, openOrder, onlineTypes: online.types });

  const setOption = (patch: Parameters<typeof cartActions.setOptions>[0]) => {
    cartActions.setOptions(patch);
    // Option names that differ from their error's field.
    const fieldOf: Record<string, string> = { agenda_date: 'agenda', address_id: 'address', kind: 'agenda' };
    const cleared = Object.fromEntries(Object.keys(patch).map((k) => [fieldOf[k] ?? k, undefined]));
    setErrors((e) => ({ ...e, ...cleared, server: undefined }));
  };

  // Spec 2 §6: a provider place that demands it asks who referred the customer before ordering.
  const askReferral =
    !!fullPlace?.service_supplier &&
    !!fullPlace.force_referred_by &&
    !!user &&
    !user.referred_by &&
    (!staff || !!user.acting_by);

  return (
    <section className={styles.cart} aria-labelledby="cart-title">
      {askReferral && <ReferredByDialog forced />}
      <div className={styles.header}>
        <h1 id="cart-title" className={styles.title}>
          {pending ? t('pendingTitle') : t('title')}
        </h1>
        <Button
          variant="text"
          onClick={() => {
            c.leaving.current = false;
            cartActions.clear();
            browserStore.getState().set('coupon', null);
            notify(t('clearDone'));
          }}
        >
          {t('clear')}
        </Button>
      </div>

      <CartNotices blockers={blockers} locale={locale} />

      {pending && (
        <div className={`${styles.card} ${styles.pending}`}>
          <p className={styles.muted}>{t('pendingText')}</p>
          <Button onClick={() => navigate(pathFor('OrderTracking'))}>{t('trackOrder')}</Button>
        </div>
      )}

      <div className={styles.card}>
        <div className={styles.header}>
          <h2>{t('items')}</h2>
          {updating && <Spinner size={18} label={t('updating')} />}
        </div>
        <CartLines
          cart={cart}
          priced={data?.products ?? null}
          locale={locale}
          onQuantity={c.setQuantity}
          onManagerPrice={staff ? setPriceLine : undefined}
        />
      </div>

      <CartBooking cart={cart} />

      <CartDetails
        place={place}
        options={options}
        kind={kind}
        method={method}
        errors={errors}
        onChange={setOption}
        onChooseAddress={() => setOpen('address')}
      />

      <div className={styles.card}>
        <CartPayment
          payment={payment}
          effectiveType={effective.type}
          onBill={effective.payBill !== null}
          totalCents={amounts.totalCents}
          online={online}
          staff={staff}
          budget={budget}
          onBudget={(on) => setOption({ budget: on || undefined })}
          onChoose={() => {
            checkoutSubmit.setContinueAfter(false);
            setOpen('payment');
          }}
          locale={locale}
        />
        <CartRewards
          place={place}
          staff={staff}
          openOrderMode={kind === 'local'}
          coupon={c.coupon}
          priced={data}
          locale={locale}
        />
      </div>

      {staff && (
        <div className={styles.card}>
          <CartStaffTools
            expiry={{ dont_expire: options.dont_expire, expire_in: options.expire_in }}
            placeHours={placeExpiryHours}
            onExpiry={(choice) =>
              setOption({ dont_expire: choice.dont_expire || undefined, expire_in: choice.expire_in })
            }
          />
          <ReferredByRow />
        </div>
      )}
      <CartSplit
        cart={cart}
        sets={splitSets}
        priced={data}
        staff={staff}
        serviceSupplier={serviceSupplier}
        clinicName={place.restaurantname}
        locale={locale}
        dialog={splitDialog}
        setDialog={setSplitDialog}
      />

      <div className={styles.card}>
        <CartTotals amounts={amounts} showFee={showsDeliveryFee(kind, method)} updating={updating} locale={locale} />
      </div>

      <div className={styles.orderBar}>
        <OrderBlockedReasons id="order-blocked" reasons={blockers.reasons} />
        {c.token ? (
          <>
            <Button
              fullWidth
              loading={checkoutSubmit.sending}
              disabled={pending || updating || blockers.reasons.length > 0}
              aria-describedby={
                [blockers.reasons.length > 0 && 'order-blocked', pending && 'order-pending']
                  .filter(Boolean)
                  .join(' ') || undefined
              }
              onClick={() => void checkoutSubmit.submit()}
            >
              {t('order')}
            </Button>
            {/* Why the button is off, where the eye is, with the way out (spec 1 §4 "Pending order"). */}
            {pending && (
              <p id="order-pending" className={styles.blocked}>
                {t('blockedByPending')} <Link to={pathFor('OrderTracking')}>{t('trackOrder')}</Link>
              </p>
            )}
          </>
        ) : (
          <Button
            fullWidth
            onClick={() => navigate(`${pathFor('Login')}?redirect=${encodeURIComponent(pathFor('Cart'))}`)}
          >
            {t('loginToOrder')}
          </Button>
        )}
      </div>

      {priceLine &&
        (() => {
          const line = cart.products.find((l) => l.key === priceLine);
          return line ? (
            <ManagerPriceDialog
              name={line.snapshot.productname}
              current={line.manager_price ?? null}
              onSave={(reais) => cartActions.setManagerPrice(line.key, reais)}
              onClose={() => setPriceLine(null)}
            />
          ) : null;
        })()}

      <CartDialogs
        open={open}
        setOpen={setOpen}
        c={c}
        kinds={availableKinds(place)}
        choices={choices}
        brands={place.card_brands}
        payment={payment}
        totalCents={amounts.totalCents}
        locale={locale}
        continueAfter={checkoutSubmit.continueAfter}
        onContinue={() => void checkoutSubmit.submit()}
        onOption={setOption}
      />
    </section>
  );
}
