import { isUnsetPaymentType, PAYMENT_TYPE, paymentTypeLabelKey } from '@app/domain/payments/rules';
import { CART_SCROLL_DELAY_MS, COUPON_LOYALTY_ERROR_CODE } from '@app/domain/shared/constants';
import { formatMoney, reaisToCents } from '@app/domain/shared/money';
import { formatPhone, isoDateInBrazil } from '@app/domain/users/rules';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { pathFor } from '../../../app/route-table.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { api, errorMessage } from '../../../lib/api.ts';
import { notify } from '../../../lib/snackbar.ts';
import { browserStore, useBrowserStore } from '../../../lib/storage.ts';
import { addressLine, addressListOf } from '../../addresses/api/address-calls.ts';
import { AddressPicker } from '../../addresses/components/address-picker.tsx';
import { ConfirmAddressDialog } from '../../addresses/components/confirm-address-dialog.tsx';
import { useWatchedOrder } from '../../orders/hooks/use-watched-order.ts';
import { useOnlinePayment } from '../../payments/api/use-online-payment.ts';
import { paymentStore } from '../../payments/lib/payment-store.ts';
import { useCurrentUser } from '../../users/api/read-user-info.ts';
import { PhoneField } from '../../users/components/phone-field.tsx';
import { useValidationText } from '../../users/hooks/use-validation-text.ts';
import { useCartController } from '../hooks/use-cart-controller.ts';
import { usePlaceOrder } from '../hooks/use-place-order.ts';
import { brandName } from '../lib/card-brands.ts';
import { cart as cartActions, cartLinesCents } from '../lib/cart-store.ts';
import {
  availableKinds,
  availableMethods,
  type DetailsErrors,
  loyaltySwitchState,
  needsKindDialog,
  paymentOptions,
  showsDeliveryFee,
  validateDetails,
} from '../lib/checkout-rules.ts';
import { checkout, checkoutStore, useCheckout } from '../lib/checkout-store.ts';
import { LOYALTY_COUPON } from '../lib/place-order.ts';
import { AgendaPicker } from './agenda-picker.tsx';
import styles from './cart.module.css';
import { CartLines } from './cart-lines.tsx';
import { ChangeDialog } from './change-dialog.tsx';
import { CouponDialog } from './coupon-dialog.tsx';
import { OrderTypeDialog } from './order-type-dialog.tsx';
import { PaymentSheet } from './payment-sheet.tsx';

type Open = 'kind' | 'address' | 'payment' | 'change' | 'coupon' | null;

/** Online card, card machine and Pix parts of the payment row: a lazy chunk (issue 5). */
const PaymentExtras = lazy(() => import('../../payments/components/payment-extras.tsx'));

/** The invite coupon is put in the cart once per page load; removing it is then respected. */
let inviteCouponOffered = false;

/**
 * The cart page (spec 1 §2 Cart, spec 3 §2.4 "Cart screen"): lines, fee, discount, details,
 * total, payment, coupon, loyalty, order and clear buttons. `compact` is the desktop side panel:
 * lines and totals, with a button to the full page.
 */
