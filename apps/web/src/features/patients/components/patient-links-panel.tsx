import { formatDateTime } from '@app/domain/orders/rules';
import { LINK_DEFAULT_DAYS } from '@app/domain/patients/patient-links-rules';
import { formatPhone } from '@app/domain/users/rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { LoadStatus } from '../../../components/ui/load-status.tsx';
import ops from '../../../components/ui/ops.module.css';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/snackbar.ts';
import { useBrowserStore } from '../../../lib/storage.ts';
import {
  createAnamnesisLink,
  createPatientLink,
  type LinkCreated,
  linksQuery,
  type PatientLinkInfo,
  revokeLink,
} from '../api/patient-links-calls.ts';
import styles from './anamnesis.module.css';

const DAY_CHOICES = [3, 7, 15, 30] as const;
type Kind = 'patient' | 'anamnesis';

/** The link just created: its address is shown once (the server keeps only a hash of it). */
function CreatedLink({ created }: { created: LinkCreated }) {
  const { t } = useTranslation('patient-links');
  // Without a public address configured the server answers a path: this site's address completes it.
  const url = created.url.startsWith('/') ? `${window.location.origin}${created.url}` : created.url;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify(t('share.copied'), { kind: 'success' });
    } catch {
      notify(t('share.copyFailed'), { kind: 'error' });
    }
  };
  return (
    <div className={styles.linkBox} role="status">
      <p>{t('share.created')}</p>
      <p className={styles.url} data-testid="patient-link-url">
        {url}
      </p>
      {created.sms_sent && <p className={ops.muted}>{t('share.smsSent')}</p>}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => void copy()}>
          {t('share.copy')}
        </Button>
        <a className={ops.link} href={created.whatsapp_url} target="_blank" rel="noopener noreferrer">
          {t('share.whatsapp')}
        </a>
      </div>
    </div>
  );
}

/**
 * Creating a link for the patient (decision 166): which form, how many days, and SMS when the
 * patient has a phone; the address is then copied or sent by WhatsApp. Without `patientId` the
 * link registers a new patient.
 */
export function LinkCreator({ patientId, phone }: { patientId: string | null; phone: string | null }) {
  const { t } = useTranslation('patient-links');
  const client = useQueryClient();
  const [days, setDays] = useState<number>(LINK_DEFAULT_DAYS);
  const [sms, setSms] = useState(false);
  const [busy, setBusy] = useState<Kind | null>(null);
  const [created, setCreated] = useState<LinkCreated | null>(null);
  const [error, setError] = useState<string | null>(null);

  const create = async (kind: Kind) => {
    setBusy(kind);
    setError(null);
    setCreated(null);
    try {
      const body = { days, send_sms: sms && Boolean(phone) };
      const made =
        kind === 'anamnesis' && patientId
          ? await createAnamnesisLink({ ...body, patient_id: patientId })
          : await createPatientLink({ ...body, patient_id: patientId });
      setCreated(made);
      if (patientId) await client.invalidateQueries({ queryKey: ['patient-link/list', patientId] });
    } catch (e) {
      setError(errorMessage(e, t('share.error')));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className={styles.linkBox}>
      <div className={styles.row}>
        <SelectField label={t('share.days')} value={String(days)} onChange={(e) => setDays(Number(e.target.value))}>
          {DAY_CHOICES.map((d) => (
            <option key={d} value={d}>
              {t('share.daysOption', { count: d })}
            </option>
          ))}
        </SelectField>
      </div>
      {phone && (
        <CheckboxField
          label={t('share.sms', { phone: formatPhone(phone) })}
          checked={sms}
          onChange={(e) => setSms(e.target.checked)}
        />
      )}
      <div className={styles.row}>
        <Button loading={busy === 'patient'} disabled={busy !== null} onClick={() => void create('patient')}>
          {busy === 'patient' ? t('share.creating') : patientId ? t('share.patientLink') : t('share.create')}
        </Button>
        {patientId && (
          <Button loading={busy === 'anamnesis'} disabled={busy !== null} onClick={() => void create('anamnesis')}>
            {busy === 'anamnesis' ? t('share.creating') : t('share.anamnesisLink')}
          </Button>
        )}
      </div>
      {error && (
        <p role="alert" className={ops.error}>
          {error}
        </p>
      )}
      {created && <CreatedLink created={created} />}
    </div>
  );
}

function LinkRow({ link, onRevoke }: { link: PatientLinkInfo; onRevoke: (id: string) => void }) {
  const { t } = useTranslation('patient-links');
  const when = {
    open: link.expires_at,
    used: link.used_at,
    expired: link.expires_at,
    revoked: link.revoked_at,
  }[link.state];
  return (
    <li className={`${styles.linkItem} ${ops.panel}`}>
      <span>
        <strong>{t(`share.kind.${link.kind}`)}</strong> ·{' '}
        {t(`share.state.${link.state}`, { when: formatDateTime(when ?? link.expires_at) })}
        {link.created_by ? ` · ${t('share.sentBy', { who: link.created_by })}` : ''}
      </span>
      {link.state === 'open' && (
        <Button variant="secondary" size="small" onClick={() => onRevoke(link._id)}>
          {t('share.revoke')}
        </Button>
      )}
    </li>
  );
}

/** The patient view's 'Links' section: create a link, and the ones sent with their state. */
export function PatientLinksSection({ patientId, phone }: { patientId: string; phone: string | null }) {
  const { t } = useTranslation('patient-links');
  const client = useQueryClient();
  const managerToken = useBrowserStore((s) => s.managerToken);
  const links = useQuery(linksQuery(patientId, managerToken));
  const revoke = async (id: string) => {
    try {
      await revokeLink(id);
      notify(t('share.revoked'), { kind: 'success' });
    } catch (e) {
      notify(errorMessage(e, t('share.error')), { kind: 'error' });
    }
    await client.invalidateQueries({ queryKey: ['patient-link/list', patientId] });
  };
  return (
    <section className={`${ops.panel} ${styles.entry}`}>
      <h2 className={ops.subtitle}>{t('share.sectionTitle')}</h2>
      <p className={ops.muted}>{t('share.intro')}</p>
      <LinkCreator patientId={patientId} phone={phone} />
      <h3 className={ops.subtitle}>{t('share.history')}</h3>
      {links.data ? (
        links.data.length === 0 ? (
          <p className={ops.muted}>{t('share.none')}</p>
        ) : (
          <ul className={styles.linkList}>
            {links.data.map((l) => (
              <LinkRow key={l._id} link={l} onRevoke={(id) => void revoke(id)} />
            ))}
          </ul>
        )
      ) : (
        <LoadStatus pending={links.isPending} error={links.error && errorMessage(links.error, t('share.error'))} />
      )}
    </section>
  );
}
