import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useBrowserStore } from '../../../lib/storage.ts';
import { ACCESS_CHECK_POLL_MS, accessCheckQuery, requestAccess } from '../api/access-request-calls.ts';
import styles from './access-requests.module.css';

/**
 * Spec 3 §2.2 RequestAccess (/solicitar-acesso; decision 122): the person asks the place for
 * access and waits here; the screen checks every few seconds, so an approval shows at once.
 */
export function RequestAccess({ placeName, home }: { placeName: string; home: string }) {
  const { t } = useTranslation('access-requests');
  const token = useBrowserStore((s) => s.token);
  const client = useQueryClient();
  const navigate = useNavigate();
  const [message, setMessage] = useState('');
  const check = useQuery({
    ...accessCheckQuery(token),
    staleTime: 0,
    refetchInterval: (q) => (q.state.data?.request?.status === 'pending' ? ACCESS_CHECK_POLL_MS : false),
  });
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
