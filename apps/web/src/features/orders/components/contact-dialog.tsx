import { usePrelogin } from '../../../app/shared/current-place.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { isMobileAgent, phoneOfSupportLink, whatsAppLink } from '../lib/share.ts';
import { openBriefly } from './share-order-dialog.tsx';

/**
 * Spec 1 §2 contact dialog: e-mail, WhatsApp, cancel. The customer reaches the place about an
 * order; WhatsApp goes to the place's support number, e-mail to the address given (when known).
 */
export function ContactDialog({
  orderNumber,
  email,
  onClose,
}: {
  orderNumber: number;
  email?: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('orders');
  const prelogin = usePrelogin();
  const place = prelogin?.restaurant_data;
  const phone = phoneOfSupportLink(prelogin?.support_link ?? place?.support_link);
  const message = t('contactMessage', { number: orderNumber });
  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={t('contactTitle')}
      description={t('contactText', { place: place?.restaurantname ?? '', number: orderNumber })}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          {email && (
            <Button
              variant="secondary"
              onClick={() => {
                window.location.href = `mailto:${email}?subject=${encodeURIComponent(message)}`;
                onClose();
              }}
            >
              {t('email')}
            </Button>
          )}
          {phone && (
            <Button
              onClick={() => {
                openBriefly(whatsAppLink(message, isMobileAgent(navigator.userAgent), phone));
                onClose();
              }}
            >
              {t('whatsapp')}
            </Button>
          )}
        </>
      }
    />
  );
}
