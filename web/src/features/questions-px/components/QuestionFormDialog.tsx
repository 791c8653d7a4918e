import DialogContent from '@mui/material/DialogContent';
import type { PxQuestion } from '@prozesspuls/shared';
import { WideDialog } from '@/components/dialogs/WideDialog';
import { useQuestionsPxText } from '../hooks/use-questions-px-text';
import { QuestionForm } from './QuestionForm';

/** The question form's dialog variant, 1000 px wide. */
export function QuestionFormDialog({
  open,
  processPerspectiveFixed = false,
  question,
  onSaved,
  onClose,
}: {
  readonly open: boolean;
  readonly processPerspectiveFixed?: boolean;
  /** An own question to edit; without it the dialog creates one. */
  readonly question?: PxQuestion;
  readonly onSaved: (question: PxQuestion) => void;
  readonly onClose: () => void;
}) {
  const t = useQuestionsPxText();
  return (
    <WideDialog
      open={open}
      onClose={onClose}
      width={1000}
      title={question ? t('form.editHeading') : t('form.heading')}
    >
      <DialogContent>
        {open && (
          <QuestionForm
            key={question?.id ?? 'new'}
            processPerspectiveFixed={processPerspectiveFixed}
            {...(question ? { question } : {})}
            onSaved={onSaved}
            onCancel={onClose}
          />
        )}
      </DialogContent>
    </WideDialog>
  );
}
