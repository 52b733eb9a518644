import { useId, useState } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../../lib/api.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { uploadPhoto } from '../api/catalogue-admin-calls.ts';
import { photoProblem, readAsDataUrl } from '../lib/files.ts';
import { localise } from '../lib/form-errors.ts';
import styles from './catalogue.module.css';

/**
 * Picks a picture, checks it in the browser (10 MB, an image), shows it at once and uploads it;
 * `onChange` gets the stored URL (WebP) or null when removed.
 */
export function PhotoPicker({
  value,
  onChange,
  kind,
  label,
  error,
}: {
  value: string | null | undefined;
  onChange: (url: string | null) => void;
  kind: 'product' | 'category' | 'combo-item';
  label: string;
  error?: string;
}) {
  const { t } = useTranslation('backoffice-catalogue');
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const shown = preview ?? value ?? null;

  async function pick(file: File | undefined) {
    if (!file) return;
    const bad = photoProblem(file);
    setProblem(bad ? (localise(bad) ?? bad) : null);
    if (bad) return;
    const data = await readAsDataUrl(file);
    setPreview(data);
    setBusy(true);
    try {
      const stored = await uploadPhoto(data, kind);
      onChange(stored.url);
      setPreview(null);
    } catch (e) {
      setPreview(null);
      const message = errorMessage(e, t('photo.failed'));
      setProblem(localise(message) ?? message);
    } finally {
      setBusy(false);
    }
  }

  const message = problem ?? error;
  return (
    <div className={styles.field}>
      <span className={styles.label} id={`${id}-label`}>
        {label}
      </span>
      <div className={styles.photo}>
        {shown ? (
          <img className={styles.preview} src={shown} alt={t('photo.preview')} />
        ) : (
          <div className={styles.preview}>{t('photo.none')}</div>
        )}
        <div className={styles.toolbar}>
          <label className={styles.fileLabel}>
            {shown ? t('photo.change') : t('photo.choose')}
            <input
              className={styles.fileInput}
              type="file"
              accept="image/*"
              aria-labelledby={`${id}-label`}
              aria-describedby={message ? `${id}-error` : undefined}
              onChange={(e) => {
                void pick(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
          </label>
          {shown && !busy && (
            <button type="button" className={styles.iconButton} onClick={() => onChange(null)}>
              {t('photo.remove')}
            </button>
          )}
          {busy && (
            <span className={styles.muted}>
              <Spinner size={16} decorative /> {t('photo.uploading')}
            </span>
          )}
        </div>
      </div>
      <p className={styles.muted}>{t('photo.hint')}</p>
      {message && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {message}
        </p>
      )}
    </div>
  );
}

/** A PhotoPicker bound to one field of a react-hook-form form. */
export function PhotoField<T extends FieldValues>({
  control,
  name,
  ...picker
}: { control: Control<T>; name: Path<T> } & Omit<Parameters<typeof PhotoPicker>[0], 'value' | 'onChange'>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => <PhotoPicker {...picker} value={field.value} onChange={field.onChange} />}
    />
  );
}
