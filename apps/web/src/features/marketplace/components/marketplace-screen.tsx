import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { pathFor } from '../../../app/route-table.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { basePath } from '../../../lib/base-path.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useNavigate } from '../../../lib/router.tsx';
import { notify } from '../../../lib/snackbar.ts';
import { useBrowserStore } from '../../../lib/storage.ts';
import {
  locationsQuery,
  type MarketPlace,
  type MarketplaceFilters,
  placesQuery,
  setFavourite,
} from '../api/marketplace-calls.ts';
import { useSharedLocation } from '../hooks/use-shared-location.ts';
import { enterPlace } from '../lib/choose-place.ts';
import { LocationButton } from './location-button.tsx';
import styles from './marketplace.module.css';
import { PlaceCard } from './place-card.tsx';

type Toggle = 'delivery' | 'pickup' | 'online_payment' | 'free_delivery' | 'favourites';

/** Spec 3 §2.2 Marketplace (/locais): the places of the marketplace with the filters of spec 3 §3. */
export function MarketplaceScreen() {
  const { t } = useTranslation('marketplace');
  const token = useBrowserStore((s) => s.token);
  const navigate = useNavigate();
  const client = useQueryClient();
  const location = useSharedLocation();
  const [toggles, setToggles] = useState<Record<Toggle, boolean>>({
    delivery: false,
    pickup: false,
    online_payment: false,
    free_delivery: false,
    favourites: false,
  });
  const [uf, setUf] = useState('');
  const [city, setCity] = useState('');
  const [category, setCategory] = useState('');
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search.trim());

  const filters: MarketplaceFilters = {
    ...(toggles.delivery !== toggles.pickup ? { delivery_type: toggles.delivery ? 'delivery' : 'pickup' } : {}),
    ...(toggles.online_payment ? { online_payment: true } : {}),
    ...(toggles.free_delivery ? { free_delivery: true } : {}),
    ...(toggles.favourites && token ? { favourites: true } : {}),
    ...(uf ? { uf } : {}),
    ...(city ? { city } : {}),
    ...(category ? { category } : {}),
    ...(deferredSearch ? { search: deferredSearch.slice(0, 80) } : {}),
    ...(location.coordinates ?? {}),
  };
  const list = useQuery({ ...placesQuery(filters, token), placeholderData: keepPreviousData });
  const locations = useQuery(locationsQuery());
  const cities = locations.data?.ufs.find((entry) => entry.uf === uf)?.cities ?? [];

  const favourite = useMutation({
    mutationFn: (place: MarketPlace) => setFavourite(place._id, !place.favourite),
    onSuccess: (result) => notify(result.favourite ? t('favouriteAdded') : t('favouriteRemoved')),
    onError: (failure) => notify(errorMessage(failure, t('loadError')), { kind: 'error' }),
    onSettled: () => client.invalidateQueries({ queryKey: ['marketplace', 'list'] }),
  });
  const onFavourite = (place: MarketPlace) => {
    // Favourites belong to a customer: a visitor signs in first and comes back here.
    if (!token) navigate(`${pathFor('Login')}?${new URLSearchParams({ redirect: pathFor('Marketplace') })}`);
    else favourite.mutate(place);
  };
  const open = (place: MarketPlace) =>
    enterPlace(place.slug, {
      place: basePath.place ?? '',
      route: 'Marketplace',
      name: list.data?.marketplace.restaurantname ?? '',
    });
  const flip = (key: Toggle) => setToggles((current) => ({ ...current, [key]: !current[key] }));
  const clear = () => {
    setToggles({ delivery: false, pickup: false, online_payment: false, free_delivery: false, favourites: false });
    setUf('');
    setCity('');
    setCategory('');
    setSearch('');
  };
  const chip = (key: Toggle, label: string) => (
    <button type="button" className={styles.chip} aria-pressed={toggles[key]} onClick={() => flip(key)}>
      {label}
    </button>
  );

  return (
    <section className={styles.screen} aria-labelledby="marketplace-title">
      <div className={styles.hero}>
        <div>
          <h1 id="marketplace-title">{list.data?.marketplace.restaurantname ?? t('title')}</h1>
          <p>{t('subtitle')}</p>
        </div>
        {list.isFetching && <Spinner size={20} />}
      </div>
      <div className={styles.toolbar}>
        <input
          className={styles.search}
          type="search"
          aria-label={t('search')}
          placeholder={t('search')}
          value={search}
          maxLength={80}
          onChange={(event) => setSearch(event.target.value)}
        />
        <div className={styles.selects}>
          <select
            className={styles.select}
            aria-label={t('state')}
            value={uf}
            onChange={(event) => {
              setUf(event.target.value);
              setCity('');
            }}
          >
            <option value="">{t('allStates')}</option>
            {locations.data?.ufs.map((entry) => (
              <option key={entry.uf} value={entry.uf}>
                {entry.uf}
              </option>
            ))}
          </select>
          <select
            className={styles.select}
            aria-label={t('city')}
            value={city}
            disabled={!uf}
            onChange={(event) => setCity(event.target.value)}
          >
            <option value="">{t('allCities')}</option>
            {cities.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <LocationButton location={location} />
      <fieldset className={styles.chips}>
        <legend className="visually-hidden">{t('filters')}</legend>
        {chip('delivery', t('filter.delivery'))}
        {chip('pickup', t('filter.pickup'))}
        {chip('free_delivery', t('filter.freeDelivery'))}
        {chip('online_payment', t('filter.onlinePayment'))}
        {token && chip('favourites', t('filter.favourites'))}
      </fieldset>
      {list.data && list.data.categories.length > 0 && (
        <fieldset className={styles.chips}>
          <legend className="visually-hidden">{t('categories')}</legend>
          <button type="button" className={styles.chip} aria-pressed={!category} onClick={() => setCategory('')}>
            {t('allCategories')}
          </button>
          {list.data.categories.map((entry) => (
            <button
              key={entry.name}
              type="button"
              className={styles.chip}
              aria-pressed={category === entry.name}
              onClick={() => setCategory(category === entry.name ? '' : entry.name)}
            >
              {entry.name} ({entry.count})
            </button>
          ))}
        </fieldset>
      )}
      {list.isPending && <Spinner size={28} />}
      {list.error && <p role="alert">{errorMessage(list.error, t('loadError'))}</p>}
      {list.data && list.data.places.length === 0 && (
        <div className={styles.empty}>
          <p>{toggles.favourites ? t('noFavourites') : t('empty')}</p>
          <button type="button" className={styles.chip} onClick={clear}>
            {t('clearFilters')}
          </button>
        </div>
      )}
      {list.data && list.data.places.length > 0 && (
        <>
          <p className={styles.meta} aria-live="polite">
            {t('count', { count: list.data.places.length })}
          </p>
          <ul className={styles.list}>
            {list.data.places.map((place) => (
              <PlaceCard key={place._id} place={place} onOpen={open} onFavourite={onFavourite} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
