import { DialogActions } from './DialogActions';
import { DialogFrame, type DialogFrameProps } from './DialogFrame';

interface FormDialogProps extends Omit<DialogFrameProps, 'open' | 'actions' | 'onSubmit'> {
  /** Enter and the submit button call it. */
  readonly onSubmit: () => void;
  readonly cancelLabel: string;
  readonly submitLabel: string;
  readonly submitDisabled?: boolean;
  /** A spinner in the submit button while busy (where the dialog shows no other progress). */
  readonly spinner?: boolean;
}

/**
 * A dialog that is one form (create, edit, choose): DialogFrame with the cancel / submit bar of
 * DialogActions, cancel closing the dialog; while `busy` both buttons are disabled.
 */
export function FormDialog({ cancelLabel, submitLabel, submitDisabled, spinner, ...frame }: FormDialogProps) {
  const actions = (
    <DialogActions
      cancelLabel={cancelLabel}
      confirmLabel={submitLabel}
      onCancel={frame.onClose}
      busy={frame.busy}
      spinner={spinner}
      confirmDisabled={submitDisabled}
    />
  );
  return <DialogFrame {...frame} actions={actions} />;
}
