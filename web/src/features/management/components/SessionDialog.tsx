import { Fragment, type ReactNode } from 'react';
import type { DialogSessionState } from '../hooks/dialog-state';

/** What an add/edit dialog is rendered with: whether it shows, how it hides, what it edits. */
interface SessionDialogView<T> {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly subject: T | undefined;
}

/**
 * An add/edit dialog of a management list, rendered from its first opening on with a fresh key per
 * opening (so it starts with fresh values) and kept while it fades out.
 */
export function SessionDialog<T>({
  dialog,
  children,
}: {
  readonly dialog: DialogSessionState<T>;
  readonly children: (view: SessionDialogView<T>) => ReactNode;
}) {
  if (dialog.session === 0) return null;
  const view = { open: dialog.open, onClose: dialog.closeDialog, subject: dialog.subject };
  return <Fragment key={dialog.session}>{children(view)}</Fragment>;
}
