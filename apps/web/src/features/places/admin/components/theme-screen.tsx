import { DEFAULT_BRAND_COLOR } from '@app/domain/places/brand-colours';
import { IMAGE_MAX_BYTES, IMAGE_TOO_LARGE, NOT_AN_IMAGE, ThemeFields } from '@app/domain/places/settings-schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type FieldValues, type Resolver, useForm } from 'react-hook-form';
import { FormFooter } from '../../../../components/ui/form-footer.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../../lib/api.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { notify } from '../../../../lib/snackbar.ts';
import { useBrowserStore } from '../../../../lib/storage.ts';
import { applyPrimaryColor } from '../../../../lib/theme.ts';
import { saveTheme, type ThemeAnswer, type ThemeBody, themeQuery, uploadThemeImage } from '../api/theme-calls.ts';
import { errorAt, serverFieldError } from '../lib/form-errors.ts';
import { localiseSettingsMessage } from '../lib/localise.ts';
import { type Form, TextInput } from './fields.tsx';
import styles from './theme.module.css';
import { ThemePreview } from './theme-preview.tsx';
import { ThemeShades } from './theme-shades.tsx';

const toForm = (a: ThemeAnswer): ThemeBody => ({
  restaurantname: a.theme.restaurantname,
  photo: a.theme.photo ?? '',
  banner: a.theme.banner ?? '',
  primary_color: a.theme.primary_color,
});

