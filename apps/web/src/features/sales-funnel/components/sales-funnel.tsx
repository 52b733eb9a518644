import type { FunnelStage } from '@app/domain/sales-funnel/rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useCurrentUser } from '../../../app/shared/current-user.ts';
import { Button } from '../../../components/ui/button.tsx';
import { LoadStatus } from '../../../components/ui/load-status.tsx';
import ops from '../../../components/ui/ops.module.css';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { SubmitForm } from '../../../components/ui/submit-form.tsx';
import { TabButton } from '../../../components/ui/tab-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useBrowserStore } from '../../../lib/storage.ts';
import { boardQuery, type Lead, updateLead } from '../api/sales-funnel-calls.ts';
import { FunnelBoard } from './funnel-board.tsx';
import { LeadDrawer, type LeadLinks } from './lead-drawer.tsx';
import { NewLeadForm } from './new-lead-form.tsx';
import styles from './sales-funnel.module.css';

const FunnelReports = lazy(() => import('./funnel-reports.tsx'));

/** Spec 2 §2 SalesFunnel: the board of leads and the funnel reports (decisions 146–149). */
export function SalesFunnel({ links }: { links: LeadLinks }) {
  const { t } = useTranslation('sales-funnel');
  const managerToken = useBrowserStore((s) => s.managerToken);
  const isStaff = Boolean(useCurrentUser()?.manager);
  const client = useQueryClient();
  const [tab, setTab] = useState<'board' | 'reports'>('board');
  const [search, setSearch] = useState('');
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState<{ lead: Lead; askLost: boolean } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const query = useQuery({ ...boardQuery(search, managerToken), enabled: isStaff });

  if (!isStaff) {
    return (
      <div className={ops.page}>
        <h1 className={ops.title}>{t('title')}</h1>
        <p className={ops.muted}>{t('staffOnly')}</p>
      </div>
    );
  }
  const refresh = () => client.invalidateQueries({ queryKey: ['octadeskChat'] });
  const move = async (lead: Lead, stage: FunnelStage) => {
    setError(null);
    if (stage === 'lost') return setOpen({ lead, askLost: true });
    try {
      await updateLead(lead._id, { stage });
      setNotice(t('board.moved', { lead: lead.name, stage: t(`stage.${stage}`) }));
      await refresh();
    } catch (e) {
      setError(errorMessage(e, t('errors.update')));
    }
  };
  const skipped = query.data?.skipped ?? [];

  return (
    <div className={ops.page}>
      <div className={ops.header}>
        <h1 className={ops.title}>{t('title')}</h1>
        <Button variant="secondary" onClick={() => setAdding((v) => !v)}>
          {t('board.add')}
        </Button>
      </div>
      <div className={ops.tabs} role="tablist">
        <TabButton className={ops.tab} selected={tab === 'board'} onSelect={() => setTab('board')}>
          {t('tabs.board')}
        </TabButton>
        <TabButton className={ops.tab} selected={tab === 'reports'} onSelect={() => setTab('reports')}>
          {t('tabs.reports')}
        </TabButton>
      </div>
      {tab === 'reports' ? (
        <Suspense fallback={<Spinner />}>
          <FunnelReports />
        </Suspense>
      ) : (
        <>
          {adding && (
            <NewLeadForm
              onCreated={async (lead) => {
                setAdding(false);
                setNotice(t('board.created', { lead: lead.name }));
                await refresh();
              }}
            />
          )}
          <SubmitForm className={styles.searchRow} onSubmit={() => setSearch(typed.trim())}>
            <TextField
              label={t('board.search')}
              type="search"
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
            />
            <Button type="submit" variant="secondary">
              {t('board.searchButton')}
            </Button>
          </SubmitForm>
          {skipped.map((s) => (
            <p key={s.chat_id} role="status" className={styles.warning}>
              {t('board.noPhone', { name: s.name })}
            </p>
          ))}
          {query.data?.chat_unavailable && <p className={styles.warning}>{t('board.chatUnavailable')}</p>}
          {notice && (
            <p role="status" className={styles.notice}>
              {notice}
            </p>
          )}
          {error && (
            <p role="alert" className={styles.error}>
              {error}
            </p>
          )}
          <LoadStatus pending={query.isPending} error={query.error ? t('board.loadError') : null} />
          {query.data && (
            <FunnelBoard
              leads={query.data.people_with_sales_funnel}
              onMove={move}
              onOpen={(lead) => setOpen({ lead, askLost: false })}
            />
          )}
        </>
      )}
      {open && (
        <LeadDrawer
          key={open.lead._id}
          lead={open.lead}
          askLost={open.askLost}
          links={links}
          onClose={() => setOpen(null)}
          onChanged={async (message) => {
            setOpen(null);
            setNotice(message);
            await refresh();
          }}
        />
      )}
    </div>
  );
}
