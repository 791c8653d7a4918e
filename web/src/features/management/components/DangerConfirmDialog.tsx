import type { ComponentProps } from 'react';
import { ConfirmDialog } from '@/components/dialogs/ConfirmDialog';
import type { Confirmation } from '../hooks/dialog-state';

type DangerConfirmDialogProps = Omit<ComponentProps<typeof ConfirmDialog>, 'open' | 'onClose' | 'tone'> & {
  /** Whether it asks, and how it stops asking (cancel, Esc, or the step is done). */
  readonly asking: { readonly open: boolean; readonly close: () => void };
};

/** Asks before a destructive administration step: its catalogue group's texts, 'Abbrechen' to cancel. */
export function DangerConfirmDialog({ asking, ...dialog }: DangerConfirmDialogProps) {
  return <ConfirmDialog {...dialog} open={asking.open} onClose={asking.close} tone="danger" />;
}

interface ConfirmationDialogProps<T> {
  readonly confirmation: Confirmation<T>;
  readonly busy: boolean;
  /** Confirmed: the step on the subject asked about. */
  readonly onConfirm: (subject: T) => void;
}

/** Asks a row's confirmation (deleting a role, deactivating a client) with the texts it was made with. */
export function ConfirmationDialog<T>({ confirmation, busy, onConfirm }: ConfirmationDialogProps<T>) {
  const confirm = () => {
    if (confirmation.subject !== null) onConfirm(confirmation.subject);
  };
  return (
    <DangerConfirmDialog
      asking={confirmation}
      texts={confirmation.texts}
      values={confirmation.values}
      busy={busy}
      onConfirm={confirm}
    />
  );
}
