import { CRM_FIELD_NAMES, CRM_FIELDS, type CrmField, type CrmOperator } from '@app/domain/crm/rules';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import type { CrmFieldParams } from '../api/crm-calls.ts';
import { type DraftFilter, newFilter, withOperator } from '../lib/filter-draft.ts';
import styles from './crm.module.css';
import { ValueInput } from './value-input.tsx';

/** Add filter → field → operator → value; each filter removable. The parent applies them. */
export function FilterBuilder({
  filters,
  params,
  onChange,
}: {
  filters: DraftFilter[];
  params: CrmFieldParams[] | undefined;
  onChange: (next: DraftFilter[]) => void;
}) {
  const { t } = useTranslation('crm');
  const replace = (key: string, next: DraftFilter) => onChange(filters.map((f) => (f.key === key ? next : f)));
  const paramsOf = (field: CrmField) => params?.find((p) => p.field === field);
  return (
    <div className={styles.builder}>
      {filters.length === 0 && <p className={styles.hint}>{t('builder.none')}</p>}
      <ol className={styles.filterList} aria-label={t('builder.title')}>
        {filters.map((f, index) => (
          <li key={f.key} className={styles.filter} aria-label={t('builder.filterN', { n: index + 1 })}>
            <div className={styles.pair}>
              <SelectField
                label={t('builder.field')}
                value={f.field}
                onChange={(e) => replace(f.key, { ...newFilter(e.target.value as CrmField), key: f.key })}
              >
                {CRM_FIELD_NAMES.map((name) => (
                  <option key={name} value={name}>
                    {t(`fields.${name}`)}
                  </option>
                ))}
              </SelectField>
              <SelectField
                label={t('builder.operator')}
                value={f.operator}
                onChange={(e) => replace(f.key, withOperator(f, e.target.value as CrmOperator))}
              >
                {CRM_FIELDS[f.field].operators.map((op) => (
                  <option key={op} value={op}>
                    {t(`operators.${op}`)}
                  </option>
                ))}
              </SelectField>
            </div>
            <ValueInput filter={f} params={paramsOf(f.field)} onChange={(value) => replace(f.key, { ...f, value })} />
            <Button
              variant="text"
              size="small"
              className={styles.remove}
              onClick={() => onChange(filters.filter((x) => x.key !== f.key))}
            >
              {t('builder.remove')}
            </Button>
          </li>
        ))}
      </ol>
      <SelectField
        label={t('builder.add')}
        value=""
        onChange={(e) => e.target.value && onChange([...filters, newFilter(e.target.value as CrmField)])}
      >
        <option value="">{t('builder.choose')}</option>
        {CRM_FIELD_NAMES.map((name) => (
          <option key={name} value={name}>
            {t(`fields.${name}`)}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
