import { changeMaxCents } from '@app/domain/payments/rules';
import { CHANGE_MAX_EXTRA_CENTS } from '@app/domain/shared/constants';
import { formatMoney, parseMoneyInput, validateMoneyInput } from '@app/domain/shared/money';
import { useState } from 'react';
import { useValidationText } from '../../../app/shared/use-validation-text.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SubmitForm } from '../../../components/ui/submit-form.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { validateChange } from '../lib/checkout-rules.ts';
import styles from './cart.module.css';

/** Cash (type 0): the change dialog asked before the order is sent (spec 1 §4 "Checkout"). */
export function ChangeDialog({
  open,
  totalCents,
  initialCents,
  locale,
  onAnswer,
  onClose,
}: {
  open: boolean;
  totalCents: number;
  initialCents: number | null;
  locale: 'pt-BR' | 'en';
  /** null: no change needed. */
  onAnswer: (payWithCents: number | null) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('cart');
  const text = useValidationText();
  const [value, setValue] = useState(initialCents ? formatMoney(initialCents, 'pt-BR').replace(/^R\$\s*/, '') : '');
  const [error, setError] = useState<string | null>(null);
  const total = formatMoney(totalCents, locale);

  const confirm = () => {
    const cents = parseMoneyInput(value);
    const invalid = validateMoneyInput(cents);
    if (invalid) return setError(text(invalid));
    const refused = validateChange(cents, totalCents);
    if (refused === 'changeTooLow') return setError(t('changeTooLow', { total }));
    if (refused === 'changeTooHigh')
      return setError(
        t('changeTooHigh', {
          max: formatMoney(changeMaxCents(totalCents), locale),
          extra: formatMoney(CHANGE_MAX_EXTRA_CENTS, locale),
        }),
      );
    onAnswer(cents);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t('changeTitle')}
      description={t('changeText', { total })}
      closeLabel={t('common:close')}
    >
      <SubmitForm className={styles.form} onSubmit={confirm}>
        <TextField
          label={t('changeFor')}
          inputMode="decimal"
          placeholder="0,00"
          value={value}
          error={error}
          autoFocus
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
          }}
        />
        <Button type="submit" fullWidth>
          {t('changeConfirm')}
        </Button>
        <Button variant="secondary" fullWidth onClick={() => onAnswer(null)}>
          {t('noChange')}
        </Button>
      </SubmitForm>
    </Dialog>
  );
}
