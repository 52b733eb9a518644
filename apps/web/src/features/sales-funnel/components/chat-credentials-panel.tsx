import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import credentials from '../../../app/shared/credentials.module.css';
import { SecretField } from '../../../app/shared/secret-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { LoadStatus } from '../../../components/ui/load-status.tsx';
import ops from '../../../components/ui/ops.module.css';
import { SubmitForm } from '../../../components/ui/submit-form.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/snackbar.ts';
import { useBrowserStore } from '../../../lib/storage.ts';
import { useFieldErrors } from '../../../lib/use-field-errors.ts';
import { chatCredentialsQuery, saveChatCredentials } from '../api/chat-credentials-calls.ts';

/**
 * The owner's Octadesk account for the clinic's chat (decision 201): API URL, agent e-mail and the
 * API key. The key is write-only: once saved, only its last four characters are shown. The server
 * checks the fields; its refusal goes under the field it names, and nothing typed is lost.
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
  const { errors, failure, clear, check, refuse } = useFieldErrors();
  const [busy, setBusy] = useState(false);
  const current = query.data;
  const save = async (body: Parameters<typeof saveChatCredentials>[0], done: string) => {
    setBusy(true);
    check({});
    try {
      client.setQueryData(options.queryKey, await saveChatCredentials(body));
      setApiKey('');
      setUrl(null);
      setEmail(null);
      notify(done, { kind: 'success' });
    } catch (e) {
      refuse(e, t('credentials.saveError'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={`${ops.panel} ${credentials.panel}`} aria-labelledby="chat-credentials-title">
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
        <SubmitForm
          className={credentials.form}
          onSubmit={() => {
            const agent = (email ?? current.agent_email ?? '').trim();
            return save(
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
            inputMode="url"
            placeholder="https://suaclinica.api001.octadesk.services"
            value={url ?? current.base_url ?? ''}
            maxLength={300}
            error={errors.base_url}
            onChange={(e) => {
              clear('base_url');
              setUrl(e.target.value);
            }}
          />
          <TextField
            label={t('credentials.agentEmail')}
            type="email"
            autoComplete="off"
            value={email ?? current.agent_email ?? ''}
            maxLength={200}
            error={errors.agent_email}
            onChange={(e) => {
              clear('agent_email');
              setEmail(e.target.value);
            }}
          />
          <SecretField
            label={t('credentials.apiKey')}
            masked={current.api_key_masked}
            value={apiKey}
            maxLength={500}
            error={errors.api_key ?? failure ?? undefined}
            onChange={(e) => {
              clear('api_key');
              setApiKey(e.target.value);
            }}
          />
          <div className={credentials.actions}>
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
        </SubmitForm>
      )}
    </section>
  );
}
