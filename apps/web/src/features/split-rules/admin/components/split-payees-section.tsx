import { ApiError } from '@app/domain/client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../../lib/api.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { notify } from '../../../../lib/snackbar.ts';
import { type SplitPayee, splitPayeesQuery, useSplitPayeeMutation } from '../api/admin-split-rule-sets.ts';
import styles from './split-rules-admin.module.css';

/** Where each supplier's split share is paid: their seller at the payments provider (decision 126). */
export function SplitPayeesSection({ managerToken }: { managerToken: string | null }) {
  const { t } = useTranslation('split-rules');
  const list = useQuery(splitPayeesQuery(managerToken));
  return (
    <section className={styles.card} aria-labelledby="payees-title">
      <h2 id="payees-title" className={styles.sectionTitle}>
        {t('payees.title')}
      </h2>
      <p className={styles.muted}>{t('payees.intro')}</p>
      {list.isPending && <Spinner size={24} />}
      {list.isError && <p role="alert">{errorMessage(list.error, t('admin.genericError'))}</p>}
      {list.data && list.data.payees.length === 0 && <p className={styles.muted}>{t('payees.empty')}</p>}
      {list.data && (
        <ul className={styles.list}>
          {list.data.payees.map((payee) => (
            <PayeeRow key={payee.service_supplier_id} payee={payee} />
          ))}
        </ul>
      )}
    </section>
  );
}

function PayeeRow({ payee }: { payee: SplitPayee }) {
  const { t } = useTranslation('split-rules');
  const save = useSplitPayeeMutation();
  const [seller, setSeller] = useState(payee.seller_id ?? '');
  const [error, setError] = useState<string | null>(null);
  const submit = async (sellerId: string | null) => {
    setError(null);
    try {
      await save.mutateAsync({ service_supplier_id: payee.service_supplier_id, seller_id: sellerId });
      if (sellerId === null) setSeller('');
      notify(sellerId === null ? t('payees.cleared', { name: payee.name }) : t('payees.saved', { name: payee.name }));
    } catch (failure) {
      // The field is named by its label: the server's 'seller_id: ' prefix is left out.
      const text = errorMessage(failure, t('admin.genericError'));
      setError(failure instanceof ApiError ? text.replace(/^[\w.]+: /, '') : text);
    }
  };
  return (
    <li className={styles.payee}>
      <form
        className={styles.payeeForm}
        onSubmit={(event) => {
          event.preventDefault();
          void submit(seller.trim() === '' ? null : seller);
        }}
      >
        <TextField
          label={t('payees.seller', { name: payee.name })}
          value={seller}
          maxLength={64}
          autoComplete="off"
          spellCheck={false}
          error={error}
          hint={payee.seller_id ? t('payees.current', { seller: payee.seller_id }) : t('payees.none')}
          onChange={(event) => setSeller(event.target.value)}
        />
        <div className={styles.actions}>
          <Button type="submit" size="small" disabled={save.isPending}>
            {t('payees.save')}
          </Button>
          {payee.seller_id && (
            <Button
              type="button"
              variant="text"
              size="small"
              disabled={save.isPending}
              onClick={() => void submit(null)}
            >
              {t('payees.clear')}
            </Button>
          )}
        </div>
      </form>
    </li>
  );
}
