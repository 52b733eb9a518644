import { formatDateTime } from '@app/domain/orders/rules';
import { formatPhone } from '@app/domain/users/rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { LoadStatus } from '../../../components/ui/load-status.tsx';
import ops from '../../../components/ui/ops.module.css';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { SubmitForm } from '../../../components/ui/submit-form.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/snackbar.ts';
import { useBrowserStore } from '../../../lib/storage.ts';
import {
  type AutomaticMessage,
  automaticMessagesQuery,
  chatsQuery,
  numbersQuery,
  removeAutomaticMessage,
  setAutomaticMessageStatus,
  templatesQuery,
} from '../api/automatic-messages-calls.ts';
import { describeAudience, describeFrequency } from '../lib/describe.ts';
import styles from './automatic-messages.module.css';
import { OrderStatusSetting } from './order-status-setting.tsx';
import { ReminderSetting } from './reminder-setting.tsx';

/**
 * Spec 2 §2 AutomaticMessages: the place's automatic messages (status, next and last run, how many
 * were sent, delivered and failed), pause, resume and delete; a number and a template open the form.
 */
export function AutomaticMessagesScreen({ onCreate }: { onCreate: (numberId: string, templateId: string) => void }) {
  const { t } = useTranslation('automatic-messages');
  const managerToken = useBrowserStore((s) => s.managerToken);
  const list = useQuery(automaticMessagesQuery(managerToken));
  return (
    <div className={ops.page}>
      <div className={ops.header}>
        <h1 className={ops.title}>{t('title')}</h1>
      </div>
      <ChooseTemplate onCreate={onCreate} />
      <section className={ops.panel} aria-labelledby="am-list">
        <h2 id="am-list" className={ops.subtitle}>
          {t('listTitle')}
        </h2>
        <LoadStatus pending={list.isPending} error={list.error && errorMessage(list.error, t('loadError'))} />
        {list.data?.length === 0 && <p className={ops.muted}>{t('empty')}</p>}
        {list.data && list.data.length > 0 && (
          <ul className={styles.list}>
            {list.data.map((m) => (
              <MessageItem key={m._id} message={m} />
            ))}
          </ul>
        )}
      </section>
      <ReminderSetting />
      <OrderStatusSetting />
      <LatestSends />
    </div>
  );
}

function ChooseTemplate({ onCreate }: { onCreate: (numberId: string, templateId: string) => void }) {
  const { t } = useTranslation('automatic-messages');
  const managerToken = useBrowserStore((s) => s.managerToken);
  const numbers = useQuery(numbersQuery(managerToken));
  const templates = useQuery(templatesQuery(managerToken));
  const [numberId, setNumberId] = useState('');
  const [templateId, setTemplateId] = useState('');
  const chosenNumber = numberId || numbers.data?.[0]?.id || '';
  const template = templates.data?.find((x) => x.id === templateId);
  return (
    <section className={ops.panel} aria-labelledby="am-new">
      <h2 id="am-new" className={ops.subtitle}>
        {t('newTitle')}
      </h2>
      <p className={ops.muted}>{t('newHint')}</p>
      <LoadStatus
        pending={numbers.isPending || templates.isPending}
        error={
          (templates.error && t('templatesError')) || (numbers.error && errorMessage(numbers.error, t('numbersError')))
        }
      />
      {numbers.data?.length === 0 && <p className={ops.muted}>{t('noNumbers')}</p>}
      {numbers.data && numbers.data.length > 0 && templates.data && (
        <SubmitForm
          className={styles.choose}
          onSubmit={() => chosenNumber && templateId && onCreate(chosenNumber, templateId)}
        >
          <SelectField label={t('number')} value={chosenNumber} onChange={(e) => setNumberId(e.target.value)}>
            {numbers.data.map((n) => (
              <option key={n.id} value={n.id}>
                {`${n.display_phone_number} · ${n.verified_name}`}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('template')}
            value={templateId}
            onChange={(e) => setTemplateId(e.target.value)}
            required
          >
            <option value="">{t('chooseTemplate')}</option>
            {templates.data.map((x) => (
              <option key={x.id} value={x.id}>
                {x.name}
              </option>
            ))}
          </SelectField>
          <Button type="submit" disabled={!templateId}>
            {t('continue')}
          </Button>
        </SubmitForm>
      )}
      {template && <p className={styles.templateBody}>{template.body}</p>}
    </section>
  );
}

function MessageItem({ message: m }: { message: AutomaticMessage }) {
  const { t } = useTranslation('automatic-messages');
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<unknown>, done?: string) => {
    setBusy(true);
    try {
      await work();
      if (done) notify(done, { kind: 'success' });
      await client.invalidateQueries({ queryKey: ['automaticmessages/list'] });
    } catch (error) {
      notify(errorMessage(error, t('genericError')), { kind: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const tag = m.status === 'active' ? styles.tagActive : m.status === 'paused' ? ops.tagWarn : '';
  return (
    <li className={styles.item} aria-label={m.description}>
      <div className={styles.itemHead}>
        <h3 className={styles.itemTitle}>{m.description}</h3>
        <span className={`${ops.tag} ${tag}`}>{t(`status.${m.status}`)}</span>
      </div>
      <p className={styles.meta}>
        {`${m.template_name} · ${describeAudience(t, m.filter)} · ${describeFrequency(t, m.frequency)}`}
      </p>
      <p className={styles.meta}>
        {m.next_run_at && `${t('nextRun', { when: formatDateTime(m.next_run_at) })} · `}
        {t('lastRun', { when: m.last_run_at ? formatDateTime(m.last_run_at) : t('never') })}
      </p>
      <p className={styles.meta} data-testid="counts">
        {t('counts', m.counts)}
      </p>
      <div className={ops.row}>
        {m.status === 'active' && (
          <Button
            size="small"
            variant="secondary"
            loading={busy}
            onClick={() => run(() => setAutomaticMessageStatus(m._id, 'paused'))}
          >
            {t('pause')}
          </Button>
        )}
        {m.status === 'paused' && (
          <Button
            size="small"
            variant="secondary"
            loading={busy}
            onClick={() => run(() => setAutomaticMessageStatus(m._id, 'active'))}
          >
            {t('resume')}
          </Button>
        )}
        <Button
          size="small"
          variant="text"
          disabled={busy}
          onClick={() => window.confirm(t('removeConfirm')) && run(() => removeAutomaticMessage(m._id), t('removed'))}
        >
          {t('remove')}
        </Button>
      </div>
    </li>
  );
}

function LatestSends() {
  const { t } = useTranslation('automatic-messages');
  const managerToken = useBrowserStore((s) => s.managerToken);
  const chats = useQuery(chatsQuery(managerToken));
  return (
    <section className={ops.panel} aria-labelledby="am-chats">
      <h2 id="am-chats" className={ops.subtitle}>
        {t('chats')}
      </h2>
      <LoadStatus pending={chats.isPending} error={chats.error && errorMessage(chats.error, t('loadError'))} />
      {chats.data?.length === 0 && <p className={ops.muted}>{t('chatsEmpty')}</p>}
      {chats.data && chats.data.length > 0 && (
        <ul className={styles.chats}>
          {chats.data.map((c) => (
            <li key={c.phone} className={styles.chat}>
              <strong>{c.patient_name ?? formatPhone(c.phone)}</strong>
              <span className={`${ops.tag} ${c.status === 'failed' ? ops.tagDanger : ''}`}>
                {c.opted_out ? t('optedOut') : t(`sendStatus.${c.status}`)}
              </span>
              <span className={styles.chatText}>{c.error ?? `${formatDateTime(c.at)} · ${c.last_message}`}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
