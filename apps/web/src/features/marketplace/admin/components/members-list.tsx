import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../../lib/api.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { notify } from '../../../../lib/snackbar.ts';
import { useBrowserStore } from '../../../../lib/storage.ts';
import {
  curateMember,
  type MarketplaceMember,
  membersQuery,
  useMarketplaceMutation,
} from '../api/marketplace-admin-calls.ts';
import styles from './marketplace-admin.module.css';

function MemberItem({ member }: { member: MarketplaceMember }) {
  const { t } = useTranslation('backoffice-marketplace');
  const [category, setCategory] = useState(member.category ?? '');
  const curate = useMarketplaceMutation(curateMember);
  const act = async (status: 'listed' | 'hidden' | 'removed') => {
    try {
      await curate.mutateAsync([{ place_id: member.place_id, status, category: category.trim() || null }]);
      notify(t(`members.done.${status}`));
    } catch (failure) {
      notify(errorMessage(failure, t('genericError')), { kind: 'error' });
    }
  };
  return (
    <li className={styles.item}>
      <div className={styles.itemHead}>
        <strong>{member.restaurantname}</strong>
        <span className={styles.badge}>{t(`members.status.${member.status}`)}</span>
      </div>
      {(member.city || member.uf) && (
        <span className={styles.muted}>{[member.city, member.uf].filter(Boolean).join('/')}</span>
      )}
      <TextField
        label={t('members.category')}
        value={category}
        maxLength={40}
        onChange={(event) => setCategory(event.target.value)}
      />
      <div className={styles.actions}>
        <Button size="small" loading={curate.isPending} onClick={() => void act('listed')}>
          {member.status === 'listed' ? t('members.save') : t('members.list')}
        </Button>
        {member.status !== 'hidden' && (
          <Button size="small" variant="secondary" onClick={() => void act('hidden')}>
            {t('members.hide')}
          </Button>
        )}
        <Button size="small" variant="text" onClick={() => void act('removed')}>
          {t('members.remove')}
        </Button>
      </div>
    </li>
  );
}

/** The operator's list: places that asked, listed and hidden ones. */
export function MembersList() {
  const { t } = useTranslation('backoffice-marketplace');
  const managerToken = useBrowserStore((s) => s.managerToken);
  const members = useQuery(membersQuery(managerToken));
  return (
    <section className={styles.card} aria-labelledby="members-title">
      <h2 id="members-title">{t('members.title')}</h2>
      {members.isPending && <Spinner size={24} />}
      {members.error && <p role="alert">{errorMessage(members.error, t('genericError'))}</p>}
      {members.data && !members.data.is_marketplace && <p className={styles.muted}>{t('members.off')}</p>}
      {members.data?.is_marketplace && members.data.members.length === 0 && (
        <p className={styles.muted}>{t('members.empty')}</p>
      )}
      {members.data?.is_marketplace && members.data.members.length > 0 && (
        <ul className={styles.list}>
          {members.data.members.map((member) => (
            <MemberItem key={member.place_id} member={member} />
          ))}
        </ul>
      )}
    </section>
  );
}
