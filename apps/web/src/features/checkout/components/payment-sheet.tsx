import { PAYMENT_TYPE, paymentTypeLabelKey } from '@app/domain/payments/rules';
import { brandName } from '@app/domain/places/card-brands';
import { useId, useState } from 'react';
import { useValidationText } from '../../../app/shared/use-validation-text.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SubmitForm } from '../../../components/ui/submit-form.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import styles from './cart.module.css';

/**
 * The payment chooser (spec 1 §4 payment types): the types the place offers; card on delivery
 * (1) asks for the brand from the place's card_brands.
 */
export function PaymentSheet({
  open,
  options,
  brands,
  current,
  currentBrand,
  onChoose,
  onClose,
}: {
  open: boolean;
  options: readonly number[];
  brands: readonly string[];
  current: number;
  currentBrand: string | null;
  onChoose: (type: number, brand: string | null) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('cart');
  const text = useValidationText();
  const [type, setType] = useState<number | null>(options.includes(current) ? current : null);
  const [brand, setBrand] = useState(currentBrand ?? '');
  const [error, setError] = useState<string | null>(null);
  const brandId = useId();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t('paymentTitle')}
      closeLabel={t('common:close')}
    >
      <SubmitForm
        className={styles.form}
        onSubmit={() => {
          if (type === null) return setError(text('paymentUnset'));
          if (type === PAYMENT_TYPE.OTHER && !brand) return setError(t('brandRequired'));
          onChoose(type, type === PAYMENT_TYPE.OTHER ? brand : null);
        }}
      >
        <fieldset className={styles.choiceGroup}>
          <legend className="visually-hidden">{t('payment')}</legend>
          <ul className={styles.paymentList}>
            {options.map((option) => (
              <li key={option}>
                <label className={styles.paymentOption}>
                  <input
                    type="radio"
                    name="payment-type"
                    checked={type === option}
                    onChange={() => {
                      setType(option);
                      setError(null);
                    }}
                  />
                  {text(paymentTypeLabelKey(option))}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        {type === PAYMENT_TYPE.OTHER && (
          <div className={styles.field}>
            <label className={styles.label} htmlFor={brandId}>
              {t('brand')}
            </label>
            <select
              id={brandId}
              className={styles.select}
              value={brand}
              onChange={(event) => {
                setBrand(event.target.value);
                setError(null);
              }}
            >
              <option value="">{t('chooseBrand')}</option>
              {brands.map((b) => (
                <option key={b} value={b}>
                  {brandName(b)}
                </option>
              ))}
            </select>
          </div>
        )}
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        <Button type="submit" fullWidth>
          {t('confirm')}
        </Button>
      </SubmitForm>
    </Dialog>
  );
}
