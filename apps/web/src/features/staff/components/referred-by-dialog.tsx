import { useState } from 'react';
import { refreshUser } from '../../../app/shared/session.ts';
import { updateUser } from '../../../app/shared/session-calls.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SubmitForm } from '../../../components/ui/submit-form.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/snackbar.ts';
import { type Salesman, useSearchSalesman } from '../api/counter-calls.ts';
import styles from './staff.module.css';

/**
 * The referred-by dialog (spec 1 §5, spec 2 §6; decision 118): who referred this person here, found
 * by their referral code or a professional's name. Forced (no way to close) when the place demands
 * it and the person has none; the update button needs a selection.
 */
export function ReferredByDialog({ forced = false, onClose }: { forced?: boolean; onClose?: () => void }) {
  const { t } = useTranslation('staff');
  const [typed, setTyped] = useState('');
  const [chosen, setChosen] = useState<Salesman | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const search = useSearchSalesman();

  const find = () => {
    setChosen(null);
    setFailure(null);
    if (typed.trim()) search.mutate(typed.trim());
  };
  const save = async () => {
    if (!chosen) return;
    setSaving(true);
    try {
      await updateUser({ referred_by: chosen.code });
      await refreshUser();
      notify(t('referral.saved', { name: chosen.name }), { kind: 'success' });
      onClose?.();
    } catch (error) {
      setFailure(errorMessage(error, t('common:genericError')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !forced && onClose?.()}
      title={t('referral.title')}
      description={t('referral.hint')}
      closeLabel={forced ? undefined : t('common:close')}
      role={forced ? 'alertdialog' : 'dialog'}
    >
      <div className={styles.stack}>
        <SubmitForm className={styles.stack} onSubmit={find}>
          <TextField
            label={t('referral.search')}
            autoComplete="off"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
          <Button type="submit" variant="secondary" loading={search.isPending}>
            {t('referral.find')}
          </Button>
        </SubmitForm>
        {search.isError && (
          <p role="alert" className={styles.error}>
            {errorMessage(search.error, t('common:genericError'))}
          </p>
        )}
        {search.data && search.data.salesmen.length === 0 && <p className={styles.muted}>{t('referral.none')}</p>}
        {search.data && search.data.salesmen.length > 0 && (
          <ul className={styles.list} aria-label={t('referral.results')}>
            {search.data.salesmen.map((s) => (
              <li key={s.code} className={styles.row}>
                <label className={styles.mergeOption}>
                  <input
                    type="radio"
                    name="referred-by"
                    checked={chosen?.code === s.code}
                    onChange={() => setChosen(s)}
                  />
                  <span>
                    {s.name}
                    {s.supplier && <span className={styles.badge}>{t('referral.professional')}</span>}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
        {failure && (
          <p role="alert" className={styles.error}>
            {failure}
          </p>
        )}
        <div className={styles.actions}>
          {!forced && (
            <Button variant="secondary" onClick={() => onClose?.()}>
              {t('common:cancel')}
            </Button>
          )}
          <Button disabled={!chosen} loading={saving} onClick={() => void save()}>
            {t('referral.update')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
