import { ApiError } from '@app/domain/client';
import { formatDateTime } from '@app/domain/orders/rules';
import { PATIENT_FILE_MAX_BYTES } from '@app/domain/patients/files-rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadStatus } from '../../../components/ui/load-status.tsx';
import ops from '../../../components/ui/ops.module.css';
import { SubmitForm } from '../../../components/ui/submit-form.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link, useNavigate, useParams } from '../../../lib/router.tsx';
import { notify } from '../../../lib/snackbar.ts';
import { useBrowserStore } from '../../../lib/storage.ts';
import { fileQuery, fileToBase64, hideFile, uploadFile } from '../api/record-files-calls.ts';
import { FilePicker } from './file-picker.tsx';
import { HideForm } from './hide-form.tsx';
import styles from './patients.module.css';
import { RecordFormEnd } from './record-form-end.tsx';

export const FILE_ACCEPT = 'application/pdf,image/jpeg,image/png,image/webp';

/** Attaches a PDF or an image to the record (decision 160); what was typed stays on a failure. */
export function UploadFileSection({ patientId, base }: { patientId: string; base: string }) {
  const { t } = useTranslation('patients');
  const client = useQueryClient();
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<{ name?: string; data?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!file) return setErrors({ data: t('files.choose') });
    if (file.size > PATIENT_FILE_MAX_BYTES) return setErrors({ data: t('files.tooLarge') });
    if (!name.trim()) return setErrors({ name: t('form.required') });
    setBusy(true);
    try {
      const data = await fileToBase64(file);
      const saved = await uploadFile({ patient_id: patientId, name, description, data });
      notify(t('files.saved'), { kind: 'success' });
      await client.invalidateQueries({ queryKey: ['patients/get', patientId] });
      navigate(`${base}/arquivo/${saved.file._id}`);
    } catch (error) {
      const field = error instanceof ApiError ? error.body.field : undefined;
      const text = errorMessage(error, t('form.genericError')).replace(/^[\w.]+: /, '');
      setErrors(field === 'name' || field === 'data' ? { [field]: text } : { form: text });
    } finally {
      setBusy(false);
    }
  };
  return (
    <SubmitForm className={styles.form} onSubmit={submit}>
      <h2 className={ops.subtitle}>{t('files.add')}</h2>
      <div className={`${ops.panel} ${styles.consent}`}>
        <FilePicker
          label={t('files.file')}
          accept={FILE_ACCEPT}
          file={file}
          error={errors.data}
          hint={t('files.hint')}
          onChange={(chosen) => {
            setFile(chosen);
            if (chosen && !name) setName(chosen.name.replace(/\.[^.]+$/, ''));
            setErrors({});
          }}
        />
        <TextField
          label={t('files.name')}
          value={name}
          maxLength={200}
          error={errors.name}
          onChange={(e) => setName(e.target.value)}
        />
        <TextField
          label={t('files.description')}
          value={description}
          maxLength={500}
          onChange={(e) => setDescription(e.target.value)}
        />
      </div>
      <RecordFormEnd
        error={errors.form}
        busy={busy}
        submitLabel={t('files.send')}
        cancel={{ to: `${base}/prontuario` }}
      />
    </SubmitForm>
  );
}

/** One file: its preview through a signed, 5-minute URL (the browser's own PDF viewer), and 'Ocultar'. */
export function FileSection({ patientId, base, writes }: { patientId: string; base: string; writes: boolean }) {
  const { t } = useTranslation('patients');
  const { item = '' } = useParams();
  const client = useQueryClient();
  const navigate = useNavigate();
  const managerToken = useBrowserStore((s) => s.managerToken);
  const query = useQuery(fileQuery(item, managerToken));
  if (!query.data) {
    return (
      <LoadStatus pending={query.isPending} error={query.error && errorMessage(query.error, t('files.loadError'))} />
    );
  }
  const { file, url } = query.data;
  const pdf = file.content_type === 'application/pdf';
  return (
    <div className={styles.form}>
      <Link className={ops.link} to={`${base}/prontuario`}>
        ← {t('view.timeline')}
      </Link>
      <article className={`${ops.panel} ${styles.consent}`}>
        <h2 className={ops.subtitle}>{file.name}</h2>
        {file.description && <p className={styles.clinical}>{file.description}</p>}
        <p className={ops.muted}>
          {t('files.sentBy', { name: file.uploaded_by ?? '—', when: formatDateTime(file.created_at) })}
        </p>
        {pdf ? (
          <iframe className={styles.preview} src={url} title={file.name} />
        ) : (
          <img className={styles.previewImage} src={url} alt={file.name} />
        )}
        <p className={ops.row}>
          <a className={ops.link} href={url} target="_blank" rel="noreferrer noopener">
            {t('files.open')}
          </a>
        </p>
        <p className={`${ops.muted} ${styles.hash}`}>SHA-256: {file.sha256}</p>
      </article>
      {writes && (
        <HideForm
          onHide={async (reason) => {
            await hideFile(file._id, reason);
            notify(t('hide.done'), { kind: 'success' });
            await client.invalidateQueries({ queryKey: ['patients/get', patientId] });
            navigate(`${base}/prontuario`);
          }}
        />
      )}
    </div>
  );
}
