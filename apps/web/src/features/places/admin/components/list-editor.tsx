import type { InputHTMLAttributes, ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { type Control, type FieldValues, useController } from 'react-hook-form';
import { Button } from '../../../../components/ui/button.tsx';
import { CheckboxField, type CheckboxFieldProps } from '../../../../components/ui/checkbox-field.tsx';
import { useMoneyText } from '../../../../components/ui/use-money-text.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import styles from './settings.module.css';

type Width = 'grow' | 'narrow' | 'time';

/**
 * An editable list of rows (delivery districts, consume places, opening hours): each row's compact
 * fields and its remove button on one line, the row's first error under it, then the add buttons.
 */
export function ListEditor({
  keys,
  row,
  rowError,
  rowNote,
  onRemove,
  onAdd,
  addLabel,
  empty,
  moreActions,
}: {
  /** One stable key a row (react-hook-form's field ids). */
  keys: string[];
  row: (index: number) => ReactNode;
  rowError: (index: number) => string | undefined;
  /** A quiet line under a row (what the row means, e.g. a range past midnight). */
  rowNote?: (index: number) => ReactNode;
  onRemove: (index: number) => void;
  onAdd: () => void;
  addLabel: string;
  /** Shown instead of the list when it has no rows. */
  empty?: ReactNode;
  /** Buttons after the add button. */
  moreActions?: ReactNode;
}) {
  const { t } = useTranslation('backoffice-settings');
  return (
    <>
      {keys.length === 0 && empty}
      <ul className={styles.list}>
        {keys.map((key, i) => {
          const error = rowError(i);
          const note = rowNote?.(i);
          return (
            <li key={key} className={styles.listRow}>
              <div className={styles.rowFields}>
                {row(i)}
                <Button variant="text" size="small" onClick={() => onRemove(i)}>
                  {t('remove')}
                </Button>
              </div>
              {note && <p className={styles.rowNote}>{note}</p>}
              {error && (
                <p className={styles.error} role="alert">
                  {error}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      <div className={styles.inlineActions}>
        <Button variant="secondary" size="small" onClick={onAdd}>
          {addLabel}
        </Button>
        {moreActions}
      </div>
    </>
  );
}

const compact = (width?: Width) => [styles.compact, width && styles[width]].filter(Boolean).join(' ');

/** A small labelled input of a list row. */
export function RowInput({
  label,
  width,
  ref,
  ...rest
}: { label: string; width?: Width; ref?: Ref<HTMLInputElement> } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className={compact(width)}>
      <span>{label}</span>
      <input ref={ref} className={styles.input} {...rest} />
    </label>
  );
}

/** A list row's money amount ('8,50'); the form keeps the number (empty is NaN: the schema says so). */
export function MoneyRowInput({
  label,
  width,
  control,
  name,
  ...rest
}: { label: string; width?: Width; control: Control<FieldValues>; name: string } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'onBlur' | 'name'
>) {
  const { field } = useController({ control, name });
  const money = useMoneyText({ value: field.value, onChange: field.onChange, onBlur: field.onBlur });
  return <RowInput label={label} width={width} ref={field.ref} name={field.name} {...rest} {...money} />;
}

/** A small labelled select of a list row. */
export function RowSelect({
  label,
  width,
  options,
  ref,
  ...rest
}: {
  label: string;
  width?: Width;
  options: { value: string | number; label: string }[];
  ref?: Ref<HTMLSelectElement>;
} & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <label className={compact(width)}>
      <span>{label}</span>
      <select ref={ref} className={styles.input} {...rest}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A checkbox of a list row. */
export function RowCheck(props: Omit<CheckboxFieldProps, 'error' | 'hint' | 'keepHint'>) {
  return <CheckboxField {...props} />;
}
