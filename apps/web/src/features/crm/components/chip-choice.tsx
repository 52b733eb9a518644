import styles from './crm.module.css';

export type ChoiceOption = { value: string; label: string };

/** A list value as toggle chips (aria-pressed), wrapping on small screens. */
export function ChipChoice({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: ChoiceOption[];
  value: string[];
  onChange: (next: string[]) => void;
}) {
  return (
    <fieldset className={styles.chips}>
      <legend className={styles.srOnly}>{label}</legend>
      {options.map((o) => {
        const on = value.includes(o.value);
        return (
          <button
            key={o.value}
            type="button"
            className={styles.chip}
            aria-pressed={on}
            onClick={() => onChange(on ? value.filter((v) => v !== o.value) : [...value, o.value])}
          >
            {o.label}
          </button>
        );
      })}
    </fieldset>
  );
}
