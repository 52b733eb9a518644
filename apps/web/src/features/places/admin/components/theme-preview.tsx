import { brandShades } from '@app/domain/places/brand-colours';
import { useTranslation } from '../../../../lib/i18n.ts';
import styles from './theme.module.css';

const HEX = /^#[0-9a-f]{6}$/i;

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter((w) => w.length > 2)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('') || name.slice(0, 1).toUpperCase();

/** The home-screen label: up to 12 characters of whole words (as the server's manifest). */
function shortName(name: string): string {
  if (name.length <= 12) return name;
  const words: string[] = [];
  for (const word of name.split(/\s+/)) {
    if ([...words, word].join(' ').length > 12) break;
    words.push(word);
  }
  while (words.length > 1 && (words.at(-1)?.length ?? 0) <= 2) words.pop();
  return words.length ? words.join(' ') : name.slice(0, 12);
}

/** What the storefront, the splash and the installed icon look like with these values. */
export function ThemePreview({
  name,
  photo,
  banner,
  color,
}: {
  name: string;
  photo: string;
  banner: string;
  color: string;
}) {
  const { t } = useTranslation('backoffice-settings');
  // The same shades the store applies, so the preview shows what customers will read.
  const shades = brandShades(HEX.test(color) ? color : '');
  const { primary, onPrimary: on, ink, line } = shades;
  const logo = (size: number) =>
    photo ? (
      <img className={styles.logo} src={photo} alt="" width={size} height={size} />
    ) : (
      <span
        className={styles.initials}
        style={{ width: size, height: size, fontSize: size * 0.4, color: ink, boxShadow: `inset 0 0 0 2px ${line}` }}
      >
        {initialsOf(name || '?')}
      </span>
    );
  return (
    <section className={styles.previews} aria-label={t('theme.preview')}>
      <figure className={styles.phoneWrap}>
        <div className={styles.phone}>
          <div className={styles.toolbar} style={{ background: primary, color: on }}>
            {logo(32)}
            <strong>{name || '…'}</strong>
          </div>
          <div
            className={styles.banner}
            style={banner ? { backgroundImage: `url(${JSON.stringify(banner)})` } : undefined}
          />
          <div className={styles.phoneBody}>
            <div className={styles.card}>
              <span className={styles.cardTitle}>{t('theme.sampleProduct')}</span>
              <span style={{ color: ink }}>R$ 29,90</span>
            </div>
            <button
              type="button"
              className={styles.cta}
              style={{ background: primary, color: on, borderColor: line }}
              tabIndex={-1}
            >
              {t('theme.sampleButton')}
            </button>
          </div>
        </div>
        <figcaption>{t('theme.storefront')}</figcaption>
      </figure>
      <figure className={styles.phoneWrap}>
        <div className={styles.phone}>
          <div
            className={styles.splash}
            style={{ background: primary, ...(banner ? { backgroundImage: `url(${JSON.stringify(banner)})` } : {}) }}
          >
            <div className={styles.splashCard}>
              {logo(64)}
              <strong>{name || '…'}</strong>
            </div>
          </div>
        </div>
        <figcaption>{t('theme.splash')}</figcaption>
      </figure>
      <figure className={styles.iconFigure}>
        <div className={styles.appIcon} style={{ background: photo ? '#ffffff' : primary, color: on }}>
          {photo ? <img src={photo} alt="" /> : initialsOf(name || '?')}
        </div>
        <span className={styles.appName}>{shortName(name || '…')}</span>
        <figcaption>{t('theme.icon')}</figcaption>
      </figure>
    </section>
  );
}
