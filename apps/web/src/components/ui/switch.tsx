/** An on/off checkbox announced as a switch; the label around it gives its name and look. */
export function Switch(props: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  'aria-label'?: string;
}) {
  return (
    <input
      type="checkbox"
      role="switch"
      aria-checked={props.checked}
      checked={props.checked}
      disabled={props.disabled}
      aria-label={props['aria-label']}
      onChange={(event) => props.onChange(event.target.checked)}
    />
  );
}
