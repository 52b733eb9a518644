import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { type ExportProgress, exportCrm, type WireFilter } from '../api/crm-calls.ts';
import styles from './crm.module.css';

/** 'Export all' as CSV or XLSX (spec 2 §5: up to 10,000,000), with a progress bar by rows. */
export function ExportBar({ filters, total }: { filters: WireFilter[]; total: number }) {
  const { t } = useTranslation('crm');
  const [progress, setProgress] = useState<(ExportProgress & { format: 'csv' | 'xlsx' }) | null>(null);
  const [error, setError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);

  async function run(format: 'csv' | 'xlsx') {
    setError(null);
    abort.current = new AbortController();
    setProgress({ format, total, rows: 0, bytes: 0 });
    try {
      const { blob, filename } = await exportCrm(
        format,
        filters,
        (p) => setProgress({ ...p, format }),
        abort.current.signal,
      );
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = filename;
      document.body.append(a);
      a.click();
      a.remove();
      window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (e) {
      if ((e as Error).name !== 'AbortError') setError((e as Error).message || t('export.error'));
    } finally {
      setProgress(null);
      abort.current = null;
    }
  }

  const busy = progress !== null;
  return (
    <div className={styles.exportBar}>
      <div className={styles.chips}>
        <Button variant="secondary" size="small" disabled={busy || total === 0} onClick={() => run('csv')}>
          {t('export.csv')}
        </Button>
        <Button variant="secondary" size="small" disabled={busy || total === 0} onClick={() => run('xlsx')}>
          {t('export.xlsx')}
        </Button>
        {busy && (
          <Button variant="text" size="small" onClick={() => abort.current?.abort()}>
            {t('export.cancel')}
          </Button>
        )}
      </div>
      {progress && (
        <div className={styles.progress} role="status">
          {progress.format === 'csv' ? (
            <>
              <progress max={Math.max(progress.total, 1)} value={progress.rows} aria-label={t('export.progress')} />
              <span>
                {t('export.rows', {
                  done: progress.rows.toLocaleString('pt-BR'),
                  total: progress.total.toLocaleString('pt-BR'),
                })}
              </span>
            </>
          ) : (
            <>
              <progress aria-label={t('export.progress')} />
              <span>
                {t('export.bytes', {
                  size: (progress.bytes / 1024).toLocaleString('pt-BR', { maximumFractionDigits: 0 }),
                })}
              </span>
            </>
          )}
        </div>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
