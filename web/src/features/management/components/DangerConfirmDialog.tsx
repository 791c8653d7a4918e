import type { ComponentProps } from 'react';
import { ConfirmDialog } from '@/components/dialogs/ConfirmDialog';

type DangerConfirmDialogProps = Omit<ComponentProps<typeof ConfirmDialog>, 'open' | 'onClose' | 'tone'> & {
  /** Whether it asks, and how it stops asking (cancel, Esc, or the step is done). */
  readonly asking: { readonly open: boolean; readonly close: () => void };
};

/** Asks before a destructive administration step: its catalogue group's texts, 'Abbrechen' to cancel. */
export function DangerConfirmDialog({ asking, ...dialog }: DangerConfirmDialogProps) {
  return <ConfirmDialog {...dialog} open={asking.open} onClose={asking.close} tone="danger" />;
}
