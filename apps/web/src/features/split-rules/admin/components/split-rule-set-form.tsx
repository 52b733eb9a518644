import { SPLIT_KINDS, SPLIT_TYPES } from '@app/domain/split-rules/rules';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { CheckboxField } from '../../../../components/ui/checkbox-field.tsx';
import { SelectField } from '../../../../components/ui/select-field.tsx';
import { SubmitForm } from '../../../../components/ui/submit-form.tsx';
import { TextAreaField } from '../../../../components/ui/text-area-field.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';
import { useFieldErrors } from '../../../../lib/use-field-errors.ts';
import { formatValue, parseValue } from '../../lib/split-choice.ts';
import type { AdminSplitList, AdminSplitSet, SplitSetSaveBody } from '../api/admin-split-rule-sets.ts';
import styles from './split-rules-admin.module.css';

type RuleDraft = {
  split_rule_id?: string;
  description: string;
  kind: (typeof SPLIT_KINDS)[number];
  service_supplier_id: string;
  split_type: (typeof SPLIT_TYPES)[number];
  value: string;
  percentage_over_profit: boolean;
  required: boolean;
  mutable: boolean;
  indication: boolean;
};

const blankRule = (): RuleDraft => ({
  description: '',
  kind: 'share',
  service_supplier_id: '',
  split_type: 'percentage',
  value: '',
  percentage_over_profit: false,
  required: false,
  mutable: false,
  indication: false,
});

const draftOf = (set: AdminSplitSet | null) => ({
  name: set?.name ?? '',
  description: set?.description ?? '',
  is_default: set?.is_default ?? false,
  rules: set
    ? set.rules.map((r) => ({
        split_rule_id: r.split_rule_id,
        description: r.description,
        kind: r.kind,
        service_supplier_id: r.service_supplier_id ?? '',
        split_type: r.split_type,
        value: formatValue(r.value),
        percentage_over_profit: r.percentage_over_profit,
        required: r.required,
        mutable: r.mutable,
        indication: r.indication,
      }))
    : [blankRule()],
});

/**
 * The owner's editor of one split rule set: name, description, default for patients, and its
 * rules (cost, tax or share; value or percentage; recipient; required, editable, indication). The
 * server's refusal shows under the field it names and everything typed stays.
 */
