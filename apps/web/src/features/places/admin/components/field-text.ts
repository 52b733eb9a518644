import { useTranslation } from '../../../../lib/i18n.ts';

/** Label and help of a setting, from fields.{name} of the backoffice-settings namespace. */
export function useFieldText() {
  const { t } = useTranslation('backoffice-settings');
  return (name: string) => ({ label: t(`fields.${name}.label`), help: t(`fields.${name}.help`) });
}
