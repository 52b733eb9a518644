import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import type { OrderKind } from '../../cart/index.ts';
import styles from './cart.module.css';

/** Spec 3 §2.4 order-type dialog: how the customer wants to order (now, scheduled, local). */
export function OrderTypeDialog({
  open,
  kinds,
  onChoose,
  onClose,
}: {
  open: boolean;
  kinds: readonly OrderKind[];
  onChoose: (kind: OrderKind) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('cart');
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t('kindTitle')}
      description={t('kindText')}
      closeLabel={t('common:close')}
    >
      <div className={styles.form}>
        {kinds.map((kind) => (
          <Button key={kind} variant="secondary" fullWidth onClick={() => onChoose(kind)}>
            {t(`kinds.${kind}`)}
          </Button>
        ))}
      </div>
    </Dialog>
  );
}
