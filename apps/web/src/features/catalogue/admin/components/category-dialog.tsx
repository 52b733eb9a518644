import { SaveCategoryBody, type SaveCategoryInput } from '@app/domain/catalogue/admin-schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { CheckboxField } from '../../../../components/ui/checkbox-field.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { FormFooter } from '../../../../components/ui/form-footer.tsx';
import { TextAreaField } from '../../../../components/ui/text-area-field.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../../lib/api.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { type AdminCategory, deleteCategory, saveCategory } from '../api/catalogue-admin-calls.ts';
import { errorAt, localise, showServerFieldError } from '../lib/form-errors.ts';
import { commaList } from '../lib/form-values.ts';
import styles from './catalogue.module.css';
import { PhotoField } from './photo-picker.tsx';

/** 'Massas Frescas' → 'massas-frescas' (the category's key in storefront URLs). */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

/** Create or edit a menu category; deleting is offered for an existing one. */
export function CategoryDialog({
  category,
  onClose,
  onSaved,
}: {
  category: AdminCategory | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('backoffice-catalogue');
  const [formError, setFormError] = useState<string | null>(null);
  const [slugTouched, setSlugTouched] = useState(Boolean(category));
  const [subtypesText, setSubtypesText] = useState(category?.subtypes.join(', ') ?? '');
  const form = useForm<SaveCategoryInput>({
    resolver: zodResolver(SaveCategoryBody),
    defaultValues: category
      ? {
          _id: category._id,
          name: category.name,
          description: category.description ?? '',
          type_search: category.type_search,
          type_id: category.type_id ?? '',
          image: category.image,
          subtypes: category.subtypes,
          highlight: category.highlight,
          carousel: category.carousel,
          active: category.active,
        }
      : { name: '', description: '', type_search: '', subtypes: [], highlight: false, carousel: false, active: true },
  });
  const { register, handleSubmit, formState, setValue, setError, control } = form;
  const errors = formState.errors;

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await saveCategory(values);
      onSaved();
    } catch (error) {
      if (!showServerFieldError(error, setError)) setFormError(localise(errorMessage(error, t('saveFailed'))) ?? null);
    }
  });

  async function remove() {
    if (!category) return;
    setFormError(null);
    try {
      await deleteCategory(category._id);
      onSaved();
    } catch (error) {
      setFormError(localise(errorMessage(error, t('saveFailed'))) ?? null);
    }
  }

  const name = register('name', {
    onChange: (e) => {
      if (!slugTouched) setValue('type_search', slugify(e.target.value));
    },
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={category ? t('categories.editTitle') : t('categories.newTitle')}
      closeLabel={t('close')}
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField label={t('categories.name')} maxLength={80} error={errorAt(errors, 'name')} {...name} />
        <TextField
          label={t('categories.typeSearch')}
          hint={t('categories.typeSearchHint')}
          maxLength={60}
          error={errorAt(errors, 'type_search')}
          {...register('type_search', { onChange: () => setSlugTouched(true) })}
        />
        <TextAreaField
          label={t('categories.description')}
          maxLength={500}
          error={errorAt(errors, 'description')}
          {...register('description')}
        />
        <TextField
          label={t('categories.subtypes')}
          hint={t('categories.subtypesHint')}
          value={subtypesText}
          error={errorAt(errors, 'subtypes')}
          onChange={(e) => {
            setSubtypesText(e.target.value);
            setValue('subtypes', commaList(e.target.value));
          }}
        />
        <TextField label={t('categories.typeId')} maxLength={60} {...register('type_id')} />
        <PhotoField
          control={control}
          name="image"
          kind="category"
          label={t('categories.image')}
          error={errorAt(errors, 'image')}
        />
        <div className={styles.checks}>
          <CheckboxField label={t('categories.highlight')} {...register('highlight')} />
          <CheckboxField label={t('categories.carousel')} {...register('carousel')} />
          <CheckboxField label={t('categories.active')} {...register('active')} />
        </div>
        <FormFooter
          error={formError}
          remove={category ? { label: t('categories.delete'), onClick: remove } : null}
          cancel={{ label: t('cancel'), onClick: onClose }}
          submit={{ label: t('save'), busy: formState.isSubmitting }}
        />
      </form>
    </Dialog>
  );
}