export function SplitRuleSetForm({
  set,
  suppliers,
  clinicName,
  saving,
  onSave,
  onCancel,
}: {
  set: AdminSplitSet | null;
  suppliers: AdminSplitList['suppliers'];
  clinicName: string;
  saving: boolean;
  onSave: (body: SplitSetSaveBody) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('split-rules');
  const [draft, setDraft] = useState(() => draftOf(set));
  const { errors, failure, clear, check, refuse } = useFieldErrors();
  const setRule = (index: number, patch: Partial<RuleDraft>) => {
    clear(...Object.keys(patch).map((k) => `rules.${index}.${k}`));
    setDraft((d) => ({ ...d, rules: d.rules.map((r, i) => (i === index ? { ...r, ...patch } : r)) }));
  };

  const submit = async () => {
    const found: Record<string, string> = {};
    if (!draft.name.trim()) found.name = t('admin.required_field');
    const rules = draft.rules.map((r, i) => {
      const value = parseValue(r.value);
      if (!r.description.trim()) found[`rules.${i}.description`] = t('admin.required_field');
      if (value === null || value > (r.split_type === 'percentage' ? 100 : 1_000_000)) {
        found[`rules.${i}.value`] =
          r.split_type === 'percentage' ? t('editor.percentageInvalid') : t('editor.valueInvalid');
      }
      return {
        ...(r.split_rule_id ? { split_rule_id: r.split_rule_id } : {}),
        description: r.description,
        kind: r.kind,
        service_supplier_id: r.service_supplier_id === '' ? null : r.service_supplier_id,
        split_type: r.split_type,
        value: value ?? 0,
        percentage_over_profit: r.percentage_over_profit,
        required: r.required,
        mutable: r.mutable,
        indication: r.indication,
      };
    });
    if (!check(found)) return;
    try {
      await onSave({
        ...(set ? { _id: set._id } : {}),
        name: draft.name,
        description: draft.description,
        is_default: draft.is_default,
        rules,
      });
    } catch (error) {
      refuse(error, t('admin.genericError'));
    }
  };

  return (
    <SubmitForm className={styles.form} onSubmit={submit}>
      <TextField
        label={t('admin.name')}
        value={draft.name}
        maxLength={120}
        error={errors.name}
        onChange={(e) => {
          clear('name');
          setDraft((d) => ({ ...d, name: e.target.value }));
        }}
      />
      <TextAreaField
        label={t('admin.description')}
        value={draft.description}
        maxLength={500}
        error={errors.description}
        onChange={(e) => setDraft((d) => ({ ...d, description: e.target.value }))}
      />
      <CheckboxField
        label={t('admin.isDefault')}
        hint={t('admin.isDefaultHint')}
        checked={draft.is_default}
        onChange={(e) => setDraft((d) => ({ ...d, is_default: e.target.checked }))}
      />
      <ol className={styles.rules}>
        {draft.rules.map((r, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: new rules have no id until saved.
          <li key={i} className={styles.rule}>
            <div className={styles.ruleHeader}>
              <h3>{t('admin.rule', { n: i + 1 })}</h3>
              {draft.rules.length > 1 && (
                <Button
                  variant="text"
                  size="small"
                  onClick={() => setDraft((d) => ({ ...d, rules: d.rules.filter((_, j) => j !== i) }))}
                >
                  {t('admin.removeRule')}
                </Button>
              )}
            </div>
            <TextField
              label={t('admin.ruleDescription')}
              value={r.description}
              maxLength={200}
              error={errors[`rules.${i}.description`]}
              onChange={(e) => setRule(i, { description: e.target.value })}
            />
            <div className={styles.grid}>
              <SelectField
                label={t('admin.kind')}
                value={r.kind}
                onChange={(e) => setRule(i, { kind: e.target.value as RuleDraft['kind'] })}
              >
                {SPLIT_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {t(`kind.${k}`)}
                  </option>
                ))}
              </SelectField>
              <SelectField
                label={t('admin.supplier')}
                value={r.service_supplier_id}
                error={errors[`rules.${i}.service_supplier_id`]}
                onChange={(e) => setRule(i, { service_supplier_id: e.target.value })}
              >
                <option value="">{clinicName}</option>
                {suppliers.map((s) => (
                  <option key={s.service_supplier_id} value={s.service_supplier_id}>
                    {s.name}
                  </option>
                ))}
              </SelectField>
              <SelectField
                label={t('admin.splitType')}
                value={r.split_type}
                onChange={(e) => {
                  clear(`rules.${i}.value`);
                  setRule(i, { split_type: e.target.value as RuleDraft['split_type'] });
                }}
              >
                {SPLIT_TYPES.map((k) => (
                  <option key={k} value={k}>
                    {t(`admin.splitTypes.${k}`)}
                  </option>
                ))}
              </SelectField>
              <TextField
                label={r.split_type === 'percentage' ? t('editor.percentage') : t('editor.value')}
                inputMode="decimal"
                value={r.value}
                suffix={r.split_type === 'percentage' ? '%' : 'R$'}
                error={errors[`rules.${i}.value`]}
                onChange={(e) => setRule(i, { value: e.target.value })}
              />
            </div>
            {r.kind === 'share' && r.split_type === 'percentage' && (
              <CheckboxField
                label={t('admin.overProfit')}
                checked={r.percentage_over_profit}
                onChange={(e) => setRule(i, { percentage_over_profit: e.target.checked })}
              />
            )}
            <CheckboxField
              label={t('admin.required')}
              checked={r.required}
              onChange={(e) => setRule(i, { required: e.target.checked })}
            />
            <CheckboxField
              label={t('admin.mutable')}
              checked={r.mutable}
              onChange={(e) => setRule(i, { mutable: e.target.checked })}
            />
            <CheckboxField
              label={t('admin.indication')}
              checked={r.indication}
              onChange={(e) => setRule(i, { indication: e.target.checked })}
            />
          </li>
        ))}
      </ol>
      {errors.rules && <p className={styles.error}>{errors.rules}</p>}
      {draft.rules.length < 30 && (
        <Button variant="text" onClick={() => setDraft((d) => ({ ...d, rules: [...d.rules, blankRule()] }))}>
          {t('admin.addRule')}
        </Button>
      )}
      {failure && (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      )}
      <div className={styles.actions}>
        <Button variant="text" onClick={onCancel}>
          {t('admin.cancel')}
        </Button>
        <Button type="submit" loading={saving}>
          {t('admin.save')}
        </Button>
      </div>
    </SubmitForm>
  );
}
