import { formatDateTime } from '@app/domain/orders/rules';
import { useState } from 'react';
import { pathFor } from '../../../app/route-table.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { errorIs, errorMessage } from '../../../lib/api.ts';
import { basePath } from '../../../lib/base-path.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/snackbar.ts';
import { browserStore, useBrowserStore } from '../../../lib/storage.ts';
import { ui } from '../../../lib/ui-store.ts';
import { cart } from '../../cart/index.ts';
import { saveCart, useShareCart } from '../api/counter-calls.ts';
import { cartToSave } from '../lib/saved-cart.ts';
import styles from './staff.module.css';

type Saved = { id: string; expires_at: string };

/** Saves the cart under its code (a new one the first time, or when the old one expired). */
async function saveCurrentCart(): Promise<Saved> {
  const store = browserStore.getState();
  const body = cartToSave(cart.get(), store.discounts);
  const id = store.cacheCartId;
  try {
    return await saveCart({ ...(id ? { id } : {}), cart: body });
  } catch (error) {
    if (!id || !errorIs(error, 'savedCartGone')) throw error;
    return saveCart({ cart: body });
  }
}

/**
 * The cart page's 'Carrinho salvo' row (decision 115): save the cart under a code to load it on
 * another device, share it with the customer, or load another one.
 */
export function SavedCartTools() {
  const { t } = useTranslation('staff');
  const code = useBrowserStore((s) => s.cacheCartId);
  const [saved, setSaved] = useState<Saved | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    setBusy(true);
    try {
      const result = await saveCurrentCart();
      browserStore.getState().set('cacheCartId', result.id);
      setSaved(result);
    } catch (error) {
      notify(errorMessage(error, t('common:genericError')), { kind: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.toolRow}>
      <span className={styles.toolText}>
        <span className={styles.facts}>{t('savedCart.label')}</span>
        <strong data-testid="saved-cart-code">{code ?? t('savedCart.none')}</strong>
      </span>
      <span className={styles.toolButtons}>
        <Button size="small" variant="secondary" loading={busy} onClick={() => void save()}>
          {t('savedCart.save')}
        </Button>
        <Button size="small" variant="secondary" onClick={() => ui.openDialog({ kind: 'load-cart' })}>
          {t('savedCart.loadButton')}
        </Button>
      </span>
      {saved && <SavedCartDialog saved={saved} onClose={() => setSaved(null)} />}
    </div>
  );
}

function SavedCartDialog({ saved, onClose }: { saved: Saved; onClose: () => void }) {
  const { t } = useTranslation('staff');
  const share = useShareCart();
  const link = share.data
    ? `${window.location.origin}${basePath.basename}${pathFor('Home')}?carrinho=${encodeURIComponent(share.data.code)}`
    : null;
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      notify(t('savedCart.copied'), { kind: 'success' });
    } catch {
      notify(t('savedCart.copyError'), { kind: 'error' });
    }
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('savedCart.savedTitle')}
      description={t('savedCart.savedHint')}
      closeLabel={t('common:close')}
    >
      <div className={styles.stack}>
        <p className={styles.code} data-testid="saved-cart-dialog-code">
          {saved.id}
        </p>
        <p className={styles.muted}>{t('savedCart.validUntil', { date: formatDateTime(saved.expires_at) })}</p>
        {share.data && link ? (
          <>
            <p className={styles.subtitle}>{t('savedCart.shareTitle')}</p>
            <p className={styles.code} data-testid="shared-cart-code">
              {share.data.code}
            </p>
            <p className={styles.muted} style={{ overflowWrap: 'anywhere' }}>
              {link}
            </p>
            <p className={styles.muted}>
              {t('savedCart.shareValidUntil', { date: formatDateTime(share.data.expires_at) })}
            </p>
          </>
        ) : (
          share.isError && (
            <p role="alert" className={styles.error}>
              {errorMessage(share.error, t('common:genericError'))}
            </p>
          )
        )}
        <div className={styles.actions}>
          {link ? (
            <Button variant="secondary" onClick={() => void copy(link)}>
              {t('savedCart.copyLink')}
            </Button>
          ) : (
            <Button variant="secondary" loading={share.isPending} onClick={() => share.mutate(saved.id)}>
              {t('savedCart.share')}
            </Button>
          )}
          <Button onClick={onClose}>{t('savedCart.done')}</Button>
        </div>
      </div>
    </Dialog>
  );
}
