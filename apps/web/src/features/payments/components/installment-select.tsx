import { installmentOptions } from '@app/domain/payments/rules';
import { formatMoney } from '@app/domain/shared/money';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import styles from './payments.module.css';

/**
 * The installment chooser (spec 1 §5): total / n for each n up to the seller's maximum, only while
 * an installment is at least R$ 1,00; the card machine adds 'Débito' (0).
 */
export function InstallmentSelect({
  totalCents,
  maxInstallments,
  cardMachine = false,
  value,
  onChange,
  label,
}: {
  totalCents: number;
  maxInstallments: number;
  cardMachine?: boolean;
  value: number;
  onChange: (installments: number) => void;
  label?: string;
}) {
  const { t, i18n } = useTranslation('payments');
  const id = useId();
  const locale = i18n.language === 'en' ? 'en' : 'pt-BR';
  const options = installmentOptions(totalCents, maxInstallments, { cardMachine });
  const current = options.some((o) => o.installments === value) ? value : (options[0]?.installments ?? 1);
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label ?? t('installments')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={current}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {options.map((o) => (
          <option key={o.installments} value={o.installments}>
            {o.installments === 0
              ? t('debit')
              : o.installments === 1
                ? t('installmentSingle', { amount: formatMoney(o.amountCents, locale) })
                : t('installmentOption', { n: o.installments, amount: formatMoney(o.amountCents, locale) })}
          </option>
        ))}
      </select>
    </div>
  );
}
