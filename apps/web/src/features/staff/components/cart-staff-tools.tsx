import { formatMoney, reaisToCents } from '@app/domain/shared/money';
import { expiryInUnits, neverExpires } from '@app/domain/staff/rules';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { browserStore, useBrowserStore } from '../../../lib/storage.ts';
import { DiscountDialog, type DiscountKind } from './discount-dialog.tsx';
import { type ExpiryChoice, ExpiryDialog } from './expiry-dialog.tsx';
import { SavedCartTools } from './saved-cart-tools.tsx';
import styles from './staff.module.css';

/**
 * Spec 1 §2 'Manager-only cart parts' on the cart page: percent or flat discount (one at a time)
 * and the order's expiry. The budget switch stays with the payment choice it forces.
 */
export function CartStaffTools({
  expiry,
  placeHours,
  onExpiry,
}: {
  expiry: ExpiryChoice;
  placeHours: number;
  onExpiry: (choice: ExpiryChoice) => void;
}) {
  const { t, i18n } = useTranslation('staff');
  const locale = i18n.language === 'en' ? 'en' : 'pt-BR';
  const discounts = useBrowserStore((s) => s.discounts);
  const [open, setOpen] = useState<DiscountKind | 'expiry' | null>(null);

  const discountText = discounts?.percent_discount
    ? t('discount.percentShown', { value: String(discounts.percent_discount).replace('.', ',') })
    : discounts?.flat_discount
      ? formatMoney(reaisToCents(discounts.flat_discount), locale)
      : t('discount.none');
  const setHours = expiry.expire_in ?? placeHours;
  const never = neverExpires(setHours, expiry.dont_expire);
  const shown = expiryInUnits(setHours);
  const expiryText = never ? t('expiry.neverShown') : t(`expiry.shown.${shown.unit}`, { count: shown.amount });

  return (
    <section className={styles.tools} aria-labelledby="staff-tools-title">
      <h2 id="staff-tools-title" className={styles.subtitle}>
        {t('tools.title')}
      </h2>
      <div className={styles.toolRow}>
        <span className={styles.toolText}>
          <span className={styles.facts}>{t('discount.label')}</span>
          <strong data-testid="staff-discount">{discountText}</strong>
        </span>
        <span className={styles.toolButtons}>
          <Button size="small" variant="secondary" onClick={() => setOpen('percent')}>
            {t('discount.percentButton')}
          </Button>
          <Button size="small" variant="secondary" onClick={() => setOpen('flat')}>
            {t('discount.flatButton')}
          </Button>
          {discounts && (
            <Button size="small" variant="text" onClick={() => browserStore.getState().set('discounts', null)}>
              {t('discount.remove')}
            </Button>
          )}
        </span>
      </div>
      <div className={styles.toolRow}>
        <span className={styles.toolText}>
          <span className={styles.facts}>{t('expiry.label')}</span>
          <strong data-testid="staff-expiry">{expiryText}</strong>
        </span>
        <span className={styles.toolButtons}>
          <Button size="small" variant="secondary" onClick={() => setOpen('expiry')}>
            {t('expiry.change')}
          </Button>
        </span>
      </div>
      <SavedCartTools />
      {(open === 'percent' || open === 'flat') && <DiscountDialog kind={open} onClose={() => setOpen(null)} />}
      {open === 'expiry' && (
        <ExpiryDialog value={expiry} placeHours={placeHours} onSave={onExpiry} onClose={() => setOpen(null)} />
      )}
    </section>
  );
}
