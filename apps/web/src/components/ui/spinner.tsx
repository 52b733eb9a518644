import styles from './spinner.module.css';

export type SpinnerProps = { size?: number; label?: string; decorative?: boolean };

export function Spinner({ size = 32, label = 'Carregando', decorative = false }: SpinnerProps) {
  return (
    <span
      className={styles.spinner}
      style={{ width: size, height: size, borderWidth: Math.max(2, Math.round(size / 10)) }}
      role={decorative ? undefined : 'status'}
      aria-label={decorative ? undefined : label}
      aria-hidden={decorative || undefined}
    />
  );
}
