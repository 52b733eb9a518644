import { useEffect } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/snackbar.ts';
import { useCreateAdminLink } from '../api/admin-link.ts';
import styles from './open-admin-dialog.module.css';

/**
 * The manager's 'open admin' (spec 1 §6): asks the server for a two-minute, single-use link and
 * offers to open it here or copy it for another device. No password or token is in the link.
 */
export function OpenAdminDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t, i18n } = useTranslation('backoffice-onboarding', { useSuspense: false });
  const create = useCreateAdminLink();
  const { mutate, reset } = create;

  useEffect(() => {
    void i18n.loadNamespaces('backoffice-onboarding');
  }, [i18n]);
  useEffect(() => {
    if (open) mutate();
    else reset();
  }, [open, mutate, reset]);

  const url = create.data ? `${window.location.origin}${create.data.path}` : null;
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      notify(t('openAdmin.copied'));
    } catch {
      notify(t('openAdmin.copyFailed'));
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('openAdmin.title')}
      description={t('openAdmin.description')}
      closeLabel={t('openAdmin.close')}
      actions={
        url ? (
          <>
            <Button variant="secondary" onClick={() => void copy()}>
              {t('openAdmin.copy')}
            </Button>
            <a className={styles.open} href={url}>
              {t('openAdmin.open')}
            </a>
          </>
        ) : undefined
      }
    >
      {create.isPending && (
        <p className={styles.status}>
          <Spinner size={20} decorative /> {t('openAdmin.creating')}
        </p>
      )}
      {create.isError && (
        <p className={styles.error} role="alert">
          {errorMessage(create.error, t('genericError'))}
        </p>
      )}
      {url && <input className={styles.link} readOnly value={url} aria-label={t('openAdmin.title')} />}
    </Dialog>
  );
}
