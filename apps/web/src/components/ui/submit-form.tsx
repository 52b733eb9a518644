import type { ReactNode } from 'react';

export type SubmitFormProps = {
  className?: string;
  /** Runs on submit; the browser's own validation is off (the fields show their messages). */
  onSubmit: () => unknown;
  children: ReactNode;
};

/** A form that checks its fields itself: no browser validation, no page reload on submit. */
export function SubmitForm({ className, onSubmit, children }: SubmitFormProps) {
  return (
    <form
      className={className}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      {children}
    </form>
  );
}
