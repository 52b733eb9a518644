import { Spinner } from '../../components/ui/spinner.tsx';
import { firstScreenBanner } from '../first-screen.ts';
import styles from './shell.module.css';
import { Splash } from './splash.tsx';

/** First paint while the place's settings and the first screen load (under the splash, if any). */
export function ShellFallback() {
  const banner = firstScreenBanner();
  // Home: the banner stays where the server's loading screen and the store header show it
  // (index.html's boot-banner styles), so the largest element does not wait for the screen.
  if (banner)
    return (
      <div className="boot-store">
        <img className="boot-banner" src={banner} alt="" fetchPriority="high" />
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
