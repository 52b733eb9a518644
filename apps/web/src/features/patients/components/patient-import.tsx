import { IMPORT_FILE_MAX_BYTES, IMPORT_PREVIEW_ROWS } from '@app/domain/patients/import-rules';
import { brDate } from '@app/domain/shared/bounds';
import { formatCpfCnpj, formatPhone } from '@app/domain/users/rules';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import ops from '../../../components/ui/ops.module.css';
import { errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import {
  importBatch,
  importProcedureBatch,
  previewImport,
  previewProcedureImport,
} from '../api/patient-import-calls.ts';
import { batchesOf, IMPORT_TEMPLATE, PROCEDURE_IMPORT_TEMPLATE, readAsBase64 } from '../lib/patient-import.ts';
import styles from './patients.module.css';

/** What both imports answer for a file: every row with its values as text and its errors. */
type ImportPreview = {
  columns: { header: string; field: string | null }[];
  total: number;
  valid: number;
  rows: {
    line: number;
    values: Record<string, string>;
    errors: { field: string; message: string }[];
    patient_name?: string | null;
  }[];
};
type PreviewRow = ImportPreview['rows'][number];
type BatchAnswer = { created: number; skipped: { line: number; message: string }[] };

/** One kind of import: its calls, its template, its texts (under `texts` in patients.json) and preview columns. */
type ImportKind = {
  texts: 'import' | 'procedureImport';
  preview(body: { file_name: string; content_base64: string }): Promise<ImportPreview>;
  batch(rows: PreviewRow[]): Promise<BatchAnswer>;
  template: string;
  templateName: string;
  columns: { field: string; show(row: PreviewRow): string }[];
  invalidates: string;
};

const isoDay = (v: string | undefined) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? brDate(v) : (v ?? ''));

const PATIENTS: ImportKind = {
  texts: 'import',
  preview: previewImport,
  batch: (rows) => importBatch(rows.map((r) => ({ line: r.line, ...r.values })) as Parameters<typeof importBatch>[0]),
  template: IMPORT_TEMPLATE,
  templateName: 'modelo-pacientes.csv',
  columns: [
    { field: 'full_name', show: (r) => r.values.full_name ?? '' },
    { field: 'cpf', show: (r) => (r.values.cpf ? formatCpfCnpj(r.values.cpf) : '') },
    { field: 'birthdate', show: (r) => isoDay(r.values.birthdate) },
    { field: 'phone', show: (r) => (r.values.phone ? formatPhone(r.values.phone) : '') },
  ],
  invalidates: 'patients/list',
};

const PROCEDURES: ImportKind = {
  texts: 'procedureImport',
  preview: previewProcedureImport,
  batch: (rows) =>
    importProcedureBatch(
      rows.map(({ line, values: { quantity, ...values } }) => ({
        line,
        ...values,
        ...(quantity ? { quantity: Number(quantity) } : {}),
      })) as Parameters<typeof importProcedureBatch>[0],
    ),
  template: PROCEDURE_IMPORT_TEMPLATE,
  templateName: 'modelo-procedimentos.csv',
  columns: [
    { field: 'patient', show: (r) => r.patient_name ?? '' },
    { field: 'procedure_type', show: (r) => r.values.procedure_type ?? '' },
    { field: 'date', show: (r) => isoDay(r.values.date) },
    { field: 'lot', show: (r) => r.values.lot ?? '' },
  ],
  invalidates: 'patients/get',
};

type Stage =
  | { step: 'choose'; error?: string }
  | { step: 'reading' }
  | { step: 'preview'; file: string; preview: ImportPreview }
  | { step: 'importing'; file: string; preview: ImportPreview; done: number }
  | { step: 'done'; created: number; skipped: { line: number; message: string }[]; failed?: string };

const ERRORS_SHOWN = 200;

/**
 * 'Importar pacientes' (spec 2 §7 patients/import; decision 157): a CSV or XLSX is read whole on the
 * server, the screen shows the columns found, the first rows and every row's errors; the good rows
 * are then created in batches with a progress bar, and a summary says what was skipped and why.
 */
export function PatientImport({ backLink }: { backLink: ReactNode }) {
  return <SpreadsheetImport kind={PATIENTS} backLink={backLink} />;
}

/** 'Importar procedimentos' (spec 2 §7 procedure/import; decision 185): the same steps, a patient per CPF. */
export function ProcedureImport({ backLink }: { backLink: ReactNode }) {
  return <SpreadsheetImport kind={PROCEDURES} backLink={backLink} />;
}

