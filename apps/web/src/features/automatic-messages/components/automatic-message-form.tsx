import { AUDIENCES, FREQUENCIES, NO_VISIT_MONTHS_MAX, TEMPLATE_FIELDS } from '@app/domain/automatic-messages/rules';
import { ApiError } from '@app/domain/client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
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
import { useDebounced } from '../../../lib/use-debounced.ts';
import {
  createAutomaticMessage,
  numbersQuery,
  previewQuery,
  templatesQuery,
  type WhatsappTemplate,
} from '../api/automatic-messages-calls.ts';
import { audienceOf, emptyDraft, formDataOf, frequencyOf, type MessageDraft } from '../lib/message-draft.ts';
import styles from './automatic-messages.module.css';

/**
 * Spec 2 §2 CreateAutomaticMessage (/mensagens-automaticas/criar/{numberId}/{templateId}): who
 * receives it, when, the template's variables (text or a patient field) and a description, with
 * the message as a real patient of the audience would read it.
 */
export function AutomaticMessageForm({
  numberId,
  templateId,
  onDone,
}: {
  numberId: string;
  templateId: string;
  onDone: () => void;
}) {
  const { t } = useTranslation('automatic-messages');
  const managerToken = useBrowserStore((s) => s.managerToken);
  const templates = useQuery(templatesQuery(managerToken));
  const numbers = useQuery(numbersQuery(managerToken));
  const template = templates.data?.find((x) => x.id === templateId);
  const number = numbers.data?.find((n) => n.id === numberId);
  return (
    <div className={ops.page}>
      <div className={ops.header}>
        <h1 className={ops.title}>{t('newTitle')}</h1>
        <Button variant="text" onClick={onDone}>
          {t('cancel')}
        </Button>
      </div>
      <LoadStatus
        pending={templates.isPending || numbers.isPending}
        error={
          (templates.error && t('templatesError')) || (numbers.error && errorMessage(numbers.error, t('numbersError')))
        }
      />
      {templates.data && numbers.data && (!template || !number) && <p className={ops.error}>{t('templateMissing')}</p>}
      {template && number && (
        <Editor
          template={template}
          numberId={number.id}
          numberLabel={`${number.display_phone_number} · ${number.verified_name}`}
          onDone={onDone}
        />
      )}
    </div>
  );
}

