import { SIGNATURE_TEXT_MAX, SIGNATURE_TITLE_MAX, type SignatureChannel } from '@app/domain/signatures/rules';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError, errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { sendDocument } from '../api/signature-calls.ts';

type Props = { userId: string; attendancyId: string; patientName: string; onSent: () => void; onClose: () => void };

/** Writes a document (a consent term by default) and sends it to the patient to sign. What was typed stays on a refusal. */
export function SendDocumentDialog({ userId, attendancyId, patientName, onSent, onClose }: Props) {
  const { t } = useTranslation('signatures');
  const [title, setTitle] = useState(() => t('defaultTitle'));
  const [content, setContent] = useState(() => t('defaultContent', { patient: patientName }));
  const [channel, setChannel] = useState<SignatureChannel>('whatsapp');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ field: string | null; message: string } | null>(null);
  const fieldError = (field: string) => (error?.field === field ? error.message : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await sendDocument({ user_id: userId, attendancy_id: attendancyId, title, content, channel });
      onSent();
    } catch (e) {
      const field = e instanceof ApiError ? (e.body.field ?? null) : null;
      setError({ field, message: errorMessage(e, t('sendError')) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('send')}
      description={t('sendHint')}
      closeLabel={t('close')}
    >
      <form onSubmit={(e) => void submit(e)} noValidate style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
        <TextField
          label={t('title')}
          value={title}
          maxLength={SIGNATURE_TITLE_MAX}
          error={fieldError('title')}
          onChange={(e) => setTitle(e.target.value)}
        />
        <TextAreaField
          label={t('content')}
          value={content}
          rows={8}
          maxLength={SIGNATURE_TEXT_MAX}
          error={fieldError('content')}
          onChange={(e) => setContent(e.target.value)}
        />
        <SelectField
          label={t('channel')}
          value={channel}
          error={fieldError('channel')}
          onChange={(e) => setChannel(e.target.value as SignatureChannel)}
        >
          <option value="whatsapp">WhatsApp</option>
          <option value="email">{t('channels.email')}</option>
          <option value="sms">SMS</option>
        </SelectField>
        {error && !['title', 'content', 'channel'].includes(error.field ?? '') && <p role="alert">{error.message}</p>}
        <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <Button variant="text" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('sendButton')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
