import { supplierEditable, valueEditable } from '@app/domain/split-rules/rules';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import type { SplitRuleSet, SplitSupplier } from '../api/split-rule-sets.ts';
import { type EditorRule, editorRules, editsOf, type SplitRuleEdit } from '../lib/split-choice.ts';
import styles from './split-rules.module.css';

export type SplitChoice = { setId: string; edits: SplitRuleEdit[] };

/**
 * The cart's split-rule-set chooser and editor (spec 1 §5, spec 2 §4): pick a set, then adjust its
 * rules. The supplier is read-only for indication, non-mutable and unchecked rules; required rules
 * cannot be unchecked; each rule says 'Obrigatório' or 'Opcional' and 'editável' or 'fixo'. The
 * server's split_error opens it again with the message on top.
 */
export function SplitRuleEditor({
  open,
  sets,
  suppliers,
  clinicName,
  chosen,
  serverError,
  onApply,
  onClose,
}: {
  open: boolean;
  sets: readonly SplitRuleSet[];
  suppliers: readonly SplitSupplier[];
  clinicName: string;
  chosen: SplitChoice | null;
  serverError: string | null;
  onApply: (choice: SplitChoice) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('split-rules');
  const initial = sets.find((s) => s._id === chosen?.setId) ?? (sets.length === 1 ? sets[0] : undefined);
  const [setId, setSetId] = useState<string | null>(initial?._id ?? null);
  const [rows, setRows] = useState<EditorRule[]>(() =>
    initial ? editorRules(initial.rules, initial._id === chosen?.setId ? chosen.edits : undefined) : [],
  );
  const [invalid, setInvalid] = useState<string[]>([]);

  const choose = (id: string) => {
    const set = sets.find((s) => s._id === id);
    setSetId(id);
    setRows(set ? editorRules(set.rules, id === chosen?.setId ? chosen.edits : undefined) : []);
    setInvalid([]);
  };
  const change = (index: number, patch: Partial<EditorRule>) =>
    setRows((all) => all.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  const apply = () => {
    if (!setId) return;
    const { edits, invalid: bad } = editsOf(rows);
    setInvalid(bad);
    if (bad.length === 0) onApply({ setId, edits });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title={t('editor.title')}
      closeLabel={t('editor.close')}
      actions={
        <>
          <Button variant="text" onClick={onClose}>
            {t('editor.cancel')}
          </Button>
          <Button onClick={apply} disabled={!setId}>
            {t('editor.apply')}
          </Button>
        </>
      }
    >
      <div className={styles.editor}>
        {serverError && (
          <p role="alert" className={styles.error}>
            {serverError}
          </p>
        )}
        {sets.length === 0 ? (
          <p className={styles.muted}>{t('editor.none')}</p>
        ) : (
          <fieldset className={styles.sets}>
            <legend>{t('editor.chooseSet')}</legend>
            {sets.map((set) => (
              <label key={set._id} className={styles.setOption}>
                <input type="radio" name="split-set" checked={setId === set._id} onChange={() => choose(set._id)} />
                <span>
                  <strong>{set.name}</strong>
                  {set.description && <span className={styles.muted}>{set.description}</span>}
                </span>
              </label>
            ))}
          </fieldset>
        )}
        {rows.length > 0 && (
          <ul className={styles.rules} aria-label={t('editor.rules')}>
            {rows.map((row, index) => (
              <RuleRow
                key={row.rule.split_rule_id}
                row={row}
                suppliers={suppliers}
                clinicName={clinicName}
                invalid={invalid.includes(row.rule.split_rule_id)}
                onChange={(patch) => change(index, patch)}
              />
            ))}
          </ul>
        )}
      </div>
    </Dialog>
  );
}

function RuleRow({
  row,
  suppliers,
  clinicName,
  invalid,
  onChange,
}: {
  row: EditorRule;
  suppliers: readonly SplitSupplier[];
  clinicName: string;
  invalid: boolean;
  onChange: (patch: Partial<EditorRule>) => void;
}) {
  const { t } = useTranslation('split-rules');
  const { rule, checked } = row;
  const percent = rule.split_type === 'percentage';
  const hint = [
    t(`kind.${rule.kind}`),
    rule.required ? t('editor.required') : t('editor.optional'),
    rule.mutable ? t('editor.editable') : t('editor.fixed'),
    ...(rule.indication ? [t('editor.indication')] : []),
  ].join(' · ');
  // Unchecked rules are saved without a supplier; the select shows it empty then.
  const supplier = checked ? row.supplier : '';
  const known = supplier === '' || suppliers.some((s) => s.service_supplier_id === supplier);
  return (
    <li className={styles.rule}>
      <CheckboxField
        label={rule.description}
        hint={hint}
        keepHint
        checked={checked}
        disabled={rule.required}
        onChange={(e) => onChange({ checked: e.target.checked })}
      />
      <div className={styles.ruleFields}>
        <SelectField
          label={t('editor.supplier')}
          value={supplier}
          disabled={!supplierEditable(rule, checked)}
          onChange={(e) => onChange({ supplier: e.target.value })}
        >
          <option value="">{checked ? clinicName : t('editor.noSupplier')}</option>
          {!known && <option value={supplier}>{rule.service_supplier_name}</option>}
          {suppliers.map((s) => (
            <option key={s.service_supplier_id} value={s.service_supplier_id}>
              {s.name}
            </option>
          ))}
        </SelectField>
        <TextField
          label={percent ? t('editor.percentage') : t('editor.value')}
          inputMode="decimal"
          value={row.value}
          suffix={percent ? '%' : 'R$'}
          disabled={!valueEditable(rule, checked)}
          error={invalid ? (percent ? t('editor.percentageInvalid') : t('editor.valueInvalid')) : undefined}
          onChange={(e) => onChange({ value: e.target.value })}
        />
      </div>
      {percent && rule.kind === 'share' && (
        <span className={styles.muted}>
          {rule.percentage_over_profit ? t('editor.overProfit') : t('editor.overTotal')}
        </span>
      )}
    </li>
  );
}
