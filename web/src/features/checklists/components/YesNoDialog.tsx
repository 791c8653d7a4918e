import { ConfirmDialog } from '@/components/dialogs/ConfirmDialog';
import { useChecklistsText } from '../texts';

interface YesNoDialogProps {
  /** Which question: its title and text are the texts `answer.<question>Title` and `answer.<question>Text`. */
  readonly question: 'stepDone' | 'leave';
  readonly open: boolean;
  readonly busy?: boolean;
  /** 'Ja'. */
  readonly onConfirm: () => void;
  /** 'Nein' (and Esc). */
  readonly onClose: () => void;
}

/** The yes/no questions of the answering screen (400 px): a step is done, leaving with changes. */
export function YesNoDialog({ question, ...dialog }: YesNoDialogProps) {
  const t = useChecklistsText();
  return (
    <ConfirmDialog
      {...dialog}
      title={t(`answer.${question}Title`)}
      text={t(`answer.${question}Text`)}
      confirmLabel={t('answer.yes')}
      cancelLabel={t('answer.no')}
      width={400}
    />
  );
}
