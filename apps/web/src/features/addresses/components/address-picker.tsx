import { useState } from 'react';
import { useCurrentUser } from '../../../app/shared/current-user.ts';
import { refreshUser, setUser } from '../../../app/shared/session.ts';
import { errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/snackbar.ts';
import { ui } from '../../../lib/ui-store.ts';
import {
  type Address,
  type AddressInput,
  addressListOf,
  checkFreeDistrict,
  removeAddress,
  saveAddress,
} from '../api/address-calls.ts';
import { AddressFormDialog } from './address-form-dialog.tsx';
import { ConfirmAddressDialog } from './confirm-address-dialog.tsx';
import { SelectAddressDialog } from './select-address-dialog.tsx';

/** The address just saved: the edited one, else the one the list did not have before. */
function savedAddress(input: AddressInput, before: readonly Address[], after: readonly Address[]): Address | null {
  if (input.address_id) return after.find((a) => a.address_id === input.address_id) ?? null;
  const known = new Set(before.map((a) => a.address_id));
  return after.find((a) => !known.has(a.address_id)) ?? null;
}

/**
 * The cart's address flow: select-address dialog (saved addresses and 'new address'), the form
 * dialog, removal, and checkfreedistrict on choosing; a refusal opens the confirm-address modal.
 */
export function AddressPicker({
  open,
  selectedId,
  onClose,
  onSelected,
}: {
  open: boolean;
  selectedId: string | null;
  onClose: () => void;
  onSelected: (address: Address | null) => void;
}) {
  const { t } = useTranslation('addresses');
  const user = useCurrentUser();
  const [answered, setAnswered] = useState<Address[] | null>(null);
  const addresses = answered ?? addressListOf(user);
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** A just-saved address is being checked and chosen: no list flashes in between. */
  const [settling, setSettling] = useState(false);
  /** The answered list is the truth until the user is read again (the cart shows it at once). */
  const remember = (list: Address[]) => {
    setAnswered(list);
    if (user) setUser({ ...user, address_list: list } as Parameters<typeof setUser>[0]);
    void refreshUser();
  };
  const formOpen = open && (editing !== null || addresses.length === 0);

  const choose = async (address: Address) => {
    setBusy(true);
    try {
      const quote = await ui.busy(() => checkFreeDistrict(address.address_id));
      if (quote && !quote.delivers) {
        setRefusal(t('notServed'));
        return;
      }
      onSelected(address);
      onClose();
    } catch (failure) {
      setRefusal(errorMessage(failure, t('unexpected')));
    } finally {
      setBusy(false);
    }
  };

  const save = async (input: AddressInput) => {
    if (!user) return;
    const before = addresses;
    const { address_list } = await saveAddress({ ...input, user_id: user._id });
    remember(address_list);
    const address = savedAddress(input, before, address_list);
    notify(t('saved'), { kind: 'success' });
    setEditing(null);
    if (!address) {
      setRefusal(t('notFound'));
      return;
    }
    setSettling(true);
    try {
      await choose(address);
    } finally {
      setSettling(false);
    }
  };

  const remove = async (address: Address) => {
    try {
      const { address_list } = await ui.busy(() => removeAddress(address.address_id));
      remember(address_list);
      notify(t('removed'));
      if (address.address_id === selectedId) onSelected(null);
    } catch (failure) {
      notify(errorMessage(failure, t('unexpected')), { kind: 'error' });
    }
  };

  return (
    <>
      <SelectAddressDialog
        open={open && !formOpen && refusal === null && !settling}
        addresses={addresses}
        selectedId={selectedId}
        busy={busy}
        onSelect={(a) => void choose(a)}
        onNew={() => setEditing('new')}
        onEdit={(a) => setEditing(a)}
        onRemove={(a) => void remove(a)}
        onClose={onClose}
      />
      {formOpen && refusal === null && (
        <AddressFormDialog
          key={editing === 'new' || editing === null ? 'new' : editing.address_id}
          open
          address={editing === 'new' ? null : editing}
          onSave={save}
          onClose={() => {
            setEditing(null);
            if (addresses.length === 0) onClose();
          }}
        />
      )}
      <ConfirmAddressDialog
        open={refusal !== null}
        message={refusal ?? ''}
        onChange={() => setRefusal(null)}
        onCancel={() => {
          setRefusal(null);
          onClose();
        }}
      />
    </>
  );
}
