import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PxElementQuestions } from '@prozesspuls/shared';
import { elementPageTitle, questionLabel } from '@prozesspuls/shared/px';
import { useId } from 'react';
import { messageOf } from '@/lib/api-error';
import { PxElementIcon } from './PxElementIcon';
import { pxt } from './texts';

interface PxSurveySummaryDialogProps {
  readonly title: string;
  readonly elements: readonly PxElementQuestions[];
  readonly busy: boolean;
  readonly error: unknown;
  readonly created: boolean;
  readonly onBack: () => void;
  readonly onCreate: () => void;
}

/**
 * The process survey summary (seed 002 §2.7): 'Ihre Fragenauswahl', the prompt, one page per
 * element with its questions ('Frage n') and 'Abbrechen' (back one page) / 'Umfrage erstellen'.
 */
export function PxSurveySummaryDialog({
  title,
  elements,
  busy,
  error,
  created,
  onBack,
  onCreate,
}: PxSurveySummaryDialogProps) {
  const headingId = useId();
  return (
    <Dialog open fullScreen onClose={busy || created ? undefined : onBack} aria-labelledby={headingId}>
      <DialogContent>
        <Stack spacing={2} sx={{ maxWidth: 900, mx: 'auto', py: 2 }}>
          <Typography id={headingId} component="h2" variant="h4">
            {pxt('summaryTitle')}
          </Typography>
          <Typography color="text.secondary">{pxt('summaryPrompt')}</Typography>
          <Typography component="p" variant="h6">
            {title}
          </Typography>
          {elements.map((element) => (
            <Paper
              key={element.elementId}
              variant="outlined"
              sx={{ p: 2 }}
              component="section"
              aria-label={elementPageTitle(element)}
            >
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                <PxElementIcon kind={element.kind} />
                <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                  {elementPageTitle(element)}
                </Typography>
              </Stack>
              <Stack spacing={0.5}>
                {element.questions.map((question, index) => (
                  <Typography key={question.id} variant="body2">
                    <strong>{questionLabel(index)}:</strong> {question.text}
                  </Typography>
                ))}
              </Stack>
            </Paper>
          ))}
          {error !== null && error !== undefined && (
            <Alert severity="error">{messageOf(error, pxt('failed'))}</Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, justifyContent: 'center' }}>
        <Button onClick={onBack} disabled={busy || created}>
          {pxt('cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={onCreate}
          disabled={busy || created}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {pxt('create')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
