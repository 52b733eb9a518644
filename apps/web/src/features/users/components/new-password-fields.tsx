import { TextField } from '../../../components/ui/text-field.tsx';

export type NewPasswordFieldsProps = {
  labels: { password: string; repeat: string };
  password: string;
  repeat: string;
  errors: { password?: string | null; repeat?: string | null };
  onPasswordChange: (value: string) => void;
  onRepeatChange: (value: string) => void;
  hint?: string;
  autoFocus?: boolean;
};

/** A new password and its repetition (register, reset). */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  const { labels, password, repeat, errors, onPasswordChange, onRepeatChange, hint, autoFocus } = props;
  const field = (
    label: string,
    value: string,
    error: string | null | undefined,
    onChange: (value: string) => void,
  ) => ({
    label,
    type: 'password',
    autoComplete: 'new-password',
    value,
    error,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => onChange(event.target.value),
  });
  return (
    <>
      <TextField
        {...field(labels.password, password, errors.password, onPasswordChange)}
        hint={hint}
        autoFocus={autoFocus}
      />
      <TextField {...field(labels.repeat, repeat, errors.repeat, onRepeatChange)} />
    </>
  );
}
