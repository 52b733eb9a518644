import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import styles from './dialog.module.css';

export type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  /** Label of the close button; no close button when omitted. */
  closeLabel?: string;
  /** 'alertdialog' for questions that need an answer (no dismiss by clicking outside). */
  role?: 'dialog' | 'alertdialog';
};

export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  actions,
  closeLabel,
  role = 'dialog',
}: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={styles.content}
          role={role}
          onInteractOutside={role === 'alertdialog' ? (event) => event.preventDefault() : undefined}
        >
          <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="visually-hidden">{title}</RadixDialog.Description>
          )}
          {children}
          {actions && <div className={styles.actions}>{actions}</div>}
          {closeLabel && (
            <RadixDialog.Close className={styles.close} aria-label={closeLabel}>
              ×
            </RadixDialog.Close>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
