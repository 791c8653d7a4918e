import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { WideDialog } from '@/components/dialogs/WideDialog';
import { href, paths } from '@/config/paths';
import { useModuleSurveys } from '../api/get-module-surveys';
import { useChecklistsText } from '../texts';

interface SurveyEvaluationDialogProps {
  readonly module: 1 | 2;
  readonly surveyId: string;
  readonly onClose: () => void;
}

/** The connected survey's evaluation dialog (1000 px): its state and the way to its evaluation. */
export function SurveyEvaluationDialog({ module, surveyId, onClose }: SurveyEvaluationDialogProps) {
  const t = useChecklistsText();
  const surveys = useModuleSurveys(module);
  const survey = surveys.data?.find((s) => s.id === surveyId);
  return (
    <WideDialog open width={1000} title={t('evaluation.title')} onClose={onClose}>
      <DialogContent>
        <Stack spacing={1}>
          {survey ? (
            <>
              <Typography>{t('evaluation.text', { title: survey.title })}</Typography>
              <Typography color="text.secondary">
                {t('evaluation.state', {
                  answered: survey.info.answeredCount,
                  sent: survey.info.sendToCount,
                })}
              </Typography>
            </>
          ) : (
            surveys.isSuccess && <Typography>{t('evaluation.unknown')}</Typography>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        {survey && (
          <Button
            component={Link}
            to={href(paths.surveysEvaluation, { surveyId })}
            target="_blank"
            rel="noopener"
          >
            {t('evaluation.open')}
          </Button>
        )}
        <Button variant="contained" onClick={onClose}>
          {t('evaluation.close')}
        </Button>
      </DialogActions>
    </WideDialog>
  );
}
