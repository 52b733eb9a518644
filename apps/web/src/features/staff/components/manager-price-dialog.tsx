import { PRICE_MAX_CENTS } from '@app/domain/shared/bounds';
import { centsToReais, formatMoney, reaisToCents } from '@app/domain/shared/money';
import { readManagerPriceCents } from '@app/domain/staff/rules';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SubmitForm } from '../../../components/ui/submit-form.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import styles from './staff.module.css';

/**
 * Per-item manager price (spec 1 §5: optional, comma decimals, manager only). Empty goes back to
 * the catalogue's price. The server uses it only with the place's manager token, within bounds.
 */
export function ManagerPriceDialog({
  name,
  current,
  onSave,
  onClose,
}: {
  name: string;
  /** Reais, or null for the catalogue's price. */
  current: number | null;
  onSave: (reais: number | null) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('staff');
  const locale = i18n.language === 'en' ? 'en' : 'pt-BR';
  const [text, setText] = useState(() =>
    current === null ? '' : formatMoney(reaisToCents(current), 'pt-BR').replace(/^R\$\s/, ''),
  );
  const [error, setError] = useState<string | null>(null);
  const save = () => {
    if (text.trim() === '') {
      onSave(null);
      return onClose();
    }
    const cents = readManagerPriceCents(text, PRICE_MAX_CENTS);
    if (cents === null) return setError(t('price.invalid', { max: formatMoney(PRICE_MAX_CENTS, locale) }));
    onSave(centsToReais(cents));
    onClose();
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('price.title', { name })}
      description={t('price.hint')}
      closeLabel={t('common:close')}
    >
      <SubmitForm className={styles.stack} onSubmit={save}>
        <TextField
          label={t('price.label')}
          inputMode="decimal"
          autoComplete="off"
          autoFocus
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
          <Button type="submit">{t('price.save')}</Button>
        </div>
      </SubmitForm>
    </Dialog>
  );
}
