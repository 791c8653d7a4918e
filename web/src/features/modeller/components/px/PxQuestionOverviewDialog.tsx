import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PxModelQuestions } from '@prozesspuls/shared';
import { ELEMENT_KIND_LABELS, elementPageTitle, questionLabel } from '@prozesspuls/shared/px';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/dialogs/ConfirmDialog';
import { DialogFrame } from '@/components/dialogs/DialogFrame';
import { messageOf } from '@/lib/api-error';
import { PxElementIcon } from './PxElementIcon';
import { PX_TEXTS, pxt } from './texts';

interface PxQuestionOverviewDialogProps {
  readonly questions: PxModelQuestions | undefined;
  readonly loading: boolean;
  readonly error: unknown;
  readonly canWritePx: boolean;
  readonly onResetAll: () => Promise<void>;
  readonly onGenerate: () => void;
  readonly onClose: () => void;
}

/**
 * The question overview: the attached questions grouped by element with 'Frage n'
 * labels, empty state 'Noch keine Fragen angehängt', and reset all / close / generate survey.
 */
export function PxQuestionOverviewDialog({
  questions,
  loading,
  error,
  canWritePx,
  onResetAll,
  onGenerate,
  onClose,
}: PxQuestionOverviewDialogProps) {
  const [confirmReset, setConfirmReset] = useState(false);
  const [resetting, setResetting] = useState(false);
  const [resetError, setResetError] = useState<string | null>(null);
  const elements = questions?.elements ?? [];
  const count = elements.reduce((sum, element) => sum + element.questions.length, 0);

  const reset = async () => {
    setResetting(true);
    setResetError(null);
    try {
      await onResetAll();
      setConfirmReset(false);
    } catch (failure) {
      setResetError(messageOf(failure, pxt('failed')));
    } finally {
      setResetting(false);
    }
  };

  return (
    <>
      <DialogFrame
        title={pxt('overviewTitle')}
        width={684}
        onClose={onClose}
        actions={
          <>
            {canWritePx && (
              <Button
                color="error"
                onClick={() => setConfirmReset(true)}
                disabled={count === 0}
                sx={{ mr: 'auto' }}
              >
                {pxt('resetAll')}
              </Button>
            )}
            <Button onClick={onClose}>{pxt('close')}</Button>
            {canWritePx && (
              <Button variant="contained" onClick={onGenerate} disabled={count === 0}>
                {pxt('generate')}
              </Button>
            )}
          </>
        }
      >
        {loading && <CircularProgress size={24} aria-label={pxt('loading')} />}
        {error !== null && error !== undefined && (
          <Alert severity="error">{messageOf(error, pxt('failed'))}</Alert>
        )}
        {!loading && count === 0 && (
          <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
            {pxt('empty')}
          </Typography>
        )}
        <Stack spacing={2} data-testid="px-overview">
          {elements.map((element) => (
            <Box key={element.elementId} component="section" aria-label={elementPageTitle(element)}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
                <PxElementIcon kind={element.kind} />
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                  {elementPageTitle(element)}
                </Typography>
                {element.kind && (
                  <Typography variant="caption" color="text.secondary">
                    {ELEMENT_KIND_LABELS[element.kind]}
                  </Typography>
                )}
              </Stack>
              <Stack component="ol" spacing={0.5} sx={{ listStyle: 'none', m: 0, pl: 4 }}>
                {element.questions.map((question, index) => (
                  <li key={question.id}>
                    <Typography variant="body2">
                      <strong>{questionLabel(index)}:</strong> {question.text}
                    </Typography>
                  </li>
                ))}
              </Stack>
            </Box>
          ))}
        </Stack>
      </DialogFrame>
      <ConfirmDialog
        open={confirmReset}
        texts={PX_TEXTS.confirmReset}
        values={{ count }}
        tone="danger"
        busy={resetting}
        error={resetError}
        onConfirm={() => void reset()}
        onClose={() => setConfirmReset(false)}
      />
    </>
  );
}
