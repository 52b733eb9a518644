import { useMutation, useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { pathFor } from '../../../../app/route-table.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { LoadStatus } from '../../../../components/ui/load-status.tsx';
import styles from '../../../../components/ui/ops.module.css';
import { errorMessage } from '../../../../lib/api.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { Link } from '../../../../lib/router.tsx';
import { useBrowserStore } from '../../../../lib/storage.ts';
import { sendTicket, ticketQuery } from '../api/ticket-calls.ts';
import s from './ticket.module.css';

/** An order's 80 mm ticket: preview, browser print, PDF download, send to the printer. */
export function OrderTicket({ orderId }: { orderId: string }) {
  const { t } = useTranslation('backoffice-ops');
  const managerToken = useBrowserStore((st) => st.managerToken);
  const query = useQuery(ticketQuery(orderId, managerToken));
  const frame = useRef<HTMLIFrameElement>(null);
  const send = useMutation({ mutationFn: () => sendTicket(orderId) });
  const print = () => {
    const win = frame.current?.contentWindow;
    if (win) {
      win.focus();
      win.print();
    } else window.print();
  };
  return (
    <div className={styles.page}>
      <Link to={pathFor('OrderBoard')} className={styles.link}>
        ← {t('ticket.back')}
      </Link>
      <div className={styles.header}>
        <h1 className={styles.title}>{t('ticket.title')}</h1>
        {query.data && (
          <div className={styles.row}>
            <Button onClick={print}>{t('ticket.print')}</Button>
            <a className={s.button} href={query.data.pdf_url} download>
              {t('ticket.pdf')}
            </a>
            <Button variant="text" loading={send.isPending} onClick={() => send.mutate()}>
              {t('ticket.send')}
            </Button>
          </div>
        )}
      </div>
      {send.data && (
        <p role="status" className={styles.muted}>
          {t('ticket.sent', { job: send.data })}
        </p>
      )}
      {send.error && (
        <p role="alert" className={styles.error}>
          {errorMessage(send.error, t('actionError'))}
        </p>
      )}
      <LoadStatus pending={query.isPending} error={query.error && errorMessage(query.error, t('loadError'))} />
      {query.data && (
        <div className={s.paper}>
          <iframe ref={frame} title={t('ticket.preview')} srcDoc={query.data.html} className={s.frame} />
        </div>
      )}
    </div>
  );
}
