import { ApiError } from '@app/domain/client';
import { formatDateTime } from '@app/domain/orders/rules';
import { PATIENT_FILE_MAX_BYTES, SHARE_DAYS_DEFAULT } from '@app/domain/patients/files-rules';
import { localParts } from '@app/domain/scheduling/rules';
import { brDate } from '@app/domain/shared/bounds';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { LoadStatus } from '../../../components/ui/load-status.tsx';
import ops from '../../../components/ui/ops.module.css';
import { SubmitForm } from '../../../components/ui/submit-form.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link, useNavigate, useParams } from '../../../lib/router.tsx';
import { notify } from '../../../lib/snackbar.ts';
import { useBrowserStore } from '../../../lib/storage.ts';
import {
  fileToBase64,
  hidePhotos,
  type PhotoDetail,
  photoQuery,
  revokeShare,
  sharePhotos,
  uploadPhotos,
} from '../api/record-files-calls.ts';
import { BeforeAfter } from './before-after.tsx';
import { FilePicker } from './file-picker.tsx';
import { HideForm } from './hide-form.tsx';
import styles from './patients.module.css';
import { RecordFormEnd } from './record-form-end.tsx';

type Field = 'before' | 'after' | 'procedure' | 'region' | 'date';

/** A before/after pair: two images, the procedure, the region and the day (decision 160). */
export function UploadPhotosSection({ patientId, base }: { patientId: string; base: string }) {
  const { t } = useTranslation('patients');
  const client = useQueryClient();
  const navigate = useNavigate();
  const [files, setFiles] = useState<{ before: File | null; after: File | null }>({ before: null, after: null });
  const [values, setValues] = useState({ procedure: '', region: '', date: localParts(new Date()).date });
  const [errors, setErrors] = useState<Partial<Record<Field | 'form', string>>>({});
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const missing: Partial<Record<Field, string>> = {};
    for (const side of ['before', 'after'] as const) {
      const f = files[side];
      if (!f) missing[side] = t('photos.choose');
      else if (f.size > PATIENT_FILE_MAX_BYTES) missing[side] = t('files.tooLarge');
    }
    if (!values.procedure.trim()) missing.procedure = t('form.required');
    if (!values.region.trim()) missing.region = t('form.required');
    if (Object.keys(missing).length > 0) return setErrors(missing);
    setBusy(true);
    try {
      const saved = await uploadPhotos({
        patient_id: patientId,
        before: await fileToBase64(files.before as File),
        after: await fileToBase64(files.after as File),
        ...values,
      });
      notify(t('photos.saved'), { kind: 'success' });
      await client.invalidateQueries({ queryKey: ['patients/get', patientId] });
      navigate(`${base}/foto/${saved.photo._id}`);
    } catch (error) {
      const field = error instanceof ApiError ? error.body.field : undefined;
      const text = errorMessage(error, t('form.genericError')).replace(/^[\w.]+: /, '');
      setErrors(
        field && ['before', 'after', 'procedure', 'region', 'date'].includes(field)
          ? { [field]: text }
          : { form: text },
      );
    } finally {
      setBusy(false);
    }
  };
  const picker = (side: 'before' | 'after') => (
    <FilePicker
      label={t(`photos.${side}`)}
      accept="image/jpeg,image/png,image/webp"
      file={files[side]}
      error={errors[side]}
      onChange={(chosen) => {
        setFiles((f) => ({ ...f, [side]: chosen }));
        setErrors((er) => ({ ...er, [side]: undefined, form: undefined }));
      }}
    />
  );
  const text = (field: 'procedure' | 'region' | 'date', type = 'text') => (
    <TextField
      label={t(`photos.${field}`)}
      type={type}
      value={values[field]}
      maxLength={type === 'date' ? undefined : field === 'region' ? 100 : 200}
      error={errors[field]}
      onChange={(e) => {
        setValues((v) => ({ ...v, [field]: e.target.value }));
        setErrors((er) => ({ ...er, [field]: undefined, form: undefined }));
      }}
    />
  );
  return (
    <SubmitForm className={styles.form} onSubmit={submit}>
      <h2 className={ops.subtitle}>{t('photos.add')}</h2>
      <p className={ops.muted}>{t('photos.hint')}</p>
      <div className={`${ops.panel} ${styles.section}`}>
        {picker('before')}
        {picker('after')}
        {text('procedure')}
        {text('region')}
        {text('date', 'date')}
      </div>
      <RecordFormEnd
        error={errors.form}
        busy={busy}
        submitLabel={t('photos.send')}
        cancel={{ to: `${base}/prontuario` }}
      />
    </SubmitForm>
  );
}

