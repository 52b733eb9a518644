import { useQuery } from '@tanstack/react-query';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { basePath } from '../../../lib/base-path.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { branchesQuery, type MarketPlace } from '../api/marketplace-calls.ts';
import { useSharedLocation } from '../hooks/use-shared-location.ts';
import { enterPlace } from '../lib/choose-place.ts';
import { LocationButton } from './location-button.tsx';
import styles from './marketplace.module.css';
import { PlaceCard } from './place-card.tsx';

/** Spec 3 §2.2 ChooseBranch (/escolher-filial): the brand's units, the nearest open one first. */
export function ChooseBranchScreen() {
  const { t } = useTranslation('marketplace');
  const location = useSharedLocation();
  const branches = useQuery(branchesQuery(location.coordinates));
  const data = branches.data;
  // The server ranks open branches first, then the nearest: the first is the one to suggest.
  const nearest = data?.branches[0]?.open && data.branches[0].distance_km !== null ? data.branches[0]._id : null;
  const open = (branch: MarketPlace) =>
    enterPlace(branch.slug, {
      place: basePath.place ?? '',
      route: 'ChooseBranch',
      name: data?.brand.restaurantname ?? '',
    });

  return (
    <section className={styles.screen} aria-labelledby="branch-title">
      <div className={styles.hero}>
        <div>
          <h1 id="branch-title">{t('branch.title')}</h1>
          <p>{data ? t('branch.subtitle', { brand: data.brand.restaurantname }) : null}</p>
        </div>
        {branches.isFetching && <Spinner size={20} />}
      </div>
      <LocationButton location={location} />
      {branches.isPending && <Spinner size={28} />}
      {branches.error && <p role="alert">{errorMessage(branches.error, t('loadError'))}</p>}
      {data && data.branches.length === 0 && <p className={styles.empty}>{t('branch.empty')}</p>}
      {data && data.branches.length > 0 && (
        <ul className={styles.list}>
          {data.branches.map((branch) => (
            <PlaceCard
              key={branch._id}
              place={branch}
              onOpen={open}
              extraBadge={
                branch._id === nearest ? (
                  <span className={`${styles.badge} ${styles.nearest}`}>{t('branch.nearest')}</span>
                ) : null
              }
            />
          ))}
        </ul>
      )}
    </section>
  );
}
