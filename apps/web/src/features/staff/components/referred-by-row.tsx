import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCurrentUser } from '../../../app/shared/current-user.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { searchSalesman, suppliersExistQuery } from '../api/counter-calls.ts';
import { ReferredByDialog } from './referred-by-dialog.tsx';
import styles from './staff.module.css';

/** Spec 1 §6: the referred-by field, shown to staff only when the place has professionals. */
export function ReferredByRow() {
  const { t } = useTranslation('staff');
  const user = useCurrentUser();
  const suppliers = useQuery(suppliersExistQuery());
  const [open, setOpen] = useState(false);
  const code = user?.referred_by ?? null;
  // The referrer's name for the code, when it is someone's at this place.
  const referrer = useQuery({
    queryKey: ['staff', 'salesman', code],
    queryFn: () => searchSalesman(code ?? ''),
    enabled: Boolean(code && suppliers.data),
    staleTime: 300_000,
  });
  if (!suppliers.data || !user) return null;
  const name = referrer.data?.salesmen.find((s) => s.code === code)?.name ?? code;
  return (
    <div className={`${styles.tools} ${styles.referral}`}>
      <div className={styles.toolRow}>
        <span className={styles.toolText}>
          <span className={styles.facts}>{t('referral.label')}</span>
          <strong data-testid="staff-referred-by">{name ?? t('referral.nobody')}</strong>
        </span>
        <span className={styles.toolButtons}>
          <Button size="small" variant="secondary" onClick={() => setOpen(true)}>
            {t('referral.change')}
          </Button>
        </span>
        {open && <ReferredByDialog onClose={() => setOpen(false)} />}
      </div>
    </div>
  );
}
