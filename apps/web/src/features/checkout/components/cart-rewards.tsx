import { LOYALTY_COUPON_CODE } from '@app/domain/coupons/rules';
import { COUPON_LOYALTY_ERROR_CODE } from '@app/domain/shared/constants';
import { formatMoney, reaisToCents } from '@app/domain/shared/money';
import { useState } from 'react';
import { useCurrentUser } from '../../../app/shared/current-user.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { api, errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/snackbar.ts';
import { browserStore } from '../../../lib/storage.ts';
import { loyaltySwitchState, type PlaceRules } from '../lib/checkout-rules.ts';
import styles from './cart.module.css';
import { CouponDialog } from './coupon-dialog.tsx';

/**
 * Coupon row (with its dialog) and the loyalty switch 'Usar saldo fidelidade' (spec 1 §4
 * "Loyalty": hidden for staff and in open-order mode, disabled below cashback_min_saque; error 1007
 * under it). The coupon is checked with cupom/view and kept in the browser until the order.
 */
export function CartRewards({
  place,
  staff,
  openOrderMode,
  coupon,
  priced,
  locale,
}: {
  place: PlaceRules;
  staff: boolean;
  openOrderMode: boolean;
  coupon: string | null;
  priced: { cupons_error?: string | null; cupons_error_code?: number | null } | null;
  locale: 'pt-BR' | 'en';
}) {
  const { t } = useTranslation('cart');
  const user = useCurrentUser();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const loyalty = loyaltySwitchState({
    place,
    staff,
    openOrderMode,
    cashbackCoupon: LOYALTY_COUPON_CODE,
    totalCashReais: user?.user_credit.total_cash ?? 0,
  });
  const loyaltyOn = coupon === LOYALTY_COUPON_CODE;
  const couponServerError =
    priced?.cupons_error && priced.cupons_error_code !== COUPON_LOYALTY_ERROR_CODE ? priced.cupons_error : null;
  const loyaltyError = priced?.cupons_error_code === COUPON_LOYALTY_ERROR_CODE ? priced.cupons_error : null;

  const apply = async (code: string) => {
    setBusy(true);
    setError(null);
    try {
      await api.call('cupom/view', { code });
      browserStore.getState().set('coupon', code);
      notify(t('couponApplied', { code }), { kind: 'success' });
      setOpen(false);
    } catch (failure) {
      setError(errorMessage(failure, t('common:genericError')));
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    try {
      // Nothing is stored on the server before the order; the call is for symmetry with an order.
      await api.call('removecoupon', {}).catch(() => {});
      browserStore.getState().set('coupon', null);
      setOpen(false);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <div className={styles.row}>
        <div className={styles.rowText}>
          <strong>{t('coupon')}</strong>
          {coupon && !loyaltyOn && <span className={styles.muted}>{coupon}</span>}
          {couponServerError && (
            <p className={styles.error} role="alert">
              {couponServerError}
            </p>
          )}
        </div>
        <Button variant="secondary" size="small" onClick={() => setOpen(true)}>
          {coupon && !loyaltyOn ? t('removeCoupon') : t('addCoupon')}
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
            <Switch
              checked={loyaltyOn}
              disabled={loyalty === 'disabled'}
              onChange={(on) => browserStore.getState().set('coupon', on ? LOYALTY_COUPON_CODE : null)}
            />
          </label>
          {loyaltyError && (
            <p className={styles.error} role="alert">
              {loyaltyError}
            </p>
          )}
        </div>
      )}
      {open && (
        <CouponDialog
          open
          applied={coupon && !loyaltyOn ? coupon : null}
          error={error}
          busy={busy}
          onApply={(code) => void apply(code)}
          onRemove={() => void remove()}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