/** One pair: the compare view, its shares (with the image consent) and 'Ocultar'. */
export function PhotoSection({ patientId, base, writes }: { patientId: string; base: string; writes: boolean }) {
  const { t } = useTranslation('patients');
  const { item = '' } = useParams();
  const client = useQueryClient();
  const navigate = useNavigate();
  const managerToken = useBrowserStore((s) => s.managerToken);
  const query = useQuery(photoQuery(item, managerToken));
  if (!query.data) {
    return (
      <LoadStatus pending={query.isPending} error={query.error && errorMessage(query.error, t('photos.loadError'))} />
    );
  }
  const { photo, before_url, after_url, image_consent, shares } = query.data;
  return (
    <div className={styles.form}>
      <Link className={ops.link} to={`${base}/prontuario`}>
        ← {t('view.timeline')}
      </Link>
      <article className={`${ops.panel} ${styles.consent}`}>
        <h2 className={ops.subtitle}>{photo.procedure}</h2>
        <p className={ops.muted}>
          {photo.region} · {brDate(photo.date)} · {t('timeline.by', { name: photo.uploaded_by ?? '—' })}
        </p>
        <BeforeAfter before={before_url} after={after_url} label={photo.procedure} />
      </article>
      {writes && (
        <ShareBox
          patientId={patientId}
          photoId={photo._id}
          consent={image_consent}
          shares={shares}
          base={base}
          onChange={() => client.invalidateQueries({ queryKey: ['patients/photos/get', item] })}
        />
      )}
      {writes && (
        <HideForm
          onHide={async (reason) => {
            await hidePhotos(photo._id, reason);
            notify(t('hide.done'), { kind: 'success' });
            await client.invalidateQueries({ queryKey: ['patients/get', patientId] });
            navigate(`${base}/prontuario`);
          }}
        />
      )}
    </div>
  );
}

type Share = PhotoDetail['shares'][number];

function ShareBox(props: {
  patientId: string;
  photoId: string;
  consent: boolean;
  shares: Share[];
  base: string;
  onChange: () => Promise<unknown>;
}) {
  const { t } = useTranslation('patients');
  const [speciality, setSpeciality] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [link, setLink] = useState<string | null>(null);
  if (!props.consent) {
    return (
      <section className={`${ops.panel} ${styles.consent}`}>
        <h2 className={ops.subtitle}>{t('photos.share')}</h2>
        <p className={styles.notice}>{t('photos.needsConsent')}</p>
        <Link className={ops.link} to={`${props.base}/consentimentos`}>
          {t('view.consents')}
        </Link>
      </section>
    );
  }
  const submit = async () => {
    if (!speciality.trim()) return setError(t('form.required'));
    setBusy(true);
    try {
      const made = await sharePhotos({
        patient_id: props.patientId,
        photo_id: props.photoId,
        speciality_name: speciality,
      });
      const base = window.location.pathname.replace(/\/pacientes\/.*$/, '');
      setLink(`${window.location.origin}${base}/resultado-procedimento/fotos/${made.share_id}`);
      await props.onChange();
    } catch (e) {
      setError(errorMessage(e, t('form.genericError')).replace(/^[\w.]+: /, ''));
    } finally {
      setBusy(false);
    }
  };
  const active = props.shares.filter((s) => !s.revoked_at && Date.parse(s.expires_at) > Date.now());
  return (
    <section className={`${ops.panel} ${styles.consent}`}>
      <h2 className={ops.subtitle}>{t('photos.share')}</h2>
      <p className={ops.muted}>{t('photos.shareHint', { days: SHARE_DAYS_DEFAULT })}</p>
      <SubmitForm className={styles.consent} onSubmit={submit}>
        <TextField
          label={t('photos.speciality')}
          value={speciality}
          maxLength={100}
          error={error}
          onChange={(e) => {
            setSpeciality(e.target.value);
            setError(null);
          }}
        />
        <div className={ops.row}>
          <Button type="submit" size="small" loading={busy}>
            {t('photos.createShare')}
          </Button>
        </div>
      </SubmitForm>
      {link && (
        <p className={styles.notice} role="status">
          {t('photos.linkReady')}{' '}
          <a className={`${ops.link} ${styles.hash}`} href={link} target="_blank" rel="noreferrer noopener">
            {link}
          </a>
        </p>
      )}
      {active.length > 0 && (
        <ul className={styles.shareList}>
          {active.map((s) => (
            <li key={s._id}>
              <span>
                {s.speciality_name} · {t('photos.until', { when: formatDateTime(s.expires_at) })}
              </span>
              <Button
                size="small"
                variant="secondary"
                onClick={async () => {
                  await revokeShare(s._id);
                  notify(t('photos.revoked'), { kind: 'success' });
                  await props.onChange();
                }}
              >
                {t('photos.revoke')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
