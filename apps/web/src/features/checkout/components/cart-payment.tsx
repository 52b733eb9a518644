import { isUnsetPaymentType, PAYMENT_TYPE, paymentTypeLabelKey } from '@app/domain/payments/rules';
import { brandName } from '@app/domain/places/card-brands';
import { formatMoney } from '@app/domain/shared/money';
import { lazy, Suspense } from 'react';
import { useValidationText } from '../../../app/shared/use-validation-text.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useBrowserStore } from '../../../lib/storage.ts';
import type { CheckoutState } from '../lib/checkout-store.ts';
import styles from './cart.module.css';

/** Online card, card machine and Pix parts of the payment row: a lazy chunk. */
const PaymentExtras = lazy(() => import('../../payments/components/payment-extras.tsx'));

export type OnlineOffer = { types: number[]; maxInstallments: number; ready: boolean };

/**
 * The payment row (spec 1 §4): the chosen type (card brand, change), the button to the chooser, the
 * payments feature's extras (card, installments, 'Ver pix', pin pad), the staff-only budget flag
 * (which forces type 4) and, for an order joining the person's open order with no type chosen, the
 * note that it goes on the bill (type 2 with pay_bill 2).
 */
export function CartPayment({
  payment,
  effectiveType,
  onBill,
  totalCents,
  online,
  staff,
  budget,
  onBudget,
  onChoose,
  locale,
}: {
  payment: CheckoutState;
  /** The type the order will be paid with (payment-rules.ts effectivePayment). */
  effectiveType: number;
  onBill: boolean;
  totalCents: number;
  online: OnlineOffer;
  staff: boolean;
  budget: boolean;
  onBudget: (on: boolean) => void;
  onChoose: () => void;
  locale: 'pt-BR' | 'en';
}) {
  const { t } = useTranslation('cart');
  const text = useValidationText();
  const transactionId = useBrowserStore((s) => s.transactionId);
  const type = effectiveType;
  return (
    <>
      <div className={styles.row}>
        <div className={styles.rowText}>
          <strong>{t('payment')}</strong>
          <span className={styles.muted}>
            {onBill ? t('onBill') : text(paymentTypeLabelKey(type))}
            {type === PAYMENT_TYPE.OTHER && payment.ccBrand ? ` · ${brandName(payment.ccBrand)}` : ''}
            {type === PAYMENT_TYPE.CASH && payment.changeAsked
              ? ` · ${payment.changeCents ? t('changeSummary', { amount: formatMoney(payment.changeCents, locale) }) : t('noChangeSummary')}`
              : ''}
          </span>
        </div>
        {!budget && (
          <Button variant="secondary" size="small" onClick={onChoose}>
            {isUnsetPaymentType(payment.paymentType) ? t('choosePayment') : t('changePayment')}
          </Button>
        )}
      </div>
      {staff && (
        <label className={styles.switch}>
          <span className={styles.rowText}>
            <strong>{t('budget')}</strong>
            <span className={styles.muted}>{t('budgetHint')}</span>
          </span>
          <Switch checked={budget} onChange={onBudget} />
        </label>
      )}
      {(online.types.length > 0 || transactionId) && (
        <Suspense fallback={null}>
          <PaymentExtras
            type={onBill ? PAYMENT_TYPE.UNSET : type}
            totalCents={totalCents}
            maxInstallments={online.maxInstallments}
          />
        </Suspense>
      )}
    </>
  );
}
