import { Spinner } from '../../components/ui/spinner.tsx';
import { firstScreenBanner } from '../first-screen.ts';
import styles from './shell.module.css';
import { Splash } from './splash.tsx';

/** First paint while the place's settings and the first screen load (under the splash, if any). */
export function ShellFallback() {
  const banner = firstScreenBanner();
  // Home: the server's banner stays above #root where the store header shows it (index.html's
  // boot-banner styles, decision 232); the spinner goes under it.
  if (banner)
    return (
      <div className="boot-store">
        <div className="boot-spinner">
          <Spinner size={40} label="Carregando" />
        </div>
        <Splash />
      </div>
    );
  return (
    <div className={styles.fallback}>
      <Spinner size={40} label="Carregando" />
      <Splash />
    </div>
  );
}
