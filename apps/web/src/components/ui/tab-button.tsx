import type { ReactNode } from 'react';

/** One tab of a tablist: a button that says whether it is selected and which panel it shows. */
export function TabButton(props: {
  selected: boolean;
  onSelect: () => void;
  className?: string;
  id?: string;
  controls?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      role="tab"
      id={props.id}
      aria-selected={props.selected}
      aria-controls={props.controls}
      className={props.className}
      onClick={props.onSelect}
    >
      {props.children}
    </button>
  );
}