function Editor({
  template,
  numberId,
  numberLabel,
  onDone,
}: {
  template: WhatsappTemplate;
  numberId: string;
  numberLabel: string;
  onDone: () => void;
}) {
  const { t } = useTranslation('automatic-messages');
  const client = useQueryClient();
  const managerToken = useBrowserStore((s) => s.managerToken);
  const [draft, setDraft] = useState<MessageDraft>(() => emptyDraft(template.name));
  const [error, setError] = useState<{ field: string | null; message: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (patch: Partial<MessageDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const setValue = (n: number, value: string) => setDraft((d) => ({ ...d, values: { ...d.values, [n]: value } }));
  const variables = Array.from({ length: template.variables }, (_, i) => i + 1);
  const weekdays = t('frequency.weekdays', { returnObjects: true }) as unknown as string[];

  const previewBody = useDebounced(
    { filter: audienceOf(draft), formData: formDataOf(draft, template.variables), numberId, templateId: template.id },
    400,
  );
  const monthsValid =
    draft.audience !== 'no_visit' || (Number(draft.months) >= 1 && Number(draft.months) <= NO_VISIT_MONTHS_MAX);
  const preview = useQuery({ ...previewQuery(previewBody, managerToken), enabled: monthsValid });

  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      await createAutomaticMessage({
        description: draft.description.trim(),
        filter: audienceOf(draft),
        frequency: frequencyOf(draft),
        formData: formDataOf(draft, template.variables),
        numberId,
        templateId: template.id,
      });
      notify(t('saved'), { kind: 'success' });
      await client.invalidateQueries({ queryKey: ['automaticmessages/list'] });
      onDone();
    } catch (e) {
      const field = e instanceof ApiError ? ((e.body as { field?: string }).field ?? null) : null;
      setError({ field, message: errorMessage(e, t('genericError')) });
    } finally {
      setSaving(false);
    }
  };
  const fieldError = (name: string) => (error?.field === name ? error.message : undefined);

  return (
    <div className={styles.layout}>
      <SubmitForm className={`${ops.panel} ${styles.form}`} onSubmit={save}>
        <p className={ops.muted}>{`${numberLabel} · ${template.name}`}</p>
        <TextField
          label={t('description')}
          hint={t('descriptionHint')}
          value={draft.description}
          maxLength={120}
          required
          error={fieldError('description')}
          onChange={(e) => set({ description: e.target.value })}
        />
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('audience.label')}</legend>
          <div className={styles.inline}>
            <SelectField
              label={t('audience.kind')}
              value={draft.audience}
              error={fieldError('filter')}
              onChange={(e) => set({ audience: e.target.value as MessageDraft['audience'] })}
            >
              {AUDIENCES.map((a) => (
                <option key={a} value={a}>
                  {t(`audience.${a}`)}
                </option>
              ))}
            </SelectField>
            {draft.audience === 'no_visit' && (
              <TextField
                label={t('audience.months')}
                type="number"
                inputMode="numeric"
                min={1}
                max={NO_VISIT_MONTHS_MAX}
                value={draft.months}
                onChange={(e) => set({ months: e.target.value })}
              />
            )}
          </div>
          <p className={ops.muted}>{t('audience.consentHint')}</p>
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('frequency.label')}</legend>
          <div className={styles.inline}>
            <SelectField
              label={t('frequency.type')}
              value={draft.frequency}
              error={fieldError('frequency')}
              onChange={(e) => set({ frequency: e.target.value as MessageDraft['frequency'] })}
            >
              {FREQUENCIES.map((f) => (
                <option key={f} value={f}>
                  {t(`frequency.${f}`)}
                </option>
              ))}
            </SelectField>
            {draft.frequency === 'once' && (
              <TextField
                label={t('frequency.day')}
                type="date"
                value={draft.day}
                required
                onChange={(e) => set({ day: e.target.value })}
              />
            )}
            {draft.frequency === 'weekly' && (
              <SelectField
                label={t('frequency.weekday')}
                value={draft.weekday}
                onChange={(e) => set({ weekday: e.target.value })}
              >
                {weekdays.map((w, i) => (
                  <option key={w} value={String(i)}>
                    {w}
                  </option>
                ))}
              </SelectField>
            )}
            <TextField
              label={t('frequency.hour')}
              type="time"
              value={draft.hour}
              required
              onChange={(e) => set({ hour: e.target.value })}
            />
          </div>
        </fieldset>
        {variables.length > 0 && (
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t('variables.title')}</legend>
            {variables.map((n) => (
              <div key={n} className={styles.fieldset}>
                <TextField
                  label={t('variables.label', { n })}
                  hint={t('variables.hint')}
                  value={draft.values[n] ?? ''}
                  maxLength={200}
                  error={n === variables[0] ? fieldError('formData') : undefined}
                  onChange={(e) => setValue(n, e.target.value)}
                />
                <fieldset
                  className={styles.chips}
                  aria-label={`${t('variables.insert')} · ${t('variables.label', { n })}`}
                >
                  {TEMPLATE_FIELDS.map((f) => (
                    <button
                      key={f}
                      type="button"
                      className={styles.chip}
                      onClick={() => setValue(n, `${draft.values[n] ?? ''}{{${f}}}`)}
                    >
                      {t(`variables.fields.${f}`)}
                    </button>
                  ))}
                </fieldset>
              </div>
            ))}
          </fieldset>
        )}
        {error && !error.field && (
          <p className={ops.error} role="alert">
            {error.message}
          </p>
        )}
        <Button type="submit" loading={saving}>
          {t('create')}
        </Button>
      </SubmitForm>
      <aside className={`${ops.panel} ${styles.previewColumn}`} aria-labelledby="am-preview">
        <h2 id="am-preview" className={ops.subtitle}>
          {t('preview')}
        </h2>
        <LoadStatus
          pending={preview.isPending && monthsValid}
          error={preview.error && errorMessage(preview.error, t('genericError'))}
        />
        {preview.data && (
          <>
            <p className={styles.bubble} data-testid="preview">
              {preview.data.text}
            </p>
            <p className={ops.muted}>
              {preview.data.sample_name ? t('previewSample', { name: preview.data.sample_name }) : t('previewNoSample')}
            </p>
            <p className={ops.muted}>{t('previewAudience', { count: preview.data.audience })}</p>
          </>
        )}
      </aside>
    </div>
  );
}
