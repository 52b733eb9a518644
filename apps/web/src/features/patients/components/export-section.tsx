import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import ops from '../../../components/ui/ops.module.css';
import { errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { exportRecord } from '../api/record-files-calls.ts';
import styles from './patients.module.css';

type Ready = { pdf: string; json: string; name: string };

/**
 * 'Exportar prontuário' (decision 163): the whole record as one PDF (a signed link good for 5
 * minutes) and as JSON (portability, LGPD art. 18); both reads are in the audit.
 */
export function ExportSection({ patientId, patientName }: { patientId: string; patientName: string }) {
  const { t } = useTranslation('patients');
  const [ready, setReady] = useState<Ready | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => () => (ready ? URL.revokeObjectURL(ready.json) : undefined), [ready]);
  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      const result = await exportRecord(patientId);
      const blob = new Blob([JSON.stringify(result.record, null, 2)], { type: 'application/json' });
      const name = `prontuario-${patientName
        .normalize('NFD')
        .replace(/[^\w\s-]/g, '')
        .trim()
        .replace(/\s+/g, '-')
        .toLowerCase()}`;
      setReady({ pdf: result.pdf_url, json: URL.createObjectURL(blob), name });
    } catch (e) {
      setError(errorMessage(e, t('view.exportError')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={`${ops.panel} ${styles.consent}`}>
      <h2 className={ops.subtitle}>{t('view.exportTitle')}</h2>
      <p className={ops.muted}>{t('view.exportIntro')}</p>
      <div className={ops.row}>
        <Button loading={busy} onClick={run}>
          {t('view.export')}
        </Button>
      </div>
      {error && (
        <p role="alert" className={ops.error}>
          {error}
        </p>
      )}
      {ready && (
        <div className={styles.actions} style={{ justifyContent: 'flex-start' }}>
          <a className={ops.link} href={ready.pdf} download={`${ready.name}.pdf`}>
            {t('view.exportPdf')}
          </a>
          <a className={ops.link} href={ready.json} download={`${ready.name}.json`}>
            {t('view.exportJson')}
          </a>
        </div>
      )}
    </section>
  );
}
