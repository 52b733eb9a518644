import { brDate } from '@app/domain/shared/bounds';
import { formatCpfCnpj, formatPhone } from '@app/domain/users/rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import credentials from '../../../app/shared/credentials.module.css';
import { SecretField } from '../../../app/shared/secret-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { LoadStatus } from '../../../components/ui/load-status.tsx';
import ops from '../../../components/ui/ops.module.css';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { SubmitForm } from '../../../components/ui/submit-form.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/snackbar.ts';
import { useBrowserStore } from '../../../lib/storage.ts';
import { useFieldErrors } from '../../../lib/use-field-errors.ts';
import {
  type IntegrationFoundPatient,
  integrationDetailQuery,
  integrationSettingsQuery,
  pushToIntegration,
  saveIntegrationSettings,
  searchIntegration,
} from '../api/integration-calls.ts';
import styles from './patients.module.css';

/**
 * The owner's setting of the clinic's own patient system (spec 2 §7; decision 185): its base URL
 * and key. The key is write-only: the screen says whether one is set and may replace or remove it.
 */
export function IntegrationSettingsPanel() {
  const { t } = useTranslation('patients');
  const managerToken = useBrowserStore((s) => s.managerToken);
  const client = useQueryClient();
  const options = integrationSettingsQuery(managerToken);
  const query = useQuery(options);
  const [url, setUrl] = useState<string | null>(null);
  const [token, setToken] = useState('');
  const { errors, failure, clear, check, refuse } = useFieldErrors();
  const [busy, setBusy] = useState(false);
  if (!query.data) {
    return (
      <LoadStatus
        pending={query.isPending}
        error={query.error && errorMessage(query.error, t('integration.loadError'))}
      />
    );
  }
  const current = query.data;
  const value = url ?? current.base_url ?? '';
  const save = async (body: Parameters<typeof saveIntegrationSettings>[0]) => {
    setBusy(true);
    check({});
    try {
      client.setQueryData(options.queryKey, await saveIntegrationSettings(body));
      // The patient list offers the integrated search only while one is set.
      await client.invalidateQueries({ queryKey: ['patients/integration/status'] });
      setToken('');
      setUrl(null);
      notify(t('integration.saved'), { kind: 'success' });
    } catch (e) {
      refuse(e, t('form.genericError'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={`${ops.panel} ${credentials.panel}`}>
      <SubmitForm
        className={credentials.form}
        onSubmit={() => save({ base_url: value.trim() || null, ...(token ? { token } : {}) })}
      >
        <TextField
          label={t('integration.baseUrl')}
          inputMode="url"
          placeholder="https://"
          value={value}
          maxLength={300}
          error={errors.base_url ?? failure ?? undefined}
          onChange={(e) => {
            clear('base_url');
            setUrl(e.target.value);
          }}
        />
        <SecretField
          label={t('integration.token')}
          masked={current.token_masked}
          value={token}
          maxLength={500}
          error={errors.token}
          onChange={(e) => {
            clear('token');
            setToken(e.target.value);
          }}
        />
        <div className={credentials.actions}>
          <Button type="submit" loading={busy}>
            {t('integration.save')}
          </Button>
          {current.base_url && (
            <Button type="button" variant="secondary" disabled={busy} onClick={() => void save({ base_url: null })}>
              {t('integration.turnOff')}
            </Button>
          )}
        </div>
      </SubmitForm>
    </section>
  );
}

/**
 * The patient in the clinic's own system (decision 185): what it knows of them by CPF and its
 * custom fields (Convênio, carteirinha…), and 'Atualizar no sistema integrado' to send our data.
 */
export function IntegrationSection({ patientId, hasCpf }: { patientId: string; hasCpf: boolean }) {
  const { t } = useTranslation('patients');
  const managerToken = useBrowserStore((s) => s.managerToken);
  const client = useQueryClient();
  const options = integrationDetailQuery(patientId, managerToken);
  const query = useQuery(options);
  const [busy, setBusy] = useState(false);
  if (!query.data) {
    return (
      <section className={ops.panel}>
        <LoadStatus
          pending={query.isPending}
          error={query.error && errorMessage(query.error, t('integration.loadError'))}
        />
      </section>
    );
  }
  const data = query.data;
  if (!data.configured) return <p className={ops.muted}>{t('integration.notConfigured')}</p>;
  const push = async () => {
    setBusy(true);
    try {
      await pushToIntegration(patientId);
      notify(t('integration.pushed'), { kind: 'success' });
      await client.invalidateQueries({ queryKey: options.queryKey });
    } catch (e) {
      notify(errorMessage(e, t('integration.loadError')), { kind: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={`${ops.panel} ${styles.form}`}>
      {!hasCpf && <p className={ops.muted}>{t('integration.noCpf')}</p>}
      {hasCpf && !data.patient && <p className={ops.muted}>{t('integration.unknownThere')}</p>}
      {data.patient && (
        <dl className={styles.integrationFields}>
          <div>
            <dt>{t('integration.name')}</dt>
            <dd>{data.patient.name}</dd>
          </div>
          <div>
            <dt>{t('integration.id')}</dt>
            <dd>{data.patient.id}</dd>
          </div>
          {data.custom_fields.map((f) => (
            <div key={f.key}>
              <dt>{f.label}</dt>
              <dd>{f.value}</dd>
            </div>
          ))}
        </dl>
      )}
      <div className={styles.actions}>
        <Button loading={busy} onClick={() => void push()}>
          {t('integration.push')}
        </Button>
      </div>
    </section>
  );
}

type SearchField = 'name' | 'cpf' | 'phone' | 'email';
const SEARCH_FIELDS: SearchField[] = ['name', 'cpf', 'phone', 'email'];

/**
 * getPatientFilter on the patient list (decision 194): before registering someone, the reception
 * checks the clinic's own system by name, CPF/CNPJ, mobile or e-mail; a patient found there is
 * looked for among the clinic's patients with one click ('Procurar na clínica').
 */
export function IntegrationSearch({ onFindHere }: { onFindHere: (text: string) => void }) {
  const { t } = useTranslation('patients');
  const [open, setOpen] = useState(false);
  const [field, setField] = useState<SearchField>('name');
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [found, setFound] = useState<IntegrationFoundPatient[] | null>(null);
  if (!open) {
    return (
      <div>
        <Button variant="secondary" size="small" aria-expanded={false} onClick={() => setOpen(true)}>
          {t('integration.search')}
        </Button>
      </div>
    );
  }
  const search = async () => {
    const typed = value.trim();
    // CPF/CNPJ and mobile are compared by their digits, the way both systems keep them.
    const digits = field === 'cpf' || field === 'phone';
    const text = digits ? typed.replace(/\D/g, '') : typed;
    setBusy(true);
    setError(null);
    try {
      const answer = await searchIntegration({
        filters: [{ field, operator: field === 'cpf' ? 'eq' : 'contains', value: text || typed }],
      });
      setFound(answer.patients);
    } catch (e) {
      setFound(null);
      setError(errorMessage(e, t('integration.loadError')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={`${ops.panel} ${styles.form}`} aria-labelledby="integration-search-title">
      <div className={ops.header}>
        <h2 id="integration-search-title" className={styles.integrationTitle}>
          {t('integration.search')}
        </h2>
        <Button variant="secondary" size="small" aria-expanded onClick={() => setOpen(false)}>
          {t('integration.close')}
        </Button>
      </div>
      <p className={ops.muted}>{t('integration.searchIntro')}</p>
      <SubmitForm className={styles.integrationSearch} onSubmit={search}>
        <SelectField
          label={t('integration.field')}
          value={field}
          onChange={(e) => setField(e.target.value as SearchField)}
        >
          {SEARCH_FIELDS.map((f) => (
            <option key={f} value={f}>
              {t(`integration.fields.${f}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('integration.value')}
          type="search"
          value={value}
          maxLength={200}
          error={error ?? undefined}
          onChange={(e) => setValue(e.target.value)}
        />
        <Button type="submit" loading={busy}>
          {t('integration.searchButton')}
        </Button>
      </SubmitForm>
      {found && found.length === 0 && <p className={ops.muted}>{t('integration.searchEmpty')}</p>}
      {found && found.length > 0 && (
        <ul className={styles.list} aria-label={t('integration.results')}>
          {found.map((p) => (
            <li key={p.id} className={`${styles.item} ${styles.integrationFound}`}>
              <span className={styles.name}>{p.name}</span>
              <span className={styles.meta}>
                {[
                  p.cpf ? formatCpfCnpj(p.cpf) : null,
                  p.phone ? formatPhone(p.phone) : null,
                  p.email,
                  p.birthdate ? t('list.born', { date: brDate(p.birthdate) }) : null,
                ]
                  .filter((part): part is string => Boolean(part))
                  .join(' · ')}
              </span>
              <Button variant="secondary" size="small" onClick={() => onFindHere(p.cpf ?? p.name)}>
                {t('integration.findHere')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
