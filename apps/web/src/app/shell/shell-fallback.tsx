import { Spinner } from '../../components/ui/spinner.tsx';
import styles from './shell.module.css';
import { Splash } from './splash.tsx';

/** First paint while the place's settings and the first screen load (under the splash, if any). */
export function ShellFallback() {
  return (
    <div className={styles.fallback}>
      <Spinner size={40} label="Carregando" />
      <Splash />
    </div>
  );
}
