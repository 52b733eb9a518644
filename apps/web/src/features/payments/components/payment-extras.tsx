import { PAYMENT_TYPE } from '@app/domain/payments/rules';
import { pathFor } from '../../../app/route-table.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link, useNavigate } from '../../../lib/router.tsx';
import { useBrowserStore } from '../../../lib/storage.ts';
import { paymentChoice, usePaymentChoice } from '../lib/payment-store.ts';
import { BrandBadge, brandLabel } from './brand-badge.tsx';
import { InstallmentSelect } from './installment-select.tsx';
import styles from './payments.module.css';
import { PinpadHost } from './pinpad-dialog.tsx';

/**
 * The cart's payment row, payments part (a lazy chunk): the chosen online card and its
 * installments (type 2), the card machine's installments with 'Débito' (type 5), 'Ver pix' while a
 * Pix transaction is stored, and the pin pad dialog host. (Type 2 resetting when online payment
 * stops being available is the checkout's rule: features/checkout/hooks/use-payment-type-rules.ts.)
 */
export default function PaymentExtras({
  type,
  totalCents,
  maxInstallments,
}: {
  type: number;
  totalCents: number;
  maxInstallments: number;
}) {
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  const token = useBrowserStore((s) => s.token);
  const transactionId = useBrowserStore((s) => s.transactionId);
  const card = usePaymentChoice((s) => s.card);
  const installments = usePaymentChoice((s) => s.installments);

  return (
    <>
      {type === PAYMENT_TYPE.ONLINE_CARD && (
        <div className={styles.stack}>
          <div className={styles.summary}>
            {card ? (
              <>
                <BrandBadge brand={card.brand} />
                <span>{t('chosenCard', { brand: brandLabel(card.brand), last4: card.last4 })}</span>
              </>
            ) : (
              <span className={styles.muted}>{t('selectCard')}</span>
            )}
            <Button variant="text" size="small" onClick={() => navigate(pathFor(token ? 'Payment' : 'NewCreditCard'))}>
              {card ? t('changeCard') : t('chooseCard')}
            </Button>
          </div>
          {maxInstallments > 1 && (
            <InstallmentSelect
              totalCents={totalCents}
              maxInstallments={maxInstallments}
              value={installments}
              onChange={paymentChoice.setInstallments}
            />
          )}
        </div>
      )}
      {type === PAYMENT_TYPE.CARD_MACHINE && (
        <InstallmentSelect
          totalCents={totalCents}
          maxInstallments={maxInstallments}
          cardMachine
          value={installments}
          onChange={paymentChoice.setInstallments}
          label={t('pinpad.installments')}
        />
      )}
      {transactionId && <Link to={pathFor('Pix', { id: transactionId })}>{t('seePix')}</Link>}
      <PinpadHost />
    </>
  );
}
