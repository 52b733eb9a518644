import { useTranslation } from '../../../../lib/i18n.ts';
import { BranchesList } from './branches-list.tsx';
import { JoinForm } from './join-form.tsx';
import { LocationForm } from './location-form.tsx';
import styles from './marketplace-admin.module.css';
import { MembersList } from './members-list.tsx';

/** The owner's marketplace and branch tools (decisions 090, 091). */
export function MarketplaceAdminScreen({ isOwner }: { isOwner: boolean }) {
  const { t } = useTranslation('backoffice-marketplace');
  return (
    <section className={styles.screen} aria-labelledby="marketplace-admin-title">
      <h1 id="marketplace-admin-title">{t('title')}</h1>
      {!isOwner ? (
        <p className={styles.muted}>{t('ownerOnly')}</p>
      ) : (
        <>
          <MembersList />
          <BranchesList />
          <JoinForm />
          <LocationForm />
        </>
      )}
    </section>
  );
}
