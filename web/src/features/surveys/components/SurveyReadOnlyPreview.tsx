import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { SurveySummary } from '@prozesspuls/shared';
import { PageLoader } from '@/components/feedback/PageLoader';
import { QueryErrorAlert } from '@/components/feedback/QueryErrorAlert';
import { useSurvey } from '../api/get-survey';
import { t } from '../texts';
import { surveyRowActions } from '../utils/row-actions';
import { SurveyPreview } from './SurveyPreview';

interface SurveyReadOnlyPreviewProps {
  readonly survey: SurveySummary;
  readonly onBack: () => void;
  readonly onSend: () => void;
}

/** A survey as its participants see it, read-only: back to the list, or on to sending it. */
export function SurveyReadOnlyPreview({ survey, onBack, onSend }: SurveyReadOnlyPreviewProps) {
  const details = useSurvey(survey.id);
  const canSend = surveyRowActions(survey).send;
  return (
    <Box>
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
        <Button startIcon={<ArrowBackOutlined />} onClick={onBack}>
          {t('preview.back')}
        </Button>
        <Tooltip title={canSend ? '' : t('preview.alreadyAnswered')}>
          <span>
            <Button variant="contained" disabled={!canSend} onClick={onSend}>
              {t('preview.send')}
            </Button>
          </span>
        </Tooltip>
      </Stack>
      <Typography component="h2" variant="h5" sx={{ mb: 2 }}>
        {survey.title}
      </Typography>
      {details.isPending && <PageLoader />}
      {details.isError && <QueryErrorAlert error={details.error} onRetry={() => void details.refetch()} />}
      {details.data && <SurveyPreview schema={details.data.surveySchema} />}
    </Box>
  );
}
