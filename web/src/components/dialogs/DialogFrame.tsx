import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { type FormEvent, type ReactNode, useId } from 'react';
import { t } from '@/lib/i18n';
import { DialogActions as ActionBar } from './DialogActions';

/** The fixed dialog widths (between 400 and 1000 px). */
export type DialogWidth = 400 | 500 | 600 | 684 | 800 | 900;

export interface DialogFrameProps {
  readonly open?: boolean;
  readonly title: ReactNode;
  readonly width: DialogWidth;
  readonly onClose: () => void;
  /** While a call runs the dialog cannot be closed by Escape or the backdrop. */
  readonly busy?: boolean;
  /** Given: the content is a form and Enter submits it. */
  readonly onSubmit?: () => void;
  readonly actions: ReactNode;
  readonly children: ReactNode;
}

/** The frame the small dialogs share: title, content, actions, fixed width. */
export function DialogFrame({
  open = true,
  title,
  width,
  onClose,
  busy = false,
  onSubmit,
  actions,
  children,
}: DialogFrameProps) {
  const titleId = useId();
  const submit = onSubmit
    ? (event: FormEvent) => {
        event.preventDefault();
        onSubmit();
      }
    : undefined;
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth={false}
      slotProps={{
        paper: {
          sx: { width, maxWidth: 'calc(100% - 32px)' },
          ...(submit ? { component: 'form', onSubmit: submit, noValidate: true } : {}),
        },
      }}
    >
      <DialogTitle id={titleId} sx={{ fontWeight: 600 }}>
        {title}
      </DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>{actions}</DialogActions>
    </Dialog>
  );
}

interface FormDialogProps extends Omit<DialogFrameProps, 'actions' | 'onSubmit'> {
  /** Enter and the submit button call it. */
  readonly onSubmit: () => void;
  /** Left out: the cancel button says 'Abbrechen', as in ConfirmDialog. */
  readonly cancelLabel?: string;
  readonly submitLabel: string;
  readonly submitDisabled?: boolean;
  /** A spinner in the submit button while busy (where the dialog shows no other progress). */
  readonly spinner?: boolean;
  /** The cancel button, when it differs from Esc and the backdrop (`onClose`); defaults to `onClose`. */
  readonly onCancel?: () => void;
}

/**
 * A dialog that is one form (create, edit, choose): DialogFrame with the cancel / submit bar of
 * DialogActions, cancel closing the dialog; while `busy` both buttons are disabled.
 */
export function FormDialog({
  cancelLabel,
  submitLabel,
  submitDisabled,
  spinner,
  onCancel,
  ...frame
}: FormDialogProps) {
  const actions = (
    <ActionBar
      cancelLabel={cancelLabel ?? t('common.cancel')}
      confirmLabel={submitLabel}
      onCancel={onCancel ?? frame.onClose}
      busy={frame.busy}
      spinner={spinner}
      confirmDisabled={submitDisabled}
    />
  );
  return <DialogFrame {...frame} actions={actions} />;
}

interface CloseDialogProps extends Omit<DialogFrameProps, 'actions' | 'onSubmit'> {
  /** The one button, 'Abbrechen' when left out; it closes the dialog and is disabled while busy. */
  readonly closeLabel?: string;
}

/** A dialog whose content acts by itself (choices, links): DialogFrame with a single close button. */
export function CloseDialog({ closeLabel, ...frame }: CloseDialogProps) {
  const actions = (
    <Button onClick={frame.onClose} disabled={frame.busy}>
      {closeLabel ?? t('common.cancel')}
    </Button>
  );
  return <DialogFrame {...frame} actions={actions} />;
}