export function CartView({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation('cart');
  const text = useValidationText();
  const navigate = useNavigate();
  const locale = i18n.language === 'en' ? 'en' : 'pt-BR';
  const c = useCartController();
  const { cart, options, place, kind, method, validation } = c;
  const user = useCurrentUser();
  const managerToken = useBrowserStore((s) => s.managerToken);
  const pendingOrderId = useBrowserStore((s) => s.pendingOrderId);
  const staff = !!user?.manager && !!managerToken;
  // While an order is pending the cart is blocked; the order is polled (and pushed) so the block
  // lifts as soon as the place moves it (spec 1 §4 "Pending order").
  useWatchedOrder(compact ? null : pendingOrderId);
  const payment = useCheckout((s) => s);
  const [open, setOpen] = useState<Open>(null);
  const [continueAfter, setContinueAfter] = useState(false);
  const [errors, setErrors] = useState<DetailsErrors & { server?: Partial<Record<string, string>> }>({});
  const [couponError, setCouponError] = useState<string | null>(null);
  const [couponBusy, setCouponBusy] = useState(false);
  const order = usePlaceOrder({ leaving: c.leaving, staff });
  const obsId = useId();
  const online = useOnlinePayment(!compact);

  const data = validation.data ?? null;
  const empty = cart.products.length === 0;

  // Back to Index when the cart is empty (not while it is emptied on purpose).
  useEffect(() => {
    if (!compact && empty && !c.leaving.current) navigate('/', { replace: true });
  }, [compact, empty, navigate, c.leaving]);

  // Scroll to the bottom 500 ms after load (spec 3 §2.2 Cart).
  useEffect(() => {
    if (compact) return;
    const timer = window.setTimeout(
      () => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'smooth' }),
      CART_SCROLL_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [compact]);

  // The order-type dialog when there is a choice to make (spec 1 §4 "Order kind choice").
  useEffect(() => {
    if (!compact && place && !empty && needsKindDialog(place, options.kind)) setOpen((o) => o ?? 'kind');
  }, [compact, place, empty, options.kind]);

  // The phone starts as the user's.
  useEffect(() => {
    if (compact || empty || c.leaving.current || !user?.phone || options.phone !== undefined) return;
    cartActions.setOptions({ phone: formatPhone(user.phone) });
  }, [compact, empty, c.leaving, user?.phone, options.phone]);

  // A coupon stored on the person by /cupom/{code} (invite_cupom) is offered once per visit.
  useEffect(() => {
    if (compact || empty || inviteCouponOffered || c.coupon || !user?.invite_cupom) return;
    inviteCouponOffered = true;
    browserStore.getState().set('coupon', user.invite_cupom);
  }, [compact, empty, c.coupon, user?.invite_cupom]);

  // The default address is chosen when none is.
  useEffect(() => {
    if (compact || empty || c.leaving.current || method !== 'delivery' || options.address_id) return;
    const list = addressListOf(user);
    const preferred = list.find((a) => a.address_default) ?? (list.length === 1 ? list[0] : undefined);
    if (preferred) cartActions.setOptions({ address_id: preferred.address_id });
  }, [compact, empty, c.leaving, method, options.address_id, user]);

  if (!place) return null;
  if (empty) {
    return compact ? <p className={styles.muted}>{t('empty')}</p> : null;
  }

  const subtotalCents = data ? reaisToCents(data.subtotal) : cartLinesCents(cart);
  const feeCents = data ? reaisToCents(data.delivery_fee) : 0;
  const discountCents = data ? reaisToCents(data.desconto) : 0;
  const totalCents = data ? reaisToCents(data.total_payable) : subtotalCents;
  const showFee = showsDeliveryFee(kind, method);
  const updating = validation.isFetching || !validation.settled;
  const addresses = addressListOf(user);
  const address = addresses.find((a) => a.address_id === options.address_id) ?? null;
  const options$ = paymentOptions(place, online.types);
  const loyalty = loyaltySwitchState({
    place,
    staff,
    openOrderMode: kind === 'local',
    cashbackCoupon: LOYALTY_COUPON,
    totalCashReais: user?.user_credit.total_cash ?? 0,
  });
  const loyaltyOn = c.coupon === LOYALTY_COUPON;
  const couponServerError =
    data?.cupons_error && data.cupons_error_code !== COUPON_LOYALTY_ERROR_CODE ? data.cupons_error : null;
  const loyaltyError = data?.cupons_error_code === COUPON_LOYALTY_ERROR_CODE ? data.cupons_error : null;

  const setOption = (patch: Parameters<typeof cartActions.setOptions>[0]) => {
    cartActions.setOptions(patch);
    // Option names that differ from their error's field.
    const fieldOf: Record<string, string> = { agenda_date: 'agenda', address_id: 'address', kind: 'agenda' };
    const cleared = Object.fromEntries(Object.keys(patch).map((k) => [fieldOf[k] ?? k, undefined]));
    setErrors((e) => ({ ...e, ...cleared, server: undefined }));
  };

  const totals = (
    <dl className={styles.totals} aria-busy={updating}>
      <div>
        <dt>{t('subtotal')}</dt>
        <dd>{formatMoney(subtotalCents, locale)}</dd>
      </div>
      {showFee && (
        <div>
          <dt>{t('deliveryFee')}</dt>
          <dd>{data?.delivery_free ? t('free') : formatMoney(feeCents, locale)}</dd>
        </div>
      )}
      {discountCents > 0 && (
        <div className={styles.discount}>
          <dt>{t('discount')}</dt>
          <dd>− {formatMoney(discountCents, locale)}</dd>
        </div>
      )}
      <div className={styles.totalRow}>
        <dt>{t('total')}</dt>
        <dd>{formatMoney(totalCents, locale)}</dd>
      </div>
    </dl>
  );

  if (compact) {
    return (
      <div className={`${styles.panel} ${styles.compact}`}>
        <div className={styles.header}>
          <h2>{t('title')}</h2>
          {updating && <Spinner size={18} label={t('updating')} />}
        </div>
        <CartLines cart={cart} priced={data?.products ?? null} locale={locale} onQuantity={c.setQuantity} />
        {totals}
        <Link className={styles.goLink} to={pendingOrderId ? pathFor('OrderTracking') : pathFor('Cart')}>
          {pendingOrderId ? t('trackOrder') : t('openCart')}
        </Link>
      </div>
    );
  }

  const submit = async () => {
    const found = validateDetails(options, { place, staff, kind, method, paymentType: payment.paymentType });
    if (kind === null && availableKinds(place).length > 1) {
      setOpen('kind');
      return;
    }
    setErrors(found);
    if (found.address) {
      setOpen('address');
      return;
    }
    if (Object.keys(found).length > 0) {
      document.querySelector('[aria-invalid="true"]')?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      return;
    }
    // Read fresh: the dialogs may have changed the choice in this same tick.
    const current = checkoutStore.getState();
    if (isUnsetPaymentType(current.paymentType) || !options$.includes(current.paymentType)) {
      setContinueAfter(true);
      setOpen('payment');
      return;
    }
    if (current.paymentType === PAYMENT_TYPE.CASH && !current.changeAsked) {
      setContinueAfter(true);
      setOpen('change');
      return;
    }
    if (current.paymentType === PAYMENT_TYPE.ONLINE_CARD && !paymentStore.getState().card) {
      navigate(pathFor(browserStore.getState().token ? 'Payment' : 'NewCreditCard'));
      return;
    }
    setContinueAfter(false);
    const result = await order.place({ cart, options, where: c.where, coupon: c.coupon });
    if (result?.fieldErrors) setErrors((e) => ({ ...e, server: result.fieldErrors }));
  };

  const applyCoupon = async (code: string) => {
    setCouponBusy(true);
    setCouponError(null);
    try {
      await api.call('cupom/view', { code });
      browserStore.getState().set('coupon', code);
      notify(t('couponApplied', { code }), { kind: 'success' });
      setOpen(null);
    } catch (failure) {
      setCouponError(errorMessage(failure, t('common:genericError')));
    } finally {
      setCouponBusy(false);
    }
  };

  const removeCoupon = async () => {
    setCouponBusy(true);
    try {
      // Nothing is stored on the server before the order; the call is for symmetry with an order.
      await api.call('removecoupon', {}).catch(() => {});
      browserStore.getState().set('coupon', null);
      setOpen(null);
    } finally {
      setCouponBusy(false);
    }
  };

  const serverError = (field: string) => errors.server?.[field] ?? null;
  const kinds = availableKinds(place);
  const methods = availableMethods(place);
  const pending = !!pendingOrderId;

  return (
    <section className={styles.cart} aria-labelledby="cart-title">
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
        <CartLines cart={cart} priced={data?.products ?? null} locale={locale} onQuantity={c.setQuantity} />
      </div>

      <div className={styles.card}>
        <h2>{t('details')}</h2>
        {kinds.length > 1 && (
          <fieldset className={styles.choiceGroup}>
            <legend>{t('kind')}</legend>
            <div className={styles.choices}>
              {kinds.map((k) => (
                <label key={k} className={styles.chip}>
                  <input
                    type="radio"
                    name="order-kind"
                    checked={kind === k}
                    onChange={() => setOption({ kind: k, agenda_date: undefined })}
                  />
                  {t(`kinds.${k}`)}
                </label>
              ))}
            </div>
          </fieldset>
        )}
        {kind !== 'local' && methods.length > 1 && (
          <fieldset className={styles.choiceGroup} aria-invalid={errors.method ? true : undefined}>
            <legend>{t('method')}</legend>
            <div className={styles.choices}>
              {methods.map((m) => (
                <label key={m} className={styles.chip}>
                  <input
                    type="radio"
                    name="delivery-method"
                    checked={method === m}
                    onChange={() => setOption({ method: m, agenda_date: undefined })}
                  />
                  {t(`methods.${m}`)}
                </label>
              ))}
            </div>
            {errors.method && (
              <p className={styles.error} role="alert">
                {text(errors.method)}
              </p>
            )}
          </fieldset>
        )}
        {method === 'delivery' && (
          <div className={styles.row} aria-invalid={errors.address ? true : undefined}>
            <div className={styles.rowText}>
              <strong>{t('address')}</strong>
              <span className={address ? undefined : styles.muted}>
                {address ? addressLine(address) : t('noAddress')}
              </span>
              {errors.address && (
                <p className={styles.error} role="alert">
                  {t('noAddress')}
                </p>
              )}
            </div>
            <Button variant="secondary" size="small" onClick={() => setOpen('address')}>
              {address ? t('changeAddress') : t('chooseAddress')}
            </Button>
          </div>
        )}
        {method === 'pickup' && place.address && (
          <p className={styles.muted}>{t('pickupAt', { address: place.address })}</p>
        )}
        {kind === 'scheduled' && method && (
          <AgendaPicker
            method={method}
            addressId={options.address_id ?? null}
            value={options.agenda_date ?? null}
            error={errors.agenda ? text(errors.agenda) : null}
            onChange={(slot) => setOption({ agenda_date: slot?.date, agenda_id: undefined })}
          />
        )}
        <div className={styles.grid2}>
          <PhoneField
            label={t('phone')}
            value={options.phone ?? ''}
            error={serverError('phone') ?? (errors.phone ? text(errors.phone) : null)}
            onChange={(phone) => setOption({ phone })}
          />
          {(place.cpf_required || options.cpf) && (
            <TextField
              label={t('cpf')}
              inputMode="numeric"
              value={options.cpf ?? ''}
              error={serverError('cpf') ?? (errors.cpf ? text(errors.cpf) : null)}
              onChange={(event) => setOption({ cpf: event.target.value })}
            />
          )}
          {place.service_supplier && (
            <TextField
              label={t('email')}
              type="email"
              autoComplete="email"
              value={options.email ?? ''}
              error={serverError('email') ?? (errors.email ? text(errors.email) : null)}
              onChange={(event) => setOption({ email: event.target.value })}
            />
          )}
          {place.service_supplier && (
            <TextField
              label={t('birthdate')}
              type="date"
              min="1910-01-01"
              max={isoDateInBrazil(new Date())}
              value={options.birthdate ?? ''}
              error={serverError('birthdate') ?? (errors.birthdate ? text(errors.birthdate) : null)}
              onChange={(event) => setOption({ birthdate: event.target.value })}
            />
          )}
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={obsId}>
            {t('observation')}
          </label>
          <textarea
            id={obsId}
            className={styles.textarea}
            maxLength={500}
            placeholder={t('observationHint')}
            value={options.observation ?? ''}
            onChange={(event) => setOption({ observation: event.target.value })}
          />
        </div>
      </div>

      <div className={styles.card}>
        <div className={styles.row}>
          <div className={styles.rowText}>
            <strong>{t('payment')}</strong>
            <span className={styles.muted}>
              {text(paymentTypeLabelKey(payment.paymentType))}
              {payment.paymentType === PAYMENT_TYPE.OTHER && payment.ccBrand ? ` · ${brandName(payment.ccBrand)}` : ''}
              {payment.paymentType === PAYMENT_TYPE.CASH && payment.changeAsked
                ? ` · ${payment.changeCents ? t('changeSummary', { amount: formatMoney(payment.changeCents, locale) }) : t('noChangeSummary')}`
                : ''}
            </span>
          </div>
          <Button
            variant="secondary"
            size="small"
            onClick={() => {
              setContinueAfter(false);
              setOpen('payment');
            }}
          >
            {isUnsetPaymentType(payment.paymentType) ? t('choosePayment') : t('changePayment')}
          </Button>
        </div>
        {(online.types.length > 0 || browserStore.getState().transactionId) && (
          <Suspense fallback={null}>
            <PaymentExtras
              type={payment.paymentType}
              totalCents={totalCents}
              maxInstallments={online.maxInstallments}
              available={online.types}
              ready={online.ready}
            />
          </Suspense>
        )}
        <div className={styles.row}>
          <div className={styles.rowText}>
            <strong>{t('coupon')}</strong>
            {c.coupon && !loyaltyOn && <span className={styles.muted}>{c.coupon}</span>}
            {couponServerError && (
              <p className={styles.error} role="alert">
                {couponServerError}
              </p>
            )}
          </div>
          <Button variant="secondary" size="small" onClick={() => setOpen('coupon')}>
            {c.coupon && !loyaltyOn ? t('removeCoupon') : t('addCoupon')}
          </Button>
        </div>
        {loyalty !== 'hidden' && (
          <div>
            <label className={styles.switch}>
              <span className={styles.rowText}>
                <strong>{t('loyalty')}</strong>
                <span className={styles.muted}>
                  {loyalty === 'disabled'
                    ? t('loyaltyMin', { amount: formatMoney(reaisToCents(place.cashback_min_saque), locale) })
                    : t('loyaltyBalance', {
                        amount: formatMoney(reaisToCents(user?.user_credit.total_cash ?? 0), locale),
                      })}
                </span>
              </span>
              <input
                type="checkbox"
                role="switch"
                aria-checked={loyaltyOn}
                checked={loyaltyOn}
                disabled={loyalty === 'disabled'}
                onChange={(event) =>
                  browserStore.getState().set('coupon', event.target.checked ? LOYALTY_COUPON : null)
                }
              />
            </label>
            {loyaltyError && (
              <p className={styles.error} role="alert">
                {loyaltyError}
              </p>
            )}
          </div>
        )}
      </div>

      <div className={styles.card}>{totals}</div>

      <div className={styles.orderBar}>
        {c.token ? (
          <Button fullWidth loading={order.sending} disabled={pending || updating} onClick={() => void submit()}>
            {t('order')}
          </Button>
        ) : (
          <Button
            fullWidth
            onClick={() => navigate(`${pathFor('Login')}?redirect=${encodeURIComponent(pathFor('Cart'))}`)}
          >
            {t('loginToOrder')}
          </Button>
        )}
      </div>

      {open === 'kind' && (
        <OrderTypeDialog
          open
          kinds={kinds}
          onChoose={(k) => {
            setOption({ kind: k });
            setOpen(null);
          }}
          onClose={() => setOpen(null)}
        />
      )}
      {open === 'address' && (
        <AddressPicker
          open
          selectedId={options.address_id ?? null}
          onClose={() => setOpen(null)}
          onSelected={(a) => setOption({ address_id: a?.address_id })}
        />
      )}
      {open === 'payment' && (
        <PaymentSheet
          open
          options={options$}
          brands={place.card_brands}
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
              setOpen(null);
              navigate(pathFor(browserStore.getState().token ? 'Payment' : 'NewCreditCard'));
              return;
            }
            setOpen(null);
            if (continueAfter) void submit();
          }}
          onClose={() => setOpen(null)}
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
            setOpen(null);
            if (continueAfter) void submit();
          }}
          onClose={() => setOpen(null)}
        />
      )}
      {open === 'coupon' && (
        <CouponDialog
          open
          applied={c.coupon && !loyaltyOn ? c.coupon : null}
          error={couponError}
          busy={couponBusy}
          onApply={(code) => void applyCoupon(code)}
          onRemove={() => void removeCoupon()}
          onClose={() => setOpen(null)}
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
    </section>
  );
}
