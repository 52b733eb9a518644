import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/snackbar.ts';
import styles from './rewards.module.css';

/**
 * Spec 3 §2.4 refer-a-friend dialog (decision 118): the person's share coupon in a message to send,
 * with a copy button, and the phone's share sheet where there is one.
 */
export function ReferFriendDialog({
  code,
  place,
  link,
  onClose,
}: {
  code: string;
  place: string;
  link: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('cart');
  const text = t('referFriend.message', { code, place, link });
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      notify(t('cashback.copied'), { kind: 'success' });
    } catch {
      notify(t('orders:copyError'), { kind: 'error' });
    }
  };
  const share = async () => {
    try {
      await navigator.share({ text });
    } catch {
      // Closed without sharing: nothing to say.
    }
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('referFriend.title')}
      description={t('referFriend.hint')}
      closeLabel={t('common:close')}
    >
      <p className={styles.shareText} data-testid="refer-friend-text">
        {text}
      </p>
      <div className={styles.shareActions}>
        {canShare && <Button onClick={() => void share()}>{t('referFriend.share')}</Button>}
        <Button variant={canShare ? 'secondary' : 'primary'} onClick={() => void copy()}>
          {t('referFriend.copy')}
        </Button>
      </div>
    </Dialog>
  );
}
