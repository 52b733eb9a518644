import { HIDE_DURATION_CHOICES } from '@app/domain/sales-funnel/rules';
import { brDate } from '@app/domain/shared/bounds';
import { formatPhone } from '@app/domain/users/rules';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { SubmitForm } from '../../../components/ui/submit-form.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useBrowserStore } from '../../../lib/storage.ts';
import {
  findPatients,
  funnelListsQuery,
  hideLead,
  type Lead,
  type LeadEdit,
  linkLead,
  updateLead,
} from '../api/sales-funnel-calls.ts';
import { localInputToIso } from '../lib/lead-age.ts';
import styles from './sales-funnel.module.css';

export type LeadLinks = {
  patient: (patientId: string) => ReactNode;
  newPatient: (lead: Lead) => ReactNode;
  schedule: ReactNode;
};

/** A lead's detail: its tags, the patient link, losing it with a reason, hiding it, a reminder. */
export function LeadDrawer({
  lead,
  askLost,
  links,
  onClose,
  onChanged,
}: {
  lead: Lead;
  askLost: boolean;
  links: LeadLinks;
  onClose: () => void;
  onChanged: (message: string) => void;
}) {
  const { t } = useTranslation('sales-funnel');
  const managerToken = useBrowserStore((s) => s.managerToken);
  const lists = useQuery(funnelListsQuery(managerToken));
  const [error, setError] = useState<string | null>(null);
  const [campaign, setCampaign] = useState(lead.advertising_campaign ?? '');
  const [type, setType] = useState(lead.type_contact_id ?? '');
  const [reason, setReason] = useState(lead.cancellation_reason_id ?? '');
  const [hours, setHours] = useState(String(HIDE_DURATION_CHOICES[2]));
  const [remindAt, setRemindAt] = useState('');
  const [note, setNote] = useState('');
  const [search, setSearch] = useState(lead.phone ?? lead.name);
  const [found, setFound] = useState<Awaited<ReturnType<typeof findPatients>> | null>(null);

  const run = async (action: () => Promise<unknown>, done: string) => {
    setError(null);
    try {
      await action();
      onChanged(done);
    } catch (e) {
      setError(errorMessage(e, t('errors.update')));
    }
  };
  const save = (fields: LeadEdit, done: string) => run(() => updateLead(lead._id, fields), done);

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={lead.name}>
      <div className={styles.drawer}>
        <p className={styles.meta}>
          {lead.phone ? formatPhone(lead.phone) : t('lead.noPhone')} ·{' '}
          {t('lead.since', { day: brDate(lead.created.slice(0, 10)) })}
          {lead.agent_name ? ` · ${lead.agent_name}` : ''}
        </p>
        {lead.notes && <p className={styles.note}>{lead.notes}</p>}
        {error && (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        )}

        <SubmitForm
          className={styles.section}
          onSubmit={() =>
            save({ advertising_campaign: campaign || null, type_contact_id: type || null }, t('lead.saved'))
          }
        >
          <SelectField label={t('lead.campaign')} value={campaign} onChange={(e) => setCampaign(e.target.value)}>
            <option value="">{t('lead.none')}</option>
            {lists.data?.campaigns.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('lead.contactType')} value={type} onChange={(e) => setType(e.target.value)}>
            <option value="">{t('lead.none')}</option>
            {lists.data?.types.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </SelectField>
          <Button type="submit" variant="secondary">
            {t('lead.save')}
          </Button>
        </SubmitForm>

        <section className={styles.section} aria-label={t('lead.patientTitle')}>
          <h3 className={styles.sectionTitle}>{t('lead.patientTitle')}</h3>
          {lead.patient_id ? (
            <p className={styles.row}>
              {links.patient(lead.patient_id)} {links.schedule}
            </p>
          ) : (
            <>
              <SubmitForm className={styles.inline} onSubmit={async () => setFound(await findPatients(search.trim()))}>
                <TextField label={t('lead.findPatient')} value={search} onChange={(e) => setSearch(e.target.value)} />
                <Button type="submit" variant="secondary">
                  {t('lead.find')}
                </Button>
              </SubmitForm>
              {found && found.length === 0 && <p className={styles.empty}>{t('lead.noPatient')}</p>}
              {found?.map((p) => (
                <p key={p._id} className={styles.row}>
                  <span>{p.full_name}</span>
                  <Button variant="text" onClick={() => run(() => linkLead(lead._id, p._id), t('lead.linked'))}>
                    {t('lead.link')}
                  </Button>
                </p>
              ))}
              <p className={styles.row}>{links.newPatient(lead)}</p>
            </>
          )}
        </section>

        <SubmitForm
          className={styles.section}
          onSubmit={() => save({ stage: 'lost', cancellation_reason_id: reason || null }, t('lead.markedLost'))}
        >
          <h3 className={styles.sectionTitle}>{t('lead.lostTitle')}</h3>
          <SelectField
            label={t('lead.reason')}
            value={reason}
            autoFocus={askLost}
            onChange={(e) => setReason(e.target.value)}
          >
            <option value="">{t('lead.chooseReason')}</option>
            {lists.data?.reasons.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </SelectField>
          <Button type="submit" variant="secondary">
            {t('lead.markLost')}
          </Button>
        </SubmitForm>

        <SubmitForm
          className={styles.section}
          onSubmit={() => run(() => hideLead(lead._id, Number(hours)), t('lead.hidden'))}
        >
          <h3 className={styles.sectionTitle}>{t('lead.hideTitle')}</h3>
          <SelectField label={t('lead.hideFor')} value={hours} onChange={(e) => setHours(e.target.value)}>
            {HIDE_DURATION_CHOICES.map((h) => (
              <option key={h} value={h}>
                {t(`hide.${h}`)}
              </option>
            ))}
          </SelectField>
          <Button type="submit" variant="secondary">
            {t('lead.hide')}
          </Button>
        </SubmitForm>

        <SubmitForm
          className={styles.section}
          onSubmit={() => {
            const at = localInputToIso(remindAt);
            if (!at) return setError(t('lead.reminderRequired'));
            return save({ unlock_at: at, reminder_note: note.trim() || null }, t('lead.reminderSaved'));
          }}
        >
          <h3 className={styles.sectionTitle}>{t('lead.reminderTitle')}</h3>
          <TextField
            label={t('lead.reminderAt')}
            type="datetime-local"
            value={remindAt}
            onChange={(e) => setRemindAt(e.target.value)}
          />
          <TextField
            label={t('lead.reminderNote')}
            value={note}
            maxLength={500}
            onChange={(e) => setNote(e.target.value)}
          />
          <Button type="submit" variant="secondary">
            {t('lead.saveReminder')}
          </Button>
        </SubmitForm>
      </div>
    </Dialog>
  );
}
