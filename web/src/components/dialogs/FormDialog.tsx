import type { ReactNode } from 'react';
import { DialogActions } from './DialogActions';
import { DialogFrame, type DialogWidth } from './DialogFrame';

interface FormDialogProps {
  readonly title: ReactNode;
  readonly width: DialogWidth;
  readonly onClose: () => void;
  /** Enter and the submit button call it. */
  readonly onSubmit: () => void;
  readonly cancelLabel: string;
  readonly submitLabel: string;
  /** While the call runs: the dialog stays open on Escape and both buttons are disabled. */
  readonly busy?: boolean;
  readonly submitDisabled?: boolean;
  /** A spinner in the submit button while busy (where the dialog shows no other progress). */
  readonly spinner?: boolean;
  readonly children: ReactNode;
}

/**
 * A dialog that is one form (create, edit, choose): DialogFrame with the cancel / submit bar of
 * DialogActions, cancel closing the dialog.
 */
export function FormDialog({
  title,
  width,
  onClose,
  onSubmit,
  cancelLabel,
  submitLabel,
  busy = false,
  submitDisabled = false,
  spinner = false,
  children,
}: FormDialogProps) {
  return (
    <DialogFrame
      title={title}
      width={width}
      busy={busy}
      onClose={onClose}
      onSubmit={onSubmit}
      actions={
        <DialogActions
          cancelLabel={cancelLabel}
          confirmLabel={submitLabel}
          onCancel={onClose}
          busy={busy}
          spinner={spinner}
          confirmDisabled={submitDisabled}
        />
      }
    >
      {children}
    </DialogFrame>
  );
}
