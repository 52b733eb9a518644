import { MOBILE_BREAKPOINT_PX } from '@app/domain/shared/constants';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { isIos, isStandalone, useInstallEvent } from '../../lib/install-prompt.ts';
import { browserStore, useBrowserStore } from '../../lib/storage.ts';
import { usePlace } from '../shared/current-place.ts';
import styles from './shell.module.css';

/** Small screens only, mounted 500 ms after load by the shell, unless ignored (stored). */
export function InstallPrompt() {
  const { t } = useTranslation('common');
  const place = usePlace();
  const deferred = useInstallEvent();
  const ignored = useBrowserStore((s) => s.installPromptIgnored);
  const [dismissed, setDismissed] = useState(false);

  const small = window.innerWidth < MOBILE_BREAKPOINT_PX;
  const ios = isIos();
  const installable = !!deferred || ios;
  if (dismissed || ignored || !small || !installable || isStandalone()) return null;

  const install = async () => {
    if (!deferred) return;
    await deferred.prompt();
    setDismissed(true);
  };

  return (
    <section className={styles.install} aria-labelledby="install-title">
      <h2 id="install-title" className={styles.installTitle}>
        {t('install.title')}
      </h2>
      <p>{deferred ? t('install.text', { place: place?.restaurantname ?? t('appName') }) : t('install.iosText')}</p>
      <div className={styles.installActions}>
        <Button variant="text" size="small" onClick={() => browserStore.getState().set('installPromptIgnored', true)}>
          {t('install.ignore')}
        </Button>
        <Button variant="secondary" size="small" onClick={() => setDismissed(true)}>
          {t('install.dismiss')}
        </Button>
        {deferred && (
          <Button size="small" onClick={() => void install()}>
            {t('install.install')}
          </Button>
        )}
      </div>
    </section>
  );
}
