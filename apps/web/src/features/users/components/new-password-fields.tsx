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
  return (
    <>
      <TextField
        label={labels.password}
        type="password"
        autoComplete="new-password"
        value={password}
        error={errors.password}
        hint={hint}
        autoFocus={autoFocus}
        onChange={(event) => onPasswordChange(event.target.value)}
      />
      <TextField
        label={labels.repeat}
        type="password"
        autoComplete="new-password"
        value={repeat}
        error={errors.repeat}
        onChange={(event) => onRepeatChange(event.target.value)}
      />
    </>
  );
}
