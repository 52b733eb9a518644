import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

/**
 * Spec 3 §2.4 confirm-address modal: the server's word about the address (an address error of
 * the cart, or 'Endereço não encontrado'), with 'change or register address' and 'cancel'.
 */
export function ConfirmAddressDialog({
  open,
  message,
  onChange,
  onCancel,
}: {
  open: boolean;
  message: string;
  onChange: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('addresses');
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onCancel()}
      title={t('confirmTitle')}
      description={message}
      role="alertdialog"
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('cancel')}
          </Button>
          <Button onClick={onChange}>{t('confirmChange')}</Button>
        </>
      }
    />
  );
}
