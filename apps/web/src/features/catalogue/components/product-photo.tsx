import styles from './product-card.module.css';

/** The product's photo, or its category's, or a tile with its initial. Decorative in lists (the name is beside it). */
export function ProductPhoto({
  photo,
  name,
  alt = '',
  size,
}: {
  photo: string | null;
  name: string;
  alt?: string;
  size: 'list' | 'page';
}) {
  const className = size === 'page' ? styles.photoPage : styles.photo;
  if (photo) return <img className={className} src={photo} alt={alt} loading="lazy" decoding="async" />;
  const initial = [...name.trim()][0]?.toUpperCase() ?? '?';
  const classes = [className, styles.placeholder].join(' ');
  if (alt) {
    return (
      <span className={classes} role="img" aria-label={alt}>
        <span aria-hidden="true">{initial}</span>
      </span>
    );
  }
  return (
    <span className={classes} aria-hidden="true">
      {initial}
    </span>
  );
}
