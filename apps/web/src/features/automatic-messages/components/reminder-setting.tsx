import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { LoadStatus } from '../../../components/ui/load-status.tsx';
import ops from '../../../components/ui/ops.module.css';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { SubmitForm } from '../../../components/ui/submit-form.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { api, errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/snackbar.ts';
import { useBrowserStore } from '../../../lib/storage.ts';
import { numbersQuery } from '../api/automatic-messages-calls.ts';
import styles from './automatic-messages.module.css';

const CHANNELS = ['sms', 'whatsapp', 'both', 'none'] as const;
type Channel = (typeof CHANNELS)[number];

/**
 * Appointment reminders (decisions 200, 212): how the clinic reminds (SMS, WhatsApp, both, none),
 * the WhatsApp number and the hours before.
 */
export function ReminderSetting() {
  const { t } = useTranslation('automatic-messages');
  const client = useQueryClient();
  const managerToken = useBrowserStore((s) => s.managerToken);
  const numbers = useQuery(numbersQuery(managerToken));
  const key = ['automaticmessages/reminders', managerToken];
  const current = useQuery({ queryKey: key, queryFn: () => api.call('automaticmessages/reminders', {}) });
  const [chosen, setChosen] = useState<string | null>(null);
  const [hours, setHours] = useState<string | null>(null);
  const [channel, setChannel] = useState<Channel | null>(null);
  const [saving, setSaving] = useState(false);
  const value = chosen ?? current.data?.numberId ?? '';
  const hoursValue = hours ?? String(current.data?.hours ?? 24);
  const channelValue: Channel = channel ?? current.data?.channel ?? 'sms';
  const byWhatsapp = channelValue === 'whatsapp' || channelValue === 'both';
  const save = async () => {
    setSaving(true);
    try {
      const saved = await api.call('automaticmessages/reminders/set', {
        numberId: byWhatsapp ? value || null : null,
        hours: Number(hoursValue),
        channel: channelValue,
      });
      client.setQueryData(key, saved);
      setChosen(null);
      setHours(null);
      setChannel(null);
      notify(t('reminders.saved'), { kind: 'success' });
    } catch (error) {
      notify(errorMessage(error, t('genericError')), { kind: 'error' });
    } finally {
      setSaving(false);
    }
  };
  return (
    <section className={ops.panel} aria-labelledby="am-reminders">
      <h2 id="am-reminders" className={ops.subtitle}>
        {t('reminders.title')}
      </h2>
      <p className={ops.muted}>{t('reminders.hint')}</p>
      <LoadStatus
        pending={current.isPending || numbers.isPending}
        error={current.error && errorMessage(current.error, t('loadError'))}
      />
      {current.data && numbers.data && (
        <SubmitForm className={styles.setting} onSubmit={save}>
          <SelectField
            label={t('reminders.channel')}
            value={channelValue}
            onChange={(e) => setChannel(e.target.value as Channel)}
          >
            {CHANNELS.map((c) => (
              <option key={c} value={c}>
                {t(`reminders.channels.${c}`)}
              </option>
            ))}
          </SelectField>
          {byWhatsapp && (
            <SelectField label={t('reminders.number')} value={value} onChange={(e) => setChosen(e.target.value)}>
              <option value="">{t('reminders.chooseNumber')}</option>
              {numbers.data.map((n) => (
                <option key={n.id} value={n.id}>
                  {`${n.display_phone_number} · ${n.verified_name}`}
                </option>
              ))}
            </SelectField>
          )}
          {byWhatsapp && !value && <p className={ops.muted}>{t('reminders.needsNumber')}</p>}
          {byWhatsapp && (
            <TextField
              label={t('reminders.hours')}
              type="number"
              inputMode="numeric"
              min={1}
              max={72}
              value={hoursValue}
              onChange={(e) => setHours(e.target.value)}
            />
          )}
          <Button type="submit" loading={saving}>
            {t('reminders.save')}
          </Button>
        </SubmitForm>
      )}
      {current.data && !current.data.template_found && <p className={ops.error}>{t('reminders.noTemplate')}</p>}
    </section>
  );
}