/** A file picker beside an image URL field: checks size and type here, uploads, fills the field. */
function UploadButton({ form, name, kind }: { form: Form; name: 'photo' | 'banner'; kind: 'logo' | 'banner' }) {
  const { t } = useTranslation('backoffice-settings');
  const [busy, setBusy] = useState(false);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    form.clearErrors(name);
    if (!file.type.startsWith('image/')) return form.setError(name, { type: 'file', message: NOT_AN_IMAGE });
    if (file.size > IMAGE_MAX_BYTES) return form.setError(name, { type: 'file', message: IMAGE_TOO_LARGE });
    setBusy(true);
    try {
      form.setValue(name, await uploadThemeImage(kind, file), { shouldDirty: true, shouldValidate: true });
    } catch (error) {
      const field = serverFieldError(error);
      form.setError(name, { type: 'server', message: field?.message ?? errorMessage(error, t('saveFailed')) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <label className={styles.upload}>
      <input
        type="file"
        accept="image/*"
        className="visually-hidden"
        disabled={busy}
        onChange={(e) => {
          void pick(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      <span aria-hidden="true">{busy ? t('theme.uploading') : t('theme.upload')}</span>
      <span className="visually-hidden">{t(kind === 'logo' ? 'theme.uploadLogo' : 'theme.uploadBanner')}</span>
    </label>
  );
}

/** An image's URL field with its upload button (the logo, the banner). */
function ImageField({ form, name, kind }: { form: Form; name: 'photo' | 'banner'; kind: 'logo' | 'banner' }) {
  const { t } = useTranslation('backoffice-settings');
  return (
    <>
      <TextInput
        form={form}
        name={name}
        // Text with a URL keyboard, not type="url": an uploaded image's address is a path
        // ('/uploads/…'), which the browser calls invalid and our rule (the message under the field) takes.
        inputMode="url"
        label={t(`theme.fields.${name}.label`)}
        help={t(`theme.fields.${name}.help`)}
        placeholder="https://..."
      />
      <UploadButton form={form} name={name} kind={kind} />
    </>
  );
}

function ThemeForm({ data, queryKey }: { data: ThemeAnswer; queryKey: readonly unknown[] }) {
  const { t } = useTranslation('backoffice-settings');
  const client = useQueryClient();
  const form = useForm<FieldValues>({
    resolver: zodResolver(ThemeFields as never) as unknown as Resolver<FieldValues>,
    defaultValues: toForm(data),
  });
  const [formError, setFormError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (body: ThemeBody) => saveTheme(body),
    onSuccess: (answer) => {
      client.setQueryData(queryKey, answer);
      form.reset(toForm(answer));
      setFormError(null);
      // The back office itself wears the new colour; the storefront reads it on its next load.
      applyPrimaryColor(answer.theme.primary_color);
      void client.invalidateQueries({ queryKey: ['preloginprime'] });
      notify(t('theme.saved'), { kind: 'success' });
    },
    onError: (error) => {
      const field = serverFieldError(error);
      if (field && field.field in toForm(data)) form.setError(field.field, { type: 'server', message: field.message });
      else setFormError(localiseSettingsMessage(errorMessage(error, t('saveFailed'))));
    },
  });
  const values = form.watch() as ThemeBody;
  const colorError = errorAt(form.formState.errors, 'primary_color');
  const f = form as unknown as Form;
  const safeColor = /^#[0-9a-f]{6}$/i.test(values.primary_color ?? '') ? values.primary_color : DEFAULT_BRAND_COLOR;
  return (
    <div className={styles.layout}>
      <form
        className={styles.form}
        noValidate
        onSubmit={form.handleSubmit((v) => mutation.mutate(v as unknown as ThemeBody))}
      >
        <TextInput
          form={f}
          name="restaurantname"
          label={t('theme.fields.restaurantname.label')}
          help={t('theme.fields.restaurantname.help')}
        />
        <ImageField form={f} name="photo" kind="logo" />
        <ImageField form={f} name="banner" kind="banner" />
        <div className={styles.colorField}>
          <label className={styles.label} htmlFor="theme-color-text">
            {t('theme.fields.primary_color.label')}
          </label>
          <div className={styles.colorRow}>
            <input
              type="color"
              className={styles.swatch}
              aria-label={t('theme.fields.primary_color.picker')}
              value={(safeColor ?? DEFAULT_BRAND_COLOR).toLowerCase()}
              onChange={(e) =>
                form.setValue('primary_color', e.target.value, { shouldDirty: true, shouldValidate: true })
              }
            />
            <input
              id="theme-color-text"
              className={styles.input}
              maxLength={7}
              aria-invalid={colorError ? true : undefined}
              {...form.register('primary_color')}
            />
          </div>
          <p className={styles.help}>{t('theme.fields.primary_color.help')}</p>
          {colorError && (
            <p className={styles.error} role="alert">
              {colorError}
            </p>
          )}
        </div>
        <ThemeShades color={safeColor ?? DEFAULT_BRAND_COLOR} />
        <FormFooter error={formError} submit={{ label: t('save'), busy: mutation.isPending }} />
        <div className={styles.links}>
          <p className={styles.help}>{t('theme.installHelp')}</p>
          <a href={data.webapp_link} target="_blank" rel="noreferrer">
            {data.webapp_link}
          </a>
          <a href={data.manifest_url} target="_blank" rel="noreferrer">
            {t('theme.manifest')}
          </a>
        </div>
      </form>
      <ThemePreview
        name={values.restaurantname ?? ''}
        photo={values.photo ?? ''}
        banner={values.banner ?? ''}
        color={values.primary_color ?? ''}
      />
    </div>
  );
}

/** /admin/aparencia: the white-label theme with a live preview. */
export function ThemeScreen() {
  const { t } = useTranslation('backoffice-settings');
  const managerToken = useBrowserStore((s) => s.managerToken);
  const options = themeQuery(managerToken);
  const query = useQuery(options);
  return (
    <div className={styles.screen}>
      <h1>{t('theme.title')}</h1>
      <p className={styles.intro}>{t('theme.intro')}</p>
      {query.isPending && <Spinner />}
      {query.isError && <p className={styles.formError}>{errorMessage(query.error, t('loadFailed'))}</p>}
      {query.data && <ThemeForm data={query.data} queryKey={options.queryKey} />}
    </div>
  );
}
