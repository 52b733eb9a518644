import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { type Address, addressLine } from '../api/address-calls.ts';
import styles from './addresses.module.css';

/** Spec 3 §2.4 select-address dialog: the saved addresses plus 'new address'. */
export function SelectAddressDialog({
  open,
  addresses,
  selectedId,
  busy,
  onSelect,
  onNew,
  onEdit,
  onRemove,
  onClose,
}: {
  open: boolean;
  addresses: readonly Address[];
  selectedId: string | null;
  busy?: boolean;
  onSelect: (address: Address) => void;
  onNew: () => void;
  onEdit: (address: Address) => void;
  onRemove: (address: Address) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('addresses');
  const [removing, setRemoving] = useState<Address | null>(null);
  return (
    <>
      <Dialog
        open={open && !removing}
        onOpenChange={(next) => !next && onClose()}
        title={t('selectTitle')}
        closeLabel={t('common:close')}
        actions={
          <Button onClick={onNew} fullWidth>
            {t('newAddress')}
          </Button>
        }
      >
        {addresses.length === 0 ? (
          <p className={styles.muted}>{t('none')}</p>
        ) : (
          <ul className={styles.list} aria-label={t('selectTitle')}>
            {addresses.map((a) => {
              const selected = a.address_id === selectedId;
              return (
                <li
                  key={a.address_id}
                  className={[styles.option, selected && styles.optionSelected].filter(Boolean).join(' ')}
                >
                  <button
                    type="button"
                    className={styles.choose}
                    aria-pressed={selected}
                    disabled={busy}
                    onClick={() => onSelect(a)}
                  >
                    {addressLine(a)}
                    {a.address_default && <span className={styles.badge}>{t('default')}</span>}
                  </button>
                  <Button
                    variant="text"
                    size="small"
                    onClick={() => onEdit(a)}
                    aria-label={`${t('edit')}: ${addressLine(a)}`}
                  >
                    {t('edit')}
                  </Button>
                  <Button
                    variant="text"
                    size="small"
                    onClick={() => setRemoving(a)}
                    aria-label={`${t('remove')}: ${addressLine(a)}`}
                  >
                    {t('remove')}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </Dialog>
      <Dialog
        open={removing !== null}
        onOpenChange={(next) => !next && setRemoving(null)}
        title={t('remove')}
        description={t('removeAsk')}
        role="alertdialog"
        actions={
          <>
            <Button variant="secondary" onClick={() => setRemoving(null)}>
              {t('cancel')}
            </Button>
            <Button
              onClick={() => {
                if (removing) onRemove(removing);
                setRemoving(null);
              }}
            >
              {t('remove')}
            </Button>
          </>
        }
      />
    </>
  );
}
