import { formatDateTime } from '@app/domain/orders/rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/snackbar.ts';
import { useBrowserStore } from '../../../lib/storage.ts';
import { attendancyDocumentsQuery } from '../api/signature-calls.ts';
import { SendDocumentDialog } from './send-document-dialog.tsx';
import styles from './signatures.module.css';

/** A booking's documents to sign (staff): their status, the signing link to resend, and a new one. */
export function SignatureDocuments({
  attendancyId,
  userId,
  patientName,
}: {
  attendancyId: string;
  userId: string;
  patientName: string;
}) {
  const { t } = useTranslation('signatures');
  const managerToken = useBrowserStore((s) => s.managerToken);
  const client = useQueryClient();
  const docs = useQuery(attendancyDocumentsQuery(attendancyId, managerToken));
  const [writing, setWriting] = useState(false);

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      notify(t('copied'), { kind: 'success' });
    } catch {
      notify(url, { kind: 'info' });
    }
  };

  return (
    <section className={styles.section} aria-labelledby="signature-documents">
      <div className={styles.head}>
        <h2 id="signature-documents">{t('heading')}</h2>
        <Button size="small" variant="secondary" onClick={() => setWriting(true)}>
          {t('send')}
        </Button>
      </div>
      {docs.error && <p role="alert">{errorMessage(docs.error, t('loadError'))}</p>}
      {docs.data?.length === 0 && <p className={styles.muted}>{t('none')}</p>}
      {docs.data && docs.data.length > 0 && (
        <ul className={styles.list}>
          {docs.data.map((d) => (
            <li key={d._id} className={styles.item}>
              <div className={styles.itemHead}>
                <strong>{d.title}</strong>
                <span className={styles.badge} data-status={d.status}>
                  {t(`statuses.${d.status}`)}
                </span>
              </div>
              <p className={styles.muted}>
                {d.signed_at
                  ? t('signedAt', { date: formatDateTime(d.signed_at) })
                  : t('sentAt', { date: formatDateTime(d.created_at), channel: t(`channels.${d.channel}`) })}
              </p>
              {d.sign_url && (
                <Button size="small" variant="text" onClick={() => void copy(d.sign_url as string)}>
                  {t('copyLink')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {writing && (
        <SendDocumentDialog
          userId={userId}
          attendancyId={attendancyId}
          patientName={patientName}
          onClose={() => setWriting(false)}
          onSent={() => {
            setWriting(false);
            notify(t('sent'), { kind: 'success' });
            void client.invalidateQueries({ queryKey: ['digitalsignature/list'] });
          }}
        />
      )}
    </section>
  );
}
