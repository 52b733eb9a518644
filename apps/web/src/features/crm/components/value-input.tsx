import { CRM_FIELDS, type CrmField } from '@app/domain/crm/rules';
import { isoDateInBrazil } from '@app/domain/users/rules';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import type { CrmFieldParams } from '../api/crm-calls.ts';
import { type DraftFilter, type DraftValue, monthsAgo } from '../lib/filter-draft.ts';
import { ChipChoice, type ChoiceOption } from './chip-choice.tsx';
import styles from './crm.module.css';
import { DistrictPicker } from './district-picker.tsx';

/** The options of a field: fixed ones translated, the clinic's ones (params/crm) by name. */
export function useOptions(field: CrmField, params: CrmFieldParams | undefined): ChoiceOption[] {
  const { t } = useTranslation('crm');
  const spec = CRM_FIELDS[field];
  if ('options' in spec && field !== 'state')
    return (spec.options as readonly (string | number)[]).map((v) => ({
      value: String(v),
      label: t(`options.${field}.${v}`, { defaultValue: String(v) }),
    }));
  return (params?.options ?? []).map((o) => ({ value: String(o.value), label: o.label }));
}

const AGO = [3, 6, 12] as const;

/** The value inputs of one filter: chips for lists, two inputs for ranges, dates, yes/no. */
export function ValueInput({
  filter,
  params,
  onChange,
}: {
  filter: DraftFilter;
  params: CrmFieldParams | undefined;
  onChange: (value: DraftValue) => void;
}) {
  const { t } = useTranslation('crm');
  const { field, operator, value } = filter;
  const kind = CRM_FIELDS[field].kind;
  const options = useOptions(field, params);
  const label = t(`fields.${field}`);

  if (operator === 'exists' || kind === 'bool')
    return (
      <SelectField label={t('value.label')} value={value as string} onChange={(e) => onChange(e.target.value)}>
        <option value="true">{t(operator === 'exists' ? 'value.filled' : 'value.yes')}</option>
        <option value="false">{t(operator === 'exists' ? 'value.empty' : 'value.no')}</option>
      </SelectField>
    );
  if (operator === 'in' || operator === 'not_in') {
    if (field === 'district') return <DistrictPicker value={value as string[]} onChange={onChange} />;
    if (options.length === 0) return <p className={styles.hint}>{t('value.noOptions')}</p>;
    return <ChipChoice label={label} options={options} value={value as string[]} onChange={onChange} />;
  }
  const type = kind === 'date' ? 'date' : kind === 'number' ? 'number' : 'text';
  const unit = field === 'age' ? t('value.years') : undefined;
  if (operator === 'between') {
    const [from, to] = value as [string, string];
    return (
      <div className={styles.pair}>
        <TextField
          label={t('value.from')}
          suffix={unit}
          type={type}
          inputMode={type === 'number' ? 'numeric' : undefined}
          min={0}
          value={from}
          onChange={(e) => onChange([e.target.value, to])}
        />
        <TextField
          label={t('value.to')}
          suffix={unit}
          type={type}
          inputMode={type === 'number' ? 'numeric' : undefined}
          min={0}
          value={to}
          onChange={(e) => onChange([from, e.target.value])}
        />
      </div>
    );
  }
  return (
    <div className={styles.valueBox}>
      <TextField
        label={operator === 'last_seen_before' ? t('value.since') : t('value.label')}
        type={type}
        inputMode={type === 'number' ? 'numeric' : undefined}
        min={type === 'number' ? 0 : undefined}
        maxLength={type === 'text' ? 120 : undefined}
        value={value as string}
        onChange={(e) => onChange(e.target.value)}
      />
      {operator === 'last_seen_before' && (
        <div className={styles.chips}>
          {AGO.map((months) => (
            <Button
              key={months}
              variant="secondary"
              size="small"
              onClick={() => onChange(monthsAgo(isoDateInBrazil(new Date()), months))}
            >
              {t(`value.monthsAgo${months}`)}
            </Button>
          ))}
        </div>
      )}
    </div>
  );
}
