import { SHARE_WINDOW_MS } from '@app/domain/shared/constants';
import { usePlace } from '../../../app/shared/current-place.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { basePath } from '../../../lib/base-path.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/snackbar.ts';
import type { Order } from '../api/order-calls.ts';
import { isMobileAgent, orderShareLink, whatsAppLink } from '../lib/share.ts';
import styles from './orders.module.css';

/** Opens a link in a new window and closes that window after 5 s (spec 1 §9 "share window"). */
export function openBriefly(url: string): void {
  const opened = window.open(url, '_blank', 'noopener=no');
  if (opened) window.setTimeout(() => opened.close(), SHARE_WINDOW_MS);
}

/** Spec 3 §2.4 share-order dialog: copy the link, or send it via the messaging app. */
export function ShareOrderDialog({
  order,
  onClose,
}: {
  order: Pick<Order, '_id' | 'number' | 'auth_code'>;
  onClose: () => void;
}) {
  const { t } = useTranslation('orders');
  const place = usePlace();
  const link = orderShareLink(window.location.origin, basePath.basename, order._id, order.auth_code);
  const message = t('shareMessage', { number: order.number, place: place?.restaurantname ?? '', link });

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      notify(t('copied'), { kind: 'success' });
    } catch {
      notify(t('copyError'), { kind: 'error' });
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={t('shareTitle')}
      description={t('shareText')}
      closeLabel={t('common:close')}
    >
      <p className={styles.muted} style={{ overflowWrap: 'anywhere' }}>
        {link}
      </p>
      <div className={styles.actions}>
        <Button onClick={() => void copy()}>{t('copyLink')}</Button>
        <Button
          variant="secondary"
          onClick={() => openBriefly(whatsAppLink(message, isMobileAgent(navigator.userAgent)))}
        >
          {t('sendWhatsApp')}
        </Button>
      </div>
    </Dialog>
  );
}
