import { SEARCH_MIN_CHARS, USER_SEARCH_DEBOUNCE_MS } from '@app/domain/shared/constants';
import { formatMoney, reaisToCents } from '@app/domain/shared/money';
import { formatCpfCnpj, formatPhone } from '@app/domain/users/rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/snackbar.ts';
import { useBrowserStore } from '../../../lib/storage.ts';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { useMergeUsers } from '../api/counter-calls.ts';
import { type CounterCustomer, listUsersQuery } from '../api/staff-calls.ts';
import styles from './staff.module.css';

const searchable = (text: string) => text.length === 0 || text.length >= SEARCH_MIN_CHARS;

/**
 * Merge mode of the switch-account dialog (spec 3 §2.4, decision 116): a main customer and the
 * access accounts of the same person; their history, addresses, cards and cashback move to the main.
 */
export function MergeAccounts({ onBack, onDone }: { onBack: () => void; onDone: () => void }) {
  const { t, i18n } = useTranslation('staff');
  const locale = i18n.language === 'en' ? 'en' : 'pt-BR';
  const managerToken = useBrowserStore((s) => s.managerToken);
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState('');
  const [main, setMain] = useState<CounterCustomer | null>(null);
  const [access, setAccess] = useState<Map<string, CounterCustomer>>(new Map());
  const [promote, setPromote] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const settled = useDebounced(typed.trim(), USER_SEARCH_DEBOUNCE_MS);
  const query = useQuery({ ...listUsersQuery(searchable(settled) ? settled : '', false, managerToken) });
  const merge = useMergeUsers();

  const toggleAccess = (c: CounterCustomer, on: boolean) =>
    setAccess((prev) => {
      const next = new Map(prev);
      if (on) next.set(c._id, c);
      else next.delete(c._id);
      return next;
    });

  const submit = async () => {
    if (!main) return setFailure(t('merge.chooseMain'));
    const ids = [...access.keys()].filter((id) => id !== main._id);
    if (ids.length === 0) return setFailure(t('merge.chooseAccess'));
    setFailure(null);
    try {
      const result = await merge.mutateAsync({ master_id: main._id, user_ids: ids, promote });
      notify(
        t('merge.done', {
          name: result.user.username,
          orders: result.moved.orders,
          addresses: result.moved.addresses,
          cards: result.moved.cards,
          cashback: formatMoney(reaisToCents(result.moved.cashback), locale),
        }),
        { kind: 'success', persistent: true },
      );
      void queryClient.invalidateQueries({ queryKey: ['staff', 'listusers'] });
      onDone();
    } catch (error) {
      setFailure(errorMessage(error, t('common:genericError')));
    }
  };

  return (
    <div className={styles.stack}>
      <p className={styles.muted}>{t('merge.hint')}</p>
      <TextField
        label={t('switch.search')}
        placeholder={t('switch.searchPlaceholder')}
        type="search"
        autoComplete="off"
        value={typed}
        hint={typed.trim() && !searchable(typed.trim()) ? t('switch.minChars', { count: SEARCH_MIN_CHARS }) : null}
        onChange={(event) => setTyped(event.target.value)}
      />
      <div className={styles.results} aria-live="polite" aria-busy={query.isFetching}>
        {query.data && query.data.users.length === 0 && <p className={styles.muted}>{t('switch.none')}</p>}
        {query.data && query.data.users.length > 0 && (
          <ul className={styles.list} aria-label={t('switch.results')}>
            {query.data.users.map((c) => {
              const facts = [c.phone ? formatPhone(c.phone) : null, c.cpf ? formatCpfCnpj(c.cpf) : null, c.email]
                .filter(Boolean)
                .join(' · ');
              return (
                <li key={c._id} className={styles.row}>
                  <div className={styles.who}>
                    <strong className={styles.name}>
                      {c.username}
                      {c.master_account && <span className={styles.badge}>{t('switch.master')}</span>}
                    </strong>
                    {facts && <span className={styles.facts}>{facts}</span>}
                  </div>
                  <span className={styles.mergeChoice}>
                    <label className={styles.mergeOption}>
                      <input
                        type="radio"
                        name="merge-main"
                        checked={main?._id === c._id}
                        aria-label={t('merge.mainName', { name: c.username })}
                        onChange={() => {
                          setMain(c);
                          toggleAccess(c, false);
                        }}
                      />
                      {t('merge.main')}
                    </label>
                    <label className={styles.mergeOption}>
                      <input
                        type="checkbox"
                        checked={access.has(c._id)}
                        disabled={main?._id === c._id}
                        aria-label={t('merge.accessName', { name: c.username })}
                        onChange={(e) => toggleAccess(c, e.target.checked)}
                      />
                      {t('merge.access')}
                    </label>
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <CheckboxField label={t('merge.promote')} checked={promote} onChange={(e) => setPromote(e.target.checked)} />
      {failure && (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onBack}>
          {t('merge.back')}
        </Button>
        <Button loading={merge.isPending} onClick={() => void submit()}>
          {t('merge.confirm')}
        </Button>
      </div>
    </div>
  );
}
