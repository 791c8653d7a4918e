import { ConfirmDialog } from '@/components/dialogs/ConfirmDialog';
import { CHECKLISTS_TEXT } from '../texts';

interface YesNoDialogProps {
  /** Which question: its texts are the group `answer.<question>`, answered 'Ja' or 'Nein'. */
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
  return <ConfirmDialog {...dialog} texts={CHECKLISTS_TEXT.answer[question]} width={400} />;
}
