import { ORDER_TOTAL_MAX_CENTS } from '@app/domain/shared/bounds';
import { centsToReais, formatMoney } from '@app/domain/shared/money';
import { readFlatDiscountCents, readPercent } from '@app/domain/staff/rules';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SubmitForm } from '../../../components/ui/submit-form.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { browserStore, type Discounts } from '../../../lib/storage.ts';
import styles from './staff.module.css';

export type DiscountKind = 'percent' | 'flat';

/**
 * The percent-discount and flat-discount dialogs (spec 3 §2.4, manager only). They are mutually
 * exclusive (spec 1 §5): saving one replaces the other. The server prices the cart with it.
 */
export function DiscountDialog({ kind, onClose }: { kind: DiscountKind; onClose: () => void }) {
  const { t, i18n } = useTranslation('staff');
  const locale = i18n.language === 'en' ? 'en' : 'pt-BR';
  const current = browserStore.getState().discounts;
  const [text, setText] = useState(() => {
    if (kind === 'percent' && current?.percent_discount) return String(current.percent_discount).replace('.', ',');
    if (kind === 'flat' && current?.flat_discount) return String(current.flat_discount.toFixed(2)).replace('.', ',');
    return '';
  });
  const [error, setError] = useState<string | null>(null);
  const save = () => {
    let next: Discounts | null = null;
    if (kind === 'percent') {
      const percent = readPercent(text);
      if (percent === null) return setError(t('discount.percentInvalid'));
      next = { percent_discount: percent };
    } else {
      const cents = readFlatDiscountCents(text, ORDER_TOTAL_MAX_CENTS);
      if (cents === null)
        return setError(t('discount.flatInvalid', { max: formatMoney(ORDER_TOTAL_MAX_CENTS, locale) }));
      next = { flat_discount: centsToReais(cents) };
    }
    browserStore.getState().set('discounts', next);
    onClose();
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={kind === 'percent' ? t('discount.percentTitle') : t('discount.flatTitle')}
      description={t('discount.exclusive')}
      closeLabel={t('common:close')}
    >
      <SubmitForm className={styles.stack} onSubmit={save}>
        <TextField
          label={kind === 'percent' ? t('discount.percentLabel') : t('discount.flatLabel')}
          inputMode="decimal"
          autoComplete="off"
          autoFocus
          suffix={kind === 'percent' ? '%' : undefined}
          value={text}
          error={error}
          onChange={(e) => {
            setText(e.target.value);
            setError(null);
          }}
        />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('common:cancel')}
          </Button>
          <Button type="submit">{t('discount.apply')}</Button>
        </div>
      </SubmitForm>
    </Dialog>
  );
}
