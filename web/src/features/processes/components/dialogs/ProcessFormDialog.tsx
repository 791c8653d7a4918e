import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { type DialogWidth, FormDialog } from '@/components/dialogs/DialogFrame';
import { messageOf } from '@/lib/api-error';
import type { TextValues } from '@/lib/i18n-namespace';
import { pt } from '../../i18n';
import type { processesDe } from '../../locales/de';

/** The locale groups of the process dialogs that name their `title` and `submit` button. */
type DialogTexts = {
  [K in keyof typeof processesDe]: (typeof processesDe)[K] extends { title: string; submit: string }
    ? K
    : never;
}[keyof typeof processesDe];

/** The part of a TanStack mutation the dialog shows: running, and its error. */
interface DialogMutation {
  readonly isPending: boolean;
  readonly isError: boolean;
  readonly error: unknown;
}

interface ProcessFormDialogProps {
  readonly texts: DialogTexts;
  /** Values for the title's placeholders, e.g. the folder's name. */
  readonly titleValues?: TextValues;
  readonly width?: DialogWidth;
  /** The call the dialog sends: while it runs the dialog is busy; its error is shown below the form. */
  readonly mutation: DialogMutation;
  /** False: the submit button is disabled and Enter sends nothing. */
  readonly ready: boolean;
  /** Called only when ready and no call runs (Enter bypasses the disabled button). */
  readonly onSubmit: () => void;
  readonly onClose: () => void;
  readonly children: ReactNode;
  /** A way out of the failed call shown in its message (e.g. importing a file repaired). */
  readonly errorAction?: ReactNode;
}

/**
 * A form dialog of the process list: title and submit text from one locale group, 'Abbrechen' to
 * close, the fields stacked, the failed call's message last.
 */
export function ProcessFormDialog({
  texts,
  titleValues,
  width = 684,
  mutation,
  ready,
  onSubmit,
  onClose,
  children,
  errorAction,
}: ProcessFormDialogProps) {
  const submit = () => {
    if (ready && !mutation.isPending) onSubmit();
  };
  const frame = { width, onClose, busy: mutation.isPending };
  return (
    <FormDialog
      {...frame}
      title={pt(`${texts}.title`, titleValues)}
      onSubmit={submit}
      submitLabel={pt(`${texts}.submit`)}
      submitDisabled={!ready}
    >
      <Stack spacing={2.5} sx={{ pt: 1 }}>
        {children}
        {mutation.isError && (
          // A refused import names one problem per line.
          <Alert
            severity="error"
            sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
            action={errorAction}
          >
            {messageOf(mutation.error, pt('common.genericError'))}
          </Alert>
        )}
      </Stack>
    </FormDialog>
  );
}
