import { Component, type ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { isChunkLoadError, recoverFromChunkError } from '../../lib/chunk-recovery.ts';
import { useTranslation } from '../../lib/i18n.ts';
import styles from './shell.module.css';

/** Chunk failures reload once; anything else (or a second chunk failure) shows a way out. */
export function RootError({ error }: { error: unknown }) {
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

/** A screen that fails while rendering shows RootError in its place (keyed per location). */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    return this.state.error ? <RootError error={this.state.error} /> : this.props.children;
  }
}
