import type { CallResult } from '@app/domain/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { FormFooter } from '../../../../components/ui/form-footer.tsx';
import { errorMessage } from '../../../../lib/api.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { catalogueKeys, importCsv } from '../api/catalogue-admin-calls.ts';
import { localise } from '../lib/form-errors.ts';
import styles from './catalogue.module.css';

type Result = CallResult<'admin/catalogue/importcsv'>;

/** CSV import: a file, then either 'n created, m updated' or every bad row (row, column, message). */
export function CsvDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('backoffice-catalogue');
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function run() {
    if (!file) return;
    setBusy(true);
    setFailure(null);
    try {
      const answer = await importCsv(await file.text());
      setResult(answer);
      if (answer.saved) await client.invalidateQueries({ queryKey: catalogueKeys.all });
    } catch (error) {
      setFailure(localise(errorMessage(error, t('csv.failed'))) ?? null);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('csv.title')} closeLabel={t('close')}>
      <div className={styles.form}>
        <p className={styles.muted}>{t('csv.help')}</p>
        <label className={styles.fileLabel}>
          {file ? file.name : t('csv.choose')}
          <input
            className={styles.fileInput}
            type="file"
            accept=".csv,text/csv"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setResult(null);
            }}
          />
        </label>
        {failure && (
          <p className={styles.formError} role="alert">
            {failure}
          </p>
        )}
        {result?.saved && (
          <p className={styles.success} role="status">
            {t('csv.saved', { created: result.created, updated: result.updated })}
          </p>
        )}
        {result && result.errors.length > 0 && (
          <>
            <p className={styles.formError} role="alert">
              {t('csv.errors', { count: result.errors.length })}
            </p>
            <div className={styles.scroll}>
              <table className={styles.table} aria-label={t('csv.errorsTable')}>
                <thead>
                  <tr>
                    <th>{t('csv.row')}</th>
                    <th>{t('csv.field')}</th>
                    <th>{t('csv.message')}</th>
                  </tr>
                </thead>
                <tbody>
                  {result.errors.map((e) => (
                    <tr key={`${e.row}-${e.field}-${e.message}`}>
                      <td>{e.row}</td>
                      <td>{e.field}</td>
                      <td>{localise(e.message)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
        <FormFooter>
          <Button variant="secondary" onClick={onClose}>
            {t('close')}
          </Button>
          <Button onClick={run} disabled={!file} loading={busy}>
            {t('csv.import')}
          </Button>
        </FormFooter>
      </div>
    </Dialog>
  );
}
