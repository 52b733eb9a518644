import { TextField, type TextFieldProps } from '../../components/ui/text-field.tsx';
import { useTranslation } from '../../lib/i18n.ts';

export type SecretFieldProps = Omit<TextFieldProps, 'type' | 'hint' | 'autoComplete'> & {
  /** The saved key as the server shows it ('••••' and its last four), or null when none is saved. */
  masked: string | null;
};

/**
 * A write-only key of an outside service (the clinic's integrated system, its Octadesk account):
 * the field starts empty, says whether a key is saved and keeps it when left blank.
 */
export function SecretField({ masked, ...rest }: SecretFieldProps) {
  const { t } = useTranslation('backoffice');
  return (
    <TextField
      type="password"
      autoComplete="new-password"
      hint={masked ? t('secret.saved', { masked }) : t('secret.none')}
      {...rest}
    />
  );
}
