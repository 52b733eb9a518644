import styles from './spinner.module.css';

export type SpinnerProps = { size?: number; label?: string; decorative?: boolean };

export function Spinner({ size = 32, label = 'Carregando', decorative = false }: SpinnerProps) {
  const ring = (
    <span
      className={styles.spinner}
      style={{ width: size, height: size, borderWidth: Math.max(2, Math.round(size / 10)) }}
      aria-hidden="true"
    />
  );
  if (decorative) return ring;
  return (
    <span role="status" className={styles.wrap}>
      {ring}
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
