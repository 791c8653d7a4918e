import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';
import { FormDialog } from '@/components/dialogs/DialogFrame';
import { prt } from '../i18n';

/** The state of the save call a dialog shows (a TanStack mutation). */
interface PendingCall {
  readonly isPending: boolean;
  readonly error: Error | null;
}

interface ProfileFormDialogProps {
  /** The dialog's text section: its title, save and cancel labels. */
  readonly section: 'fieldDialog' | 'linkDialog';
  readonly call: PendingCall;
  readonly onSubmit: () => void;
  readonly submitDisabled: boolean;
  readonly onClose: () => void;
  readonly children: ReactNode;
}

/**
 * The small dialogs of the profiles page (define a field, link a model): a 500 px form whose save
 * button spins while the call runs and whose failure shows the server's message below the fields.
 */
export function ProfileFormDialog({ section, call, children, ...form }: ProfileFormDialogProps) {
  return (
    <FormDialog
      {...form}
      title={prt(`${section}.title`)}
      width={500}
      busy={call.isPending}
      submitLabel={prt(`${section}.save`)}
      spinner
    >
      {children}
      {call.error ? <Alert severity="error">{call.error.message}</Alert> : null}
    </FormDialog>
  );
}
