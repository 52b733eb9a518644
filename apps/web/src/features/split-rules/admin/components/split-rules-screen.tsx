import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { usePlace } from '../../../../app/shared/current-place.ts';
import { useCurrentUser } from '../../../../app/shared/current-user.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../../lib/api.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { notify } from '../../../../lib/snackbar.ts';
import { useBrowserStore } from '../../../../lib/storage.ts';
import {
  type AdminSplitSet,
  adminSplitSetsQuery,
  removeSplitSet,
  saveSplitSet,
  useSplitSetMutation,
} from '../api/admin-split-rule-sets.ts';
import { SplitPayeesSection } from './split-payees-section.tsx';
import { SplitRuleSetForm } from './split-rule-set-form.tsx';
import styles from './split-rules-admin.module.css';

/** The owner's split rule sets (spec 2 §3): list, create, edit, remove. */
export function SplitRulesScreen() {
  const { t } = useTranslation('split-rules');
  const isOwner = useCurrentUser()?.manager?.owner ?? false;
  const place = usePlace();
  const managerToken = useBrowserStore((s) => s.managerToken);
  const list = useQuery({ ...adminSplitSetsQuery(managerToken), enabled: Boolean(managerToken) && isOwner });
  const save = useSplitSetMutation(saveSplitSet);
  const remove = useSplitSetMutation(removeSplitSet);
  const [editing, setEditing] = useState<AdminSplitSet | 'new' | null>(null);

  if (!isOwner) {
    return (
      <section className={styles.screen} aria-labelledby="split-title">
        <h1 id="split-title">{t('admin.title')}</h1>
        <p className={styles.muted}>{t('admin.ownerOnly')}</p>
      </section>
    );
  }

  const clinicName = place?.restaurantname ?? '';
  return (
    <section className={styles.screen} aria-labelledby="split-title">
      <div className={styles.header}>
        <h1 id="split-title">{t('admin.title')}</h1>
        {editing === null && <Button onClick={() => setEditing('new')}>{t('admin.new')}</Button>}
      </div>
      <p className={styles.muted}>{t('admin.intro')}</p>
      {list.isPending && <Spinner size={28} />}
      {list.isError && <p role="alert">{errorMessage(list.error, t('admin.genericError'))}</p>}
      {editing !== null && list.data && (
        <div className={styles.card}>
          <h2>{editing === 'new' ? t('admin.new') : editing.name}</h2>
          <SplitRuleSetForm
            set={editing === 'new' ? null : editing}
            suppliers={list.data.suppliers}
            clinicName={clinicName}
            saving={save.isPending}
            onCancel={() => setEditing(null)}
            onSave={async (body) => {
              await save.mutateAsync(body);
              notify(t('admin.saved'));
              setEditing(null);
            }}
          />
        </div>
      )}
      {editing === null && list.data && list.data.split_rule_sets.length === 0 && (
        <p className={styles.muted}>{t('admin.empty')}</p>
      )}
      {editing === null && list.data && (
        <ul className={styles.list}>
          {list.data.split_rule_sets.map((set) => (
            <li key={set._id} className={styles.card}>
              <div className={styles.setText}>
                <strong>{set.name}</strong>
                {set.description && <span className={styles.muted}>{set.description}</span>}
                <span className={styles.muted}>
                  {t('admin.rulesCount', { count: set.rules.length })}
                  {set.is_default && ` · ${t('admin.default')}`}
                </span>
              </div>
              <div className={styles.actions}>
                <Button variant="text" size="small" onClick={() => setEditing(set)}>
                  {t('admin.edit')}
                </Button>
                <Button
                  variant="text"
                  size="small"
                  onClick={async () => {
                    if (!window.confirm(t('admin.removeConfirm', { name: set.name }))) return;
                    try {
                      await remove.mutateAsync(set._id);
                      notify(t('admin.removed'));
                    } catch (failure) {
                      notify(errorMessage(failure, t('admin.genericError')), { kind: 'error' });
                    }
                  }}
                >
                  {t('admin.remove')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing === null && <SplitPayeesSection managerToken={managerToken} />}
    </section>
  );
}
