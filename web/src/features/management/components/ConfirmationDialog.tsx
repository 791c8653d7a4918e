import type { Confirmation } from '../hooks/dialog-state';
import { DangerConfirmDialog } from './DangerConfirmDialog';

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