function SpreadsheetImport({ kind, backLink }: { kind: ImportKind; backLink: ReactNode }) {
  const { t } = useTranslation('patients');
  const own = (key: string, options?: Record<string, unknown>) => t(`${kind.texts}.${key}`, options ?? {});
  const client = useQueryClient();
  const [stage, setStage] = useState<Stage>({ step: 'choose' });

  async function choose(file: File | undefined) {
    if (!file) return;
    if (file.size > IMPORT_FILE_MAX_BYTES) return setStage({ step: 'choose', error: t('import.tooLarge') });
    setStage({ step: 'reading' });
    try {
      const preview = await kind.preview({ file_name: file.name, content_base64: await readAsBase64(file) });
      setStage({ step: 'preview', file: file.name, preview });
    } catch (error) {
      setStage({ step: 'choose', error: errorMessage(error, t('import.readError')) });
    }
  }

  async function run(file: string, preview: ImportPreview) {
    const good = preview.rows.filter((r) => r.errors.length === 0);
    let created = 0;
    let done = 0;
    const skipped: { line: number; message: string }[] = [];
    setStage({ step: 'importing', file, preview, done });
    try {
      for (const batch of batchesOf(good)) {
        const answer = await kind.batch(batch);
        created += answer.created;
        skipped.push(...answer.skipped);
        done += batch.length;
        setStage({ step: 'importing', file, preview, done });
      }
      setStage({ step: 'done', created, skipped });
    } catch (error) {
      setStage({
        step: 'done',
        created,
        skipped,
        failed: errorMessage(error, own('batchError', { line: done + 2 })),
      });
    } finally {
      await client.invalidateQueries({ queryKey: [kind.invalidates] });
    }
  }

  const template = `data:text/csv;charset=utf-8,${encodeURIComponent(kind.template)}`;
  return (
    <div className={ops.page}>
      {backLink}
      <h1 className={ops.title}>{own('title')}</h1>
      {(stage.step === 'choose' || stage.step === 'reading') && (
        <section className={`${ops.panel} ${styles.form}`}>
          <p className={ops.muted}>{own('intro')}</p>
          <label className={styles.fileLabel}>
            <span>{t('import.choose')}</span>
            <input
              type="file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              disabled={stage.step === 'reading'}
              onChange={(e) => void choose(e.target.files?.[0])}
            />
          </label>
          {stage.step === 'reading' && <p className={ops.muted}>{t('import.reading')}</p>}
          {stage.step === 'choose' && stage.error && (
            <p role="alert" className={ops.error}>
              {stage.error}
            </p>
          )}
          <a className={ops.link} href={template} download={kind.templateName}>
            {own('template')}
          </a>
        </section>
      )}
      {(stage.step === 'preview' || stage.step === 'importing') && (
        <PreviewPanel
          kind={kind}
          file={stage.file}
          preview={stage.preview}
          importing={stage.step === 'importing' ? stage.done : null}
          onImport={() => void run(stage.file, stage.preview)}
          onCancel={() => setStage({ step: 'choose' })}
        />
      )}
      {stage.step === 'done' && (
        <section className={`${ops.panel} ${styles.form}`} aria-live="polite">
          <h2 className={ops.subtitle}>{own('created', { count: stage.created })}</h2>
          {stage.failed && (
            <p role="alert" className={ops.error}>
              {stage.failed}
            </p>
          )}
          {stage.skipped.length > 0 && (
            <>
              <p>{t('import.skipped', { count: stage.skipped.length })}</p>
              <ul className={styles.importErrors}>
                {stage.skipped.slice(0, ERRORS_SHOWN).map((s) => (
                  <li key={s.line}>{t('import.lineError', { line: s.line, message: s.message })}</li>
                ))}
              </ul>
            </>
          )}
          <Button variant="secondary" onClick={() => setStage({ step: 'choose' })}>
            {t('import.another')}
          </Button>
        </section>
      )}
    </div>
  );
}

function PreviewPanel(props: {
  kind: ImportKind;
  file: string;
  preview: ImportPreview;
  importing: number | null;
  onImport: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('patients');
  const { preview, importing, kind } = props;
  const bad = preview.rows.filter((r) => r.errors.length > 0);
  const label = (field: string) =>
    t(`${kind.texts}.fields.${field}`, { defaultValue: t(`import.fields.${field}`, { defaultValue: field }) });
  return (
    <section className={`${ops.panel} ${styles.form}`}>
      <p>
        <strong>{props.file}</strong> ·{' '}
        {t('import.counts', { total: preview.total, valid: preview.valid, errors: bad.length })}
      </p>
      <div>
        <h2 className={ops.subtitle}>{t('import.columns')}</h2>
        <ul className={styles.columnList}>
          {preview.columns.map((c, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a header may repeat; its position is its identity
            <li key={i}>
              {c.header || '—'} → {c.field ? label(c.field) : <span className={ops.muted}>{t('import.ignored')}</span>}
            </li>
          ))}
        </ul>
      </div>
      <div className={styles.tableWrap}>
        <h2 className={ops.subtitle}>
          {t('import.firstRows', { count: Math.min(IMPORT_PREVIEW_ROWS, preview.total) })}
        </h2>
        <table className={ops.table}>
          <thead>
            <tr>
              <th>{t('import.line')}</th>
              {kind.columns.map((c) => (
                <th key={c.field}>{label(c.field)}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {preview.rows.slice(0, IMPORT_PREVIEW_ROWS).map((r) => (
              <tr key={r.line} className={r.errors.length > 0 ? styles.badRow : undefined}>
                <td>{r.line}</td>
                {kind.columns.map((c) => (
                  <td key={c.field}>{c.show(r)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {bad.length > 0 && (
        <div>
          <h2 className={ops.subtitle}>{t('import.errorsTitle', { count: bad.length })}</h2>
          <ul className={styles.importErrors}>
            {bad
              .slice(0, ERRORS_SHOWN)
              .flatMap((r) =>
                r.errors.map((e) => (
                  <li key={`${r.line}:${e.field}`}>
                    {t('import.lineError', { line: r.line, message: `${label(e.field)}: ${e.message}` })}
                  </li>
                )),
              )}
          </ul>
          {bad.length > ERRORS_SHOWN && (
            <p className={ops.muted}>{t('import.moreErrors', { count: bad.length - ERRORS_SHOWN })}</p>
          )}
        </div>
      )}
      {importing !== null && (
        <div aria-live="polite">
          <progress className={styles.progress} max={preview.valid} value={importing} />
          <p className={ops.muted}>{t('import.progress', { done: importing, total: preview.valid })}</p>
        </div>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={props.onCancel} disabled={importing !== null}>
          {t('import.cancel')}
        </Button>
        <Button onClick={props.onImport} loading={importing !== null} disabled={preview.valid === 0}>
          {t(`${kind.texts}.run`, { count: preview.valid })}
        </Button>
      </div>
    </section>
  );
}
