import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../../components/ui/button.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../../lib/api.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { notify } from '../../../../lib/snackbar.ts';
import { useBrowserStore } from '../../../../lib/storage.ts';
import { branchLinksQuery, linkBranch, useMarketplaceMutation } from '../api/marketplace-admin-calls.ts';
import styles from './marketplace-admin.module.css';

/** The brand's branches: the owner's other places, linked or not (decision 091). */
export function BranchesList() {
  const { t } = useTranslation('backoffice-marketplace');
  const managerToken = useBrowserStore((s) => s.managerToken);
  const branches = useQuery(branchLinksQuery(managerToken));
  const link = useMarketplaceMutation(linkBranch);
  const toggle = async (placeId: string, linked: boolean) => {
    try {
      await link.mutateAsync([placeId, linked]);
      notify(linked ? t('branches.linked') : t('branches.unlinked'));
    } catch (failure) {
      notify(errorMessage(failure, t('genericError')), { kind: 'error' });
    }
  };
  return (
    <section className={styles.card} aria-labelledby="branches-title">
      <h2 id="branches-title">{t('branches.title')}</h2>
      {branches.isPending && <Spinner size={24} />}
      {branches.error && <p role="alert">{errorMessage(branches.error, t('genericError'))}</p>}
      {branches.data && !branches.data.is_brand && <p className={styles.muted}>{t('branches.off')}</p>}
      {branches.data?.is_brand && branches.data.places.length === 0 && (
        <p className={styles.muted}>{t('branches.empty')}</p>
      )}
      {branches.data?.is_brand && branches.data.places.length > 0 && (
        <ul className={styles.list}>
          {branches.data.places.map((place) => (
            <li key={place.place_id} className={styles.item}>
              <div className={styles.itemHead}>
                <strong>{place.restaurantname}</strong>
                {place.linked && <span className={styles.badge}>{t('branches.isBranch')}</span>}
              </div>
              <div className={styles.actions}>
                <Button
                  size="small"
                  variant={place.linked ? 'secondary' : 'primary'}
                  aria-label={t(place.linked ? 'branches.unlinkNamed' : 'branches.linkNamed', {
                    name: place.restaurantname,
                  })}
                  onClick={() => void toggle(place.place_id, !place.linked)}
                >
                  {place.linked ? t('branches.unlink') : t('branches.link')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
