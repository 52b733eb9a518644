import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import type { useSharedLocation } from '../hooks/use-shared-location.ts';
import styles from './marketplace.module.css';

/** Asks for the browser's location on a press (never on load) and says what happened. */
export function LocationButton({ location }: { location: ReturnType<typeof useSharedLocation> }) {
  const { t } = useTranslation('marketplace');
  return (
    <div className={styles.locationRow} aria-live="polite">
      {location.coordinates ? (
        <>
          <span>{t('location.shared')}</span>
          <Button variant="text" size="small" onClick={location.forget}>
            {t('location.forget')}
          </Button>
        </>
      ) : (
        <>
          <Button variant="secondary" size="small" loading={location.state === 'asking'} onClick={location.ask}>
            {t('location.ask')}
          </Button>
          {location.state === 'denied' && <span>{t('location.denied')}</span>}
          {location.state === 'unavailable' && <span>{t('location.unavailable')}</span>}
        </>
      )}
    </div>
  );
}
