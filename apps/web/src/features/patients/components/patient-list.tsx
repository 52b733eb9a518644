import { brDate } from '@app/domain/shared/bounds';
import { formatCpfCnpj, formatPhone } from '@app/domain/users/rules';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Fragment, type ReactNode, useState } from 'react';
import { useCurrentUser } from '../../../app/shared/current-user.ts';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { LoadStatus } from '../../../components/ui/load-status.tsx';
import ops from '../../../components/ui/ops.module.css';
import { SubmitForm } from '../../../components/ui/submit-form.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useSearchParams } from '../../../lib/router.tsx';
import { useBrowserStore } from '../../../lib/storage.ts';
import { integrationStatusQuery } from '../api/integration-calls.ts';
import { type PatientSummary, patientsQuery } from '../api/patients-calls.ts';
import { IntegrationSearch } from './integration-sections.tsx';
import styles from './patients.module.css';

/**
 * Spec 2 §2 PatientList: the patients the caller may see (decision 135), searched by name, CPF or
 * mobile; an owner chooses between all of the clinic's and only their own.
 */
export function PatientList({
  newLink,
  patientLink,
}: {
  newLink: ReactNode;
  patientLink: (p: PatientSummary) => ReactNode;
}) {
  const { t } = useTranslation('patients');
  const managerToken = useBrowserStore((s) => s.managerToken);
  const manager = useCurrentUser()?.manager ?? null;
  const isOwner = manager?.owner ?? false;
  // The two query values of spec 2 §2: allPatients (on unless turned off) and the search text.
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const all = params.get('allPatients') !== 'false';
  const [typed, setTyped] = useState(search);
  const [page, setPage] = useState(1);
  const save = (next: { search: string; all: boolean }) => {
    setPage(1);
    const values: Record<string, string> = {};
    if (next.search) values.search = next.search;
    if (!next.all) values.allPatients = 'false';
    setParams(values, { replace: true });
  };
  const body = { page, ...(search ? { search } : {}), ...(isOwner ? { all_patients: all } : {}) };
  const query = useQuery({ ...patientsQuery(body, managerToken), placeholderData: keepPreviousData });
  const rows = query.data?.patients ?? [];
  const integration = useQuery(integrationStatusQuery(managerToken));

  return (
    <div className={ops.page}>
      <div className={ops.header}>
        <h1 className={ops.title}>{t('list.title')}</h1>
        {newLink}
      </div>
      <SubmitForm className={styles.search} onSubmit={() => save({ all, search: typed.trim() })}>
        <TextField
          label={t('list.search')}
          type="search"
          value={typed}
          maxLength={100}
          onChange={(e) => setTyped(e.target.value)}
        />
        <Button type="submit">{t('list.searchButton')}</Button>
      </SubmitForm>
      {integration.data?.configured && (
        <IntegrationSearch
          onFindHere={(text) => {
            setTyped(text);
            save({ all, search: text });
          }}
        />
      )}
      {isOwner && manager?.service_supplier_id && (
        <CheckboxField
          label={t('list.allPatients')}
          checked={all}
          onChange={(e) => save({ search, all: e.target.checked })}
        />
      )}
      <LoadStatus pending={query.isPending} error={query.error && errorMessage(query.error, t('view.loadError'))} />
      {query.data && rows.length === 0 && <p className={ops.muted}>{t('list.empty')}</p>}
      {rows.length > 0 && (
        <ul className={styles.list} aria-label={t('list.title')}>
          {rows.map((p) => (
            <li key={p._id} className={`${ops.panel} ${styles.item}`}>
              <span className={styles.name}>{patientLink(p)}</span>
              {p.has_died && <span className={`${ops.tag} ${ops.tagWarn}`}>{t('list.deceased')}</span>}
              <span className={styles.meta}>
                {[
                  p.birthdate ? t('list.born', { date: brDate(p.birthdate) }) : null,
                  p.cpf ? formatCpfCnpj(p.cpf) : null,
                  p.phone ? formatPhone(p.phone) : null,
                ]
                  .filter((part): part is string => part !== null)
                  .map((part, i) => (
                    <Fragment key={part}>
                      {i > 0 ? ' · ' : ''}
                      <span className={styles.part}>{part}</span>
                    </Fragment>
                  ))}
              </span>
            </li>
          ))}
        </ul>
      )}
      {query.data && (page > 1 || query.data.has_more) && (
        <div className={ops.row}>
          <Button variant="secondary" size="small" disabled={page <= 1} onClick={() => setPage((n) => n - 1)}>
            {t('list.previous')}
          </Button>
          <span className={ops.muted}>{t('list.page', { page })}</span>
          <Button
            variant="secondary"
            size="small"
            disabled={!query.data.has_more}
            onClick={() => setPage((n) => n + 1)}
          >
            {t('list.next')}
          </Button>
        </div>
      )}
    </div>
  );
}
