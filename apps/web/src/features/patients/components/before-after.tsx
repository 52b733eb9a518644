import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import styles from './patients.module.css';

/**
 * Before and after, side by side or one over the other with a slider (the way clinic apps compare
 * results); the pictures come through signed, short-lived URLs.
 */
export function BeforeAfter({ before, after, label }: { before: string; after: string; label: string }) {
  const { t } = useTranslation('patients');
  const [mode, setMode] = useState<'side' | 'slider'>('side');
  const [split, setSplit] = useState(50);
  return (
    <div className={styles.compare}>
      <fieldset className={styles.chips} aria-label={t('photos.compare')}>
        {(['side', 'slider'] as const).map((m) => (
          <button key={m} type="button" className={styles.chip} aria-pressed={mode === m} onClick={() => setMode(m)}>
            {t(`photos.mode.${m}`)}
          </button>
        ))}
      </fieldset>
      {mode === 'side' ? (
        <div className={styles.sideBySide}>
          <figure>
            <img src={before} alt={`${label} — ${t('photos.before')}`} />
            <figcaption>{t('photos.before')}</figcaption>
          </figure>
          <figure>
            <img src={after} alt={`${label} — ${t('photos.after')}`} />
            <figcaption>{t('photos.after')}</figcaption>
          </figure>
        </div>
      ) : (
        <div className={styles.slider}>
          <img src={after} alt={`${label} — ${t('photos.after')}`} />
          <img
            src={before}
            alt={`${label} — ${t('photos.before')}`}
            className={styles.sliderTop}
            style={{ clipPath: `inset(0 ${100 - split}% 0 0)` }}
          />
          <input
            type="range"
            min={0}
            max={100}
            value={split}
            aria-label={t('photos.sliderLabel')}
            onChange={(e) => setSplit(Number(e.target.value))}
          />
        </div>
      )}
    </div>
  );
}
