import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/snackbar.ts';
import { askAndSubscribe, mayRegister, pushState, subscribeThisBrowser } from '../lib/web-push.ts';
import styles from './push-offer.module.css';

/**
 * The offer to turn on notifications (decision 101), at a moment they make sense: the order just
 * sent (tracking) or the order board opened. The browser asks only after the person's click, never
 * on load. Already allowed: the subscription is renewed quietly; refused or unsupported: nothing.
 */
export function PushOffer({ context }: { context: 'order' | 'board' }) {
  const { t } = useTranslation('push');
  const [state, setState] = useState(pushState);
  const [dismissed, setDismissed] = useState(false);
  const [busy, setBusy] = useState(false);
  const allowed = mayRegister();

  useEffect(() => {
    if (state === 'granted' && allowed) void subscribeThisBrowser().catch(() => undefined);
  }, [state, allowed]);

  if (state !== 'default' || dismissed || !allowed) return null;

  const turnOn = async () => {
    setBusy(true);
    try {
      const answer = await askAndSubscribe();
      setState(answer);
      if (answer === 'granted') notify(t('enabled'), { kind: 'success' });
      else setDismissed(true);
    } catch {
      notify(t('failed'), { kind: 'error' });
      setDismissed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={`${styles.offer} ${styles[context]}`} aria-labelledby="push-offer-title">
      <h2 id="push-offer-title">{t('title')}</h2>
      <p>{t(context === 'order' ? 'orderText' : 'boardText')}</p>
      <div className={styles.actions}>
        <Button onClick={() => void turnOn()} loading={busy}>
          {t('enable')}
        </Button>
        <Button variant="text" onClick={() => setDismissed(true)}>
          {t('notNow')}
        </Button>
      </div>
    </section>
  );
}
