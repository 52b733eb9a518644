import { SEARCH_MIN_CHARS, USER_SEARCH_DEBOUNCE_MS } from '@app/domain/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCurrentUser } from '../../../app/shared/current-user.ts';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/snackbar.ts';
import { useBrowserStore } from '../../../lib/storage.ts';
import { ui } from '../../../lib/ui-store.ts';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { actAsCustomer, type CounterCustomer, listUsersQuery } from '../api/staff-calls.ts';
import { startActing, stopActing } from '../lib/acting.ts';
import { CustomerRow } from './customer-row.tsx';
import { MergeAccounts } from './merge-accounts.tsx';
import { NewCustomerForm } from './new-customer-form.tsx';
import styles from './staff.module.css';
import { StaffPlaces } from './staff-places.tsx';

/** Spec 1 §5: the search runs with 3 or more characters, or with the box emptied. */
const searchable = (text: string) => text.length === 0 || text.length >= SEARCH_MIN_CHARS;

/**
 * Spec 3 §2.4 switch-account dialog (staff): find a customer of the place and act as them
 * (managerlogin), create a new one, or take an order with no customer while a comanda is open.
 */
export function SwitchAccountDialog() {
  const { t } = useTranslation('staff');
  const user = useCurrentUser();
  const managerToken = useBrowserStore((s) => s.managerToken);
  const comanda = useBrowserStore((s) => s.comanda);
  const ownToken = useBrowserStore((s) => s.ownToken);
  const [mode, setMode] = useState<'search' | 'create' | 'merge'>('search');
  const [typed, setTyped] = useState('');
  const [master, setMaster] = useState(false);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const settled = useDebounced(typed.trim(), USER_SEARCH_DEBOUNCE_MS);
  const search = searchable(settled) ? settled : '';
  const query = useQuery({ ...listUsersQuery(search, master, managerToken), enabled: searchable(settled) });
  const close = () => ui.closeDialog();

  const actAs = async (customer: CounterCustomer) => {
    setBusyId(customer._id);
    setFailure(null);
    try {
      await startActing(await actAsCustomer(customer._id));
      notify(t('switch.done', { name: customer.username }), { kind: 'success' });
      close();
    } catch (error) {
      setFailure(errorMessage(error, t('common:genericError')));
    } finally {
      setBusyId(null);
    }
  };

  // Spec 3 §2.4: 'anonymous' when the comanda is active and the manager is not a service supplier.
  const anonymousOffered = Boolean(comanda) && !user?.manager?.service_supplier_id;

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && close()}
      title={mode === 'merge' ? t('merge.title') : t('switch.title')}
      closeLabel={t('common:close')}
    >
      {mode === 'create' ? (
        <NewCustomerForm onCancel={() => setMode('search')} onCreated={close} />
      ) : mode === 'merge' ? (
        <MergeAccounts onBack={() => setMode('search')} onDone={() => setMode('search')} />
      ) : (
        <div className={styles.stack}>
          <TextField
            label={t('switch.search')}
            placeholder={t('switch.searchPlaceholder')}
            type="search"
            autoComplete="off"
            value={typed}
            hint={typed.trim() && !searchable(typed.trim()) ? t('switch.minChars', { count: SEARCH_MIN_CHARS }) : null}
            onChange={(event) => setTyped(event.target.value)}
          />
          <CheckboxField
            label={t('switch.masterOnly')}
            checked={master}
            onChange={(e) => setMaster(e.target.checked)}
          />
          {failure && (
            <p role="alert" className={styles.error}>
              {failure}
            </p>
          )}
          <div className={styles.results} aria-live="polite" aria-busy={query.isFetching}>
            {query.isError && (
              <p role="alert" className={styles.error}>
                {errorMessage(query.error, t('common:genericError'))}
              </p>
            )}
            {query.data && query.data.users.length === 0 && <p className={styles.muted}>{t('switch.none')}</p>}
            {query.data && query.data.users.length > 0 && (
              <ul className={styles.list} aria-label={t('switch.results')}>
                {query.data.users.map((customer) => (
                  <CustomerRow
                    key={customer._id}
                    customer={customer}
                    current={customer._id === user?._id && Boolean(ownToken)}
                    busy={busyId === customer._id}
                    disabled={busyId !== null}
                    onChoose={() => void actAs(customer)}
                  />
                ))}
              </ul>
            )}
            {query.data?.has_more && <p className={styles.muted}>{t('switch.more')}</p>}
          </div>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => setMode('create')}>
              {t('switch.newCustomer')}
            </Button>
            <Button variant="secondary" onClick={() => setMode('merge')}>
              {t('merge.open')}
            </Button>
            <Button variant="secondary" onClick={() => ui.openDialog({ kind: 'load-cart' })}>
              {t('savedCart.loadButton')}
            </Button>
            {anonymousOffered && (
              <Button
                variant="secondary"
                onClick={() =>
                  void ui.busy(async () => {
                    await stopActing();
                    close();
                  })
                }
              >
                {t('switch.anonymous')}
              </Button>
            )}
          </div>
          <StaffPlaces />
        </div>
      )}
    </Dialog>
  );
}
