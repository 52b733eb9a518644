import { useState } from 'react';
import { useValidationText } from '../../../app/shared/use-validation-text.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SubmitForm } from '../../../components/ui/submit-form.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import styles from './cart.module.css';

/**
 * Spec 1 §5 coupon dialog: the code is uppercased, an empty one reads 'Nenhum cupom foi
 * informado', the field is disabled once a coupon is applied, Enter submits.
 */
export function CouponDialog({
  open,
  applied,
  error,
  busy,
  onApply,
  onRemove,
  onClose,
}: {
  open: boolean;
  applied: string | null;
  /** The server's refusal of the last code (shown under the field). */
  error: string | null;
  busy: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('cart');
  const text = useValidationText();
  const [code, setCode] = useState(applied ?? '');
  const [empty, setEmpty] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t('couponTitle')}
      closeLabel={t('common:close')}
    >
      <SubmitForm
        className={styles.form}
        onSubmit={() => {
          if (applied) return;
          const value = code.trim().toUpperCase();
          if (!value) return setEmpty(true);
          onApply(value);
        }}
      >
        <TextField
          label={t('couponLabel')}
          value={applied ?? code}
          disabled={!!applied || busy}
          autoCapitalize="characters"
          autoComplete="off"
          maxLength={40}
          error={empty ? text('couponEmpty') : error}
          onChange={(event) => {
            setCode(event.target.value.toUpperCase());
            setEmpty(false);
          }}
        />
        {applied ? (
          <Button variant="secondary" fullWidth onClick={onRemove} loading={busy}>
            {t('removeCoupon')}
          </Button>
        ) : (
          <Button type="submit" fullWidth loading={busy}>
            {t('applyCoupon')}
          </Button>
        )}
      </SubmitForm>
    </Dialog>
  );
}
