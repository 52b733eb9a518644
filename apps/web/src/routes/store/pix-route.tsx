import type { Transaction } from '@app/domain/payments/schemas';
import { formatMoney, reaisToCents } from '@app/domain/shared/money';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { pathFor } from '../../app/route-table.ts';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import {
  CheckoutResult,
  readPixCode,
  readTransaction,
  resultOf,
  paymentsStyles as styles,
} from '../../features/payments/index.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useNavigate, useParams } from '../../lib/router.tsx';
import { notify } from '../../lib/snackbar.ts';
import { browserStore } from '../../lib/storage.ts';

export const namespaces = ['payments'] as const;

const POLL_MS = 3000;

/** QR image from the 'copia e cola' text when the server sent none (the qrcode library, lazy). */
function useQrImage(code: string | null, served: string | null): string | null {
  const [image, setImage] = useState<string | null>(served);
  useEffect(() => {
    if (served || !code) return;
    let live = true;
    void import('qrcode').then((qr) =>
      qr.toDataURL(code, { margin: 1, width: 512 }).then((url) => {
        if (live) setImage(url);
      }),
    );
    return () => {
      live = false;
    };
  }, [code, served]);
  return served ?? image;
}

/**
 * Spec 3 §2.2 Pix (/pix/{id}): loads the transaction; not pending → clears the stored transaction
 * and goes to Index; otherwise shows the QR code and the copy-and-paste code, polling until the
 * payment settles (then the result); a load error goes to /erro.
 */
export function Component() {
  const { t, i18n } = useTranslation('payments');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const [settled, setSettled] = useState<Pick<
    Transaction,
    'status' | 'message' | 'end_reason' | 'reference_id'
  > | null>(null);
  const first = useQuery({
    queryKey: ['payments', 'pix', id],
    queryFn: () => readPixCode(id),
    staleTime: Infinity,
    retry: 1,
  });
  const poll = useQuery({
    queryKey: ['payments', 'transaction', id],
    queryFn: () => readTransaction(id),
    enabled: first.data?.status === 'pending' && !settled,
    refetchInterval: POLL_MS,
  });

  useEffect(() => {
    if (first.isError) navigate('/erro', { replace: true });
    else if (first.data && first.data.status !== 'pending') {
      if (browserStore.getState().transactionId === id) browserStore.getState().set('transactionId', null);
      navigate('/', { replace: true });
    }
  }, [first.isError, first.data, id, navigate]);

  useEffect(() => {
    const tx = poll.data;
    if (!tx || tx.status === 'pending') return;
    if (browserStore.getState().transactionId === id) browserStore.getState().set('transactionId', null);
    setSettled(tx);
  }, [poll.data, id]);

  const code = first.data?.qrcode ?? null;
  const image = useQrImage(code, first.data?.imagemQrcode ?? null);

  if (settled) {
    const kind = resultOf(settled.status, settled.message, settled.end_reason);
    return (
      <main className={styles.page}>
        <CheckoutResult
          kind={kind}
          // The provider's own words only explain an error; the other results have their texts.
          message={kind === 'error' ? settled.message : null}
          orderLink={
            browserStore.getState().token
              ? { to: pathFor('MyOrder', { id: settled.reference_id }), label: t('seeOrder') }
              : null
          }
        />
      </main>
    );
  }
  if (first.data?.status !== 'pending') return <Spinner />;

  const amount = formatMoney(reaisToCents(first.data.amount), i18n.language === 'en' ? 'en' : 'pt-BR');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code ?? '');
      notify(t('copied'), { kind: 'success' });
    } catch {
      (document.getElementById('pix-code') as HTMLTextAreaElement | null)?.select();
    }
  };
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{t('pixTitle')}</h1>
      <section className={`${styles.card} ${styles.center}`}>
        <strong>{t('pixAmount', { amount })}</strong>
        <p className={styles.muted}>{t('pixHelp')}</p>
        {image ? <img className={styles.qr} src={image} alt={t('pixQrAlt')} /> : <Spinner size={28} />}
        <label className={styles.label} htmlFor="pix-code">
          {t('pixCode')}
        </label>
        <textarea id="pix-code" className={styles.code} readOnly value={code ?? ''} />
        <Button fullWidth onClick={() => void copy()}>
          {t('copy')}
        </Button>
        <p className={styles.muted} role="status">
          <Spinner size={14} decorative /> {t('pixWaiting')}
        </p>
      </section>
    </main>
  );
}
