import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { LoadStatus } from '../../../components/ui/load-status.tsx';
import ops from '../../../components/ui/ops.module.css';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/snackbar.ts';
import { useBrowserStore } from '../../../lib/storage.ts';
import { chatCredentialsQuery, saveChatCredentials } from '../api/chat-credentials-calls.ts';
import styles from './sales-funnel.module.css';

/**
 * The owner's Octadesk account for the clinic's chat (decision 201): API URL, agent e-mail and the
 * API key. The key is write-only: once saved, only its last four characters are shown.
 */
export function ChatCredentialsPanel() {
  const { t } = useTranslation('sales-funnel');
  const managerToken = useBrowserStore((s) => s.managerToken);
  const client = useQueryClient();
  const options = chatCredentialsQuery(managerToken);
  const query = useQuery(options);
  const [url, setUrl] = useState<string | null>(null);
  const [email, setEmail] = useState<string | null>(null);
  const [apiKey, setApiKey] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const current = query.data;
  const save = async (body: Parameters<typeof saveChatCredentials>[0], done: string) => {
    setBusy(true);
    setError(null);
    try {
      client.setQueryData(options.queryKey, await saveChatCredentials(body));
      setApiKey('');
      setUrl(null);
      setEmail(null);
      notify(done, { kind: 'success' });
    } catch (e) {
      setError(errorMessage(e, t('credentials.saveError')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={`${ops.panel} ${styles.credentialsPanel}`} aria-labelledby="chat-credentials-title">
      <h2 id="chat-credentials-title" className={ops.subtitle}>
        {t('credentials.title')}
      </h2>
      <p className={ops.muted}>{t('credentials.hint')}</p>
      {!current ? (
        <LoadStatus
          pending={query.isPending}
          error={query.error && errorMessage(query.error, t('credentials.loadError'))}
        />
      ) : (
        <form
          className={styles.credentials}
          onSubmit={(e) => {
            e.preventDefault();
            const agent = (email ?? current.agent_email ?? '').trim();
            void save(
              {
                base_url: (url ?? current.base_url ?? '').trim(),
                ...(agent ? { agent_email: agent } : {}),
                ...(apiKey ? { api_key: apiKey } : {}),
              },
              t('credentials.saved'),
            );
          }}
        >
          <TextField
            label={t('credentials.baseUrl')}
            type="url"
            inputMode="url"
            placeholder="https://suaclinica.api001.octadesk.services"
            value={url ?? current.base_url ?? ''}
            maxLength={300}
            required
            onChange={(e) => setUrl(e.target.value)}
          />
          <TextField
            label={t('credentials.agentEmail')}
            type="email"
            autoComplete="off"
            value={email ?? current.agent_email ?? ''}
            maxLength={200}
            required
            onChange={(e) => setEmail(e.target.value)}
          />
          <TextField
            label={t('credentials.apiKey')}
            type="password"
            autoComplete="new-password"
            value={apiKey}
            maxLength={500}
            required={!current.configured}
            hint={
              current.api_key_masked
                ? t('credentials.apiKeySaved', { masked: current.api_key_masked })
                : t('credentials.apiKeyNone')
            }
            error={error ?? undefined}
            onChange={(e) => setApiKey(e.target.value)}
          />
          <div className={styles.credentialsActions}>
            <Button type="submit" loading={busy}>
              {t('credentials.save')}
            </Button>
            {current.configured && (
              <Button
                type="button"
                variant="secondary"
                disabled={busy}
                onClick={() => void save({ base_url: null }, t('credentials.removed'))}
              >
                {t('credentials.remove')}
              </Button>
            )}
          </div>
          <p className={ops.muted}>{current.configured ? t('credentials.usingOwn') : t('credentials.usingDefault')}</p>
        </form>
      )}
    </section>
  );
}
