import type { ComponentProps } from 'react';
import { ConfirmDialog } from '@/components/dialogs/ConfirmDialog';
import type { TextValues } from '@/lib/i18n-namespace';
import { useManagementText } from '../hooks/use-management-text';

/** The catalogue groups of a destructive step's confirmation, each with `title`, `text` and `confirm`. */
export type DangerConfirmTexts =
  | 'users.confirmDelete'
  | 'roles.confirmDelete'
  | 'clients.confirmDeactivate'
  | 'clients.deletion.dialog';

type DangerConfirmDialogProps = Omit<
  ComponentProps<typeof ConfirmDialog>,
  'open' | 'onClose' | 'title' | 'text' | 'confirmLabel' | 'cancelLabel' | 'tone'
> & {
  /** Whether it asks, and how it stops asking (cancel, Esc, or the step is done). */
  readonly asking: { readonly open: boolean; readonly close: () => void };
  readonly texts: DangerConfirmTexts;
  /** The values of the text's placeholders (the name of what is affected). */
  readonly values: TextValues;
};

/** Asks before a destructive administration step: its group's texts, 'Abbrechen' to cancel. */
export function DangerConfirmDialog({ asking, texts, values, ...dialog }: DangerConfirmDialogProps) {
  const t = useManagementText();
  return (
    <ConfirmDialog
      {...dialog}
      open={asking.open}
      onClose={asking.close}
      tone="danger"
      title={t(`${texts}.title`)}
      text={t(`${texts}.text`, values)}
      confirmLabel={t(`${texts}.confirm`)}
      cancelLabel={t('common.cancel')}
    />
  );
}
