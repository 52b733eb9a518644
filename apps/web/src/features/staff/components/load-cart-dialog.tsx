import { useState } from 'react';
import { pathFor } from '../../../app/route-table.ts';
import { useCurrentUser } from '../../../app/shared/current-user.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SubmitForm } from '../../../components/ui/submit-form.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useNavigate } from '../../../lib/router.tsx';
import { notify } from '../../../lib/snackbar.ts';
import { useBrowserStore } from '../../../lib/storage.ts';
import { ui } from '../../../lib/ui-store.ts';
import { useLoadCart } from '../api/counter-calls.ts';
import { fillCart } from '../lib/saved-cart.ts';
import styles from './staff.module.css';

/**
 * 'Carregar carrinho' (decision 115): a saved cart by its code (staff, on any device) or by a share
 * code (the customer). The cart in this browser is replaced; the cart page opens.
 */
export function LoadCartDialog({ code: given }: { code?: string }) {
  const { t } = useTranslation('staff');
  const navigate = useNavigate();
  const user = useCurrentUser();
  const token = useBrowserStore((s) => s.token);
  const managerToken = useBrowserStore((s) => s.managerToken);
  const staff = Boolean(user?.manager && managerToken);
  const [code, setCode] = useState(given ?? '');
  const [error, setError] = useState<string | null>(null);
  const load = useLoadCart();
  const close = () => ui.closeDialog();

  const submit = async () => {
    if (!code.trim()) return setError(t('savedCart.codeRequired'));
    try {
      const loaded = await load.mutateAsync(code);
      const skipped = fillCart(loaded, staff);
      if (skipped.length > 0) notify(t('savedCart.skipped', { names: skipped.join(', ') }), { persistent: true });
      else notify(t('savedCart.loaded', { code: loaded.id }), { kind: 'success' });
      close();
      navigate(pathFor('Cart'));
    } catch (e) {
      setError(errorMessage(e, t('common:genericError')));
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && close()}
      title={t('savedCart.loadTitle')}
      description={t('savedCart.loadHint')}
      closeLabel={t('common:close')}
    >
      {token ? (
        <SubmitForm className={styles.stack} onSubmit={() => void submit()}>
          <TextField
            label={t('savedCart.code')}
            autoComplete="off"
            autoCapitalize="characters"
            autoFocus
            maxLength={20}
            value={code}
            error={error}
            onChange={(e) => {
              setCode(e.target.value);
              setError(null);
            }}
          />
          <div className={styles.actions}>
            <Button variant="secondary" onClick={close}>
              {t('common:cancel')}
            </Button>
            <Button type="submit" loading={load.isPending}>
              {t('savedCart.load')}
            </Button>
          </div>
        </SubmitForm>
      ) : (
        <div className={styles.stack}>
          <p className={styles.muted}>{t('savedCart.signIn')}</p>
          <div className={styles.actions}>
            <Button
              onClick={() => {
                close();
                const back = `${pathFor('Home')}?carrinho=${encodeURIComponent(code)}`;
                navigate(`${pathFor('Login')}?redirect=${encodeURIComponent(back)}`);
              }}
            >
              {t('savedCart.signInButton')}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
