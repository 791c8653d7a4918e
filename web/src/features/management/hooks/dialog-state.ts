/** State of the add/edit/confirm dialogs of the management screens. */
import { useCallback, useRef, useState } from 'react';
import type { ConfirmTexts } from '@/components/dialogs/ConfirmDialog';
import type { TextValues } from '@/lib/i18n-namespace';

/**
 * The value, or the last one that was not null: a closing dialog keeps showing its text while it
 * fades out instead of going blank.
 */
export function useLastDefined<T>(value: T | null): T | null {
  const last = useRef<T | null>(value);
  if (value !== null) last.current = value;
  return value ?? last.current;
}

interface DialogSession<T> {
  readonly open: boolean;
  /** What the dialog was opened for (the user to edit; nothing for 'add'). */
  readonly subject?: T;
  /** A new key per opening, so the dialog starts with fresh values; 0 until first opened. */
  readonly session: number;
}

/** An add/edit dialog's session and the ways to open and close it. */
export interface DialogSessionState<T> extends DialogSession<T> {
  readonly openDialog: (subject?: T) => void;
  readonly closeDialog: () => void;
}

/**
 * The state of an add/edit dialog that keeps its values while it fades out: `openDialog` starts a
 * new session (key) with its subject, `closeDialog` only hides it.
 */
export function useDialogSession<T = never>(): DialogSessionState<T> {
  const [dialog, setDialog] = useState<DialogSession<T>>({ open: false, session: 0 });
  const open = useCallback(
    (subject?: T) => setDialog((current) => ({ open: true, subject, session: current.session + 1 })),
    [],
  );
  const close = useCallback(() => setDialog((current) => ({ ...current, open: false })), []);
  return { ...dialog, openDialog: open, closeDialog: close };
}

/**
 * The add dialog of a list: `added` (the dialog's `onCreated`) closes it and says in the snackbar
 * what was added.
 */
export function useAddDialog<E>(success: (message: string) => void, addedText: (entry: E) => string) {
  const dialog = useDialogSession();
  const added = (entry: E) => {
    dialog.closeDialog();
    success(addedText(entry));
  };
  return { ...dialog, added };
}

/** A confirmation about one subject (the role to delete): open while it has one. */
export interface Confirmation<T> {
  readonly subject: T | null;
  /** The subject, or the last one while the dialog fades out. */
  readonly shown: T | null;
  readonly open: boolean;
  readonly ask: (subject: T) => void;
  readonly close: () => void;
  /** What it asks: its catalogue group's texts, filled with the shown subject's values. */
  readonly texts: ConfirmTexts;
  readonly values: TextValues | undefined;
}

/** A confirmation that asks `texts` about a subject, whose placeholders `valuesOf` fills. */
export function useConfirmation<T>(
  texts: ConfirmTexts,
  valuesOf: (subject: T) => TextValues,
): Confirmation<T> {
  const [subject, setSubject] = useState<T | null>(null);
  const shown = useLastDefined(subject);
  const close = useCallback(() => setSubject(null), []);
  const values = shown === null ? undefined : valuesOf(shown);
  return { subject, shown, open: subject !== null, ask: setSubject, close, texts, values };
}
