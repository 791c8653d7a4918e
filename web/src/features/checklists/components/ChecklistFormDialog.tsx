import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { FormDialog } from '@/components/dialogs/DialogFrame';
import { messageOf } from '@/lib/api-error';

/** The state of the save call a dialog shows (a TanStack mutation). */
interface PendingCall {
  readonly isPending: boolean;
  readonly isError: boolean;
  readonly error: Error | null;
}

interface ChecklistFormDialogProps {
  readonly title: string;
  readonly call: PendingCall;
  readonly submitLabel: string;
  readonly submitDisabled: boolean;
  readonly onSubmit: () => void;
  readonly onClose: () => void;
  readonly children: ReactNode;
}

/**
 * The small dialogs of the checklists (create one, connect a survey): a 600 px form whose submit
 * button spins while the call runs and whose failure shows the server's message below the fields.
 */
export function ChecklistFormDialog({ call, children, ...form }: ChecklistFormDialogProps) {
  return (
    <FormDialog {...form} width={600} busy={call.isPending} spinner>
      <Stack spacing={2} sx={{ pt: 1 }}>
        {children}
        {call.isError && <Alert severity="error">{messageOf(call.error, '')}</Alert>}
      </Stack>
    </FormDialog>
  );
}
