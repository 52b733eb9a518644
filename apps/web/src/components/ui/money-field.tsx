import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { TextField, type TextFieldProps } from './text-field.tsx';
import { useMoneyText } from './use-money-text.ts';

type MoneyFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'value' | 'onChange' | 'onBlur' | 'name'> & {
  control: Control<T>;
  name: Path<T>;
  /** What an empty input means: NaN (required, the schema says so) or null (optional). */
  empty?: number | null;
};

/** A money amount typed and shown the Brazilian way ('8,50', '1.234,56'); the form keeps a number. */
export function MoneyField<T extends FieldValues>({ control, name, empty, ...rest }: MoneyFieldProps<T>) {
  const { field } = useController({ control, name });
  const money = useMoneyText({ value: field.value, onChange: field.onChange, onBlur: field.onBlur, empty });
  return <TextField {...rest} ref={field.ref} name={field.name} {...money} />;
}
