import { pathFor } from '../../app/route-table.ts';
import { keepNewPlaceSession, NewPlaceForm, newPlaceAdminUrl } from '../../features/places/admin/index.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { browserStore } from '../../lib/storage.ts';
import { ui } from '../../lib/ui-store.ts';
import styles from './new-place.module.css';

export const namespaces = ['backoffice-onboarding'] as const;

/**
 * Route NewPlace (/criar-negocio, user level): a signed-in person opens a business and
 * lands in its back office as owner. Not inside AdminLayout: the person is not staff here yet.
 */
export function Component() {
  const { t } = useTranslation('backoffice-onboarding');
  return (
    <section className={styles.card} aria-labelledby="new-place-title">
      <h1 id="new-place-title">{t('title')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      <NewPlaceForm
        onCreated={(created) => {
          const token = browserStore.getState().token;
          if (token) keepNewPlaceSession(created, token);
          ui.setDrawer(false);
          // A full load: the new place has its own prefix, settings, colours and stored keys.
          window.location.assign(newPlaceAdminUrl(created.place.slug, pathFor('AdminDashboard')));
        }}
      />
    </section>
  );
}
