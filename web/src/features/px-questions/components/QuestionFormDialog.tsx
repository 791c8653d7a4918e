import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { PxQuestion } from '@prozesspuls/shared';
import { useId } from 'react';
import { usePxQuestionsText } from '../hooks/use-px-questions-text';
import { QuestionForm } from './QuestionForm';

/** The question form's dialog variant, 1000 px wide (seed 002 §2.2, §9). */
export function QuestionFormDialog({
  open,
  processPerspectiveFixed = false,
  onSaved,
  onClose,
}: {
  readonly open: boolean;
  readonly processPerspectiveFixed?: boolean;
  readonly onSaved: (question: PxQuestion) => void;
  readonly onClose: () => void;
}) {
  const t = usePxQuestionsText();
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: 1000, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id={titleId}>{t('form.heading')}</DialogTitle>
      <DialogContent>
        {open && (
          <QuestionForm
            processPerspectiveFixed={processPerspectiveFixed}
            onSaved={onSaved}
            onCancel={onClose}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
