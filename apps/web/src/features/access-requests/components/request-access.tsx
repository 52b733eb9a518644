import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { watchOrderStream } from '../../../lib/order-stream.ts';
import { useNavigate } from '../../../lib/router.tsx';
import { useBrowserStore } from '../../../lib/storage.ts';
import { ACCESS_CHECK_FALLBACK_POLL_MS, accessCheckQuery, requestAccess } from '../api/access-request-calls.ts';
import styles from './access-requests.module.css';

const RECONNECT_MS = 5000;

/**
 * Spec 3 §2.2 RequestAccess (/solicitar-acesso; decisions 122, 188): the person asks the place for
 * access and waits here; the decision arrives on the live stream, so an approval shows at once.
 * While the stream is down the screen asks every 20 s instead.
 */
export function RequestAccess({ placeName, home }: { placeName: string; home: string }) {
  const { t } = useTranslation('access-requests');
  const token = useBrowserStore((s) => s.token);
  const client = useQueryClient();
  const navigate = useNavigate();
  const [message, setMessage] = useState('');
  const [streamUp, setStreamUp] = useState(false);
  const check = useQuery({
    ...accessCheckQuery(token),
    staleTime: 0,
    refetchInterval: (q) =>
      q.state.data?.request?.status === 'pending' && !streamUp ? ACCESS_CHECK_FALLBACK_POLL_MS : false,
  });
  const pending = check.data?.request?.status === 'pending';
  useEffect(() => {
    if (!token || !pending) return;
    const refresh = () => void client.invalidateQueries({ queryKey: ['useraccess/check'] });
    const stop = watchOrderStream({
      reconnectMs: RECONNECT_MS,
      onEvent: () => {},
      // (Re)connected: catch up on a decision made while the stream was down.
      onOpen: () => {
        setStreamUp(true);
        refresh();
      },
      onDown: () => setStreamUp(false),
      onAccessEvent: refresh,
    });
    return () => {
      stop();
      setStreamUp(false);
    };
  }, [client, token, pending]);
  const ask = useMutation({
    mutationFn: () => requestAccess(message.trim() ? { message: message.trim() } : {}),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['useraccess/check'] }),
  });
  const status = check.data?.request?.status ?? null;
  const approved = check.data !== undefined && !check.data.required;

  return (
    <div className={styles.screen}>
      <section className={styles.card} aria-labelledby="request-access-title">
        <h1 id="request-access-title" className={styles.title}>
          {t('requestTitle')}
        </h1>
        {approved ? (
          <>
            <p role="status">{t('approved', { place: placeName })}</p>
            <Button onClick={() => navigate(home, { replace: true })}>{t('continue')}</Button>
          </>
        ) : status === 'pending' ? (
          <p role="status">{t('pending')}</p>
        ) : (
          <form
            className={styles.form}
            onSubmit={(e) => {
              e.preventDefault();
              ask.mutate();
            }}
          >
            <p>{status === 'refused' ? t('refused') : t('intro', { place: placeName })}</p>
            <TextAreaField
              label={t('message')}
              value={message}
              maxLength={300}
              onChange={(e) => setMessage(e.target.value)}
            />
            {ask.isError && <p role="alert">{errorMessage(ask.error, t('requestError'))}</p>}
            <Button type="submit" loading={ask.isPending}>
              {status === 'refused' ? t('askAgain') : t('ask')}
            </Button>
          </form>
        )}
        {check.isError && <p role="alert">{errorMessage(check.error, t('loadError'))}</p>}
      </section>
    </div>
  );
}
