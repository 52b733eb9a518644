import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { LoadStatus } from '../../../components/ui/load-status.tsx';
import ops from '../../../components/ui/ops.module.css';
import { useWideScreen } from '../../../components/ui/use-media.ts';
import { errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useBrowserStore } from '../../../lib/storage.ts';
import { type CrmPatient, crmParamsQuery, crmQuery, UnexpectedShape, type WireFilter } from '../api/crm-calls.ts';
import { type DraftFilter, fromWire, isComplete, toWire } from '../lib/filter-draft.ts';
import styles from './crm.module.css';
import { CrmResults } from './crm-results.tsx';
import { ExportBar } from './export-bar.tsx';
import { FilterBuilder } from './filter-builder.tsx';
import { SavedFilters } from './saved-filters.tsx';

/**
 * Spec 2 §2 CRM (/crm, supplier): the patients in the caller's scope filtered by any field of
 * spec 2 §3 'CRM filters', 100 a page, with totals, saved filters and 'export all'. On a phone the
 * filters open in a sheet and the results are cards.
 */
export function CrmScreen({ patientLink }: { patientLink: (p: CrmPatient) => ReactNode }) {
  const { t } = useTranslation('crm');
  const wide = useWideScreen();
  const managerToken = useBrowserStore((s) => s.managerToken);
  const [draft, setDraft] = useState<DraftFilter[]>([]);
  const [applied, setApplied] = useState<WireFilter[]>([]);
  const [page, setPage] = useState(1);
  const [incomplete, setIncomplete] = useState(false);
  const [sheet, setSheet] = useState(false);
  const params = useQuery(crmParamsQuery(managerToken));
  const query = useQuery({ ...crmQuery(applied, page, managerToken), placeholderData: keepPreviousData });

  const apply = (filters: DraftFilter[] = draft) => {
    if (filters.some((f) => !isComplete(f))) {
      setIncomplete(true);
      return false;
    }
    setIncomplete(false);
    setApplied(filters.map(toWire));
    setPage(1);
    return true;
  };
  const searchError = query.error
    ? query.error instanceof UnexpectedShape
      ? t('errors.shape')
      : errorMessage(query.error, t('errors.search'))
    : null;
  const clear = () => {
    setDraft([]);
    apply([]);
  };
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;

  const builder = (
    <>
      <FilterBuilder filters={draft} params={params.data} onChange={setDraft} />
      {incomplete && (
        <p className={styles.error} role="alert">
          {t('builder.incomplete')}
        </p>
      )}
      <SavedFilters
        current={draft.filter(isComplete).map(toWire)}
        onApply={(saved) => {
          const next = saved.filters.map(fromWire).filter((f): f is DraftFilter => f !== null);
          setDraft(next);
          apply(next);
          setSheet(false);
        }}
      />
    </>
  );

  return (
    <div className={ops.page}>
      <div className={ops.header}>
        <h1 className={ops.title}>{t('title')}</h1>
        {!wide && (
          <Button variant="secondary" onClick={() => setSheet(true)}>
            {t('builder.open', { count: applied.length })}
          </Button>
        )}
      </div>
      {wide ? (
        <section className={`${ops.panel} ${styles.panel}`} aria-label={t('builder.title')}>
          {builder}
          <div className={ops.row}>
            <Button onClick={() => apply()}>{t('builder.apply')}</Button>
            <Button variant="text" onClick={clear}>
              {t('builder.clear')}
            </Button>
          </div>
        </section>
      ) : (
        <Dialog
          open={sheet}
          onOpenChange={setSheet}
          title={t('builder.title')}
          closeLabel={t('builder.close')}
          actions={
            <>
              <Button
                variant="text"
                onClick={() => {
                  clear();
                  setSheet(false);
                }}
              >
                {t('builder.clear')}
              </Button>
              <Button onClick={() => apply() && setSheet(false)}>{t('builder.apply')}</Button>
            </>
          }
        >
          {builder}
        </Dialog>
      )}
      <LoadStatus pending={query.isPending} error={searchError} />
      {data && (
        <div className={styles.totals}>
          <p className={styles.total} aria-live="polite">
            {data.total_capped ? (
              t('results.totalCapped', { formatted: data.total.toLocaleString('pt-BR') })
            ) : (
              <>
                {t('results.total', { count: data.total, formatted: data.total.toLocaleString('pt-BR') })}
                {' · '}
                {t('results.totalUsers', {
                  count: data.total_users,
                  formatted: data.total_users.toLocaleString('pt-BR'),
                })}
              </>
            )}
          </p>
          <ExportBar filters={applied} total={data.total} />
        </div>
      )}
      {data && data.patients.length === 0 && <p className={ops.muted}>{t('results.empty')}</p>}
      {data && data.patients.length > 0 && (
        <CrmResults patients={data.patients} wide={wide} patientLink={patientLink} />
      )}
      {data && pages > 1 && (
        <div className={ops.row}>
          <Button variant="secondary" size="small" disabled={page <= 1} onClick={() => setPage((n) => n - 1)}>
            {t('results.previous')}
          </Button>
          <span className={ops.muted}>{t('results.page', { page, pages })}</span>
          <Button variant="secondary" size="small" disabled={page >= pages} onClick={() => setPage((n) => n + 1)}>
            {t('results.next')}
          </Button>
        </div>
      )}
    </div>
  );
}
