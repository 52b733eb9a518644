import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { isChunkLoadError, recoverFromChunkError } from '../../lib/chunk-recovery.ts';
import styles from './shell.module.css';

/** Chunk failures reload once; anything else (or a second chunk failure) shows a way out. */
export function RootError() {
  const error = useRouteError();
  const { t } = useTranslation('common');
  const chunk = isChunkLoadError(error);
  if (chunk && recoverFromChunkError(error)) return null;
  return (
    <div className={styles.errorPage} role="alert">
      <h1>{chunk ? t('chunk.title') : t('genericError')}</h1>
      {chunk && <p>{t('chunk.text')}</p>}
      <Button onClick={() => window.location.reload()}>{chunk ? t('chunk.reload') : t('tryAgain')}</Button>
    </div>
  );
}
