import { Spinner } from '../../components/ui/spinner.tsx';
import styles from './shell.module.css';

/** First paint while the place's settings load. */
export function ShellFallback() {
  return (
    <div className={styles.fallback}>
      <Spinner size={40} label="Carregando" />
    </div>
  );
}
