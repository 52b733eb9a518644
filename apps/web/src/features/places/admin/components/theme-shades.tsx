import { brandShades, contrastRatio } from '@app/domain/places/brand-colours';
import { useTranslation } from '../../../../lib/i18n.ts';
import styles from './theme.module.css';

/** '4,5:1': rounded down, so a pair shown as 4,5 really reaches 4.5. */
const ratio = (n: number, lang: string) =>
  `${(Math.floor(n * 10) / 10).toLocaleString(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}:1`;

/**
 * The shades the store derives from the chosen colour (docs/decisions/069), each with the contrast it
 * reaches, and a note when the colour is too light to be text on white and a darker shade stands in.
 */
export function ThemeShades({ color }: { color: string }) {
  const { t, i18n } = useTranslation('backoffice-settings');
  const s = brandShades(color);
  const rows = [
    { key: 'fill', sample: { background: s.primary, color: s.onPrimary }, hex: s.primary, value: s.contrast.onPrimary },
    { key: 'ink', sample: { background: '#ffffff', color: s.ink }, hex: s.ink, value: s.contrast.ink },
    {
      key: 'line',
      // A ring, not letters: this shade is for lines and icons, not for text.
      sample: {
        background: `radial-gradient(circle, ${s.line} 30%, #ffffff 32%)`,
        boxShadow: `inset 0 0 0 3px ${s.line}`,
      },
      hex: s.line,
      value: s.contrast.line,
    },
  ] as const;
  return (
    <section className={styles.shades} aria-labelledby="theme-shades-title">
      <h2 id="theme-shades-title" className={styles.shadesTitle}>
        {t('theme.shades.title')}
      </h2>
      <ul className={styles.shadeList}>
        {rows.map((row) => (
          <li key={row.key} className={styles.shade}>
            <span className={styles.shadeSample} style={row.sample} aria-hidden="true">
              {row.key === 'line' ? '' : 'Aa'}
            </span>
            <span className={styles.shadeText}>
              <strong>{t(`theme.shades.${row.key}`)}</strong>
              <span className={styles.help}>
                {t('theme.shades.detail', { hex: row.hex, ratio: ratio(row.value, i18n.language) })}
              </span>
            </span>
          </li>
        ))}
      </ul>
      {s.adjusted && (
        <p className={styles.shadeNote} role="status" data-testid="theme-adjusted">
          {t('theme.shades.adjusted', { ratio: ratio(contrastRatio(s.primary, '#ffffff'), i18n.language), ink: s.ink })}
        </p>
      )}
    </section>
  );
}
