import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { OpenSurvey } from '@prozesspuls/shared';
import { participationPath } from '@prozesspuls/shared/px';
import { useState } from 'react';
import { messageOf } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format-date';
import { getSurveyParticipation, useOpenSurveys } from '../api/get-open-surveys';
import { t } from '../texts';

function OpenSurveyItem({
  survey,
  onError,
}: {
  readonly survey: OpenSurvey;
  readonly onError: (message: string) => void;
}) {
  const [opening, setOpening] = useState(false);
  const started = survey.status === 'PARTIALLY_ANSWERED';
  const open = async () => {
    setOpening(true);
    try {
      const { token } = await getSurveyParticipation(survey.surveyId);
      // The participation page is its own small entry, not a route of the app: a full page load.
      window.location.assign(participationPath(token));
    } catch (error) {
      setOpening(false);
      onError(messageOf(error, t('openSurveys.openFailed')));
    }
  };
  // Title and button share the row as flex items (never an overlaid secondary action), so on a
  // phone the title wraps beside 'Teilnehmen' instead of running under it.
  return (
    <ListItem disableGutters data-testid="open-survey" sx={{ gap: 1.5, alignItems: 'center' }}>
      <ListItemText
        sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
        primary={survey.title}
        secondary={
          survey.deadlineDate === null && !started ? null : (
            <>
              {survey.deadlineDate !== null &&
                t('openSurveys.deadline', {
                  date: formatDateTime(new Date(survey.deadlineDate).toISOString()),
                })}
              {started && (
                <Chip
                  size="small"
                  label={t('openSurveys.started')}
                  sx={{ ml: survey.deadlineDate === null ? 0 : 1 }}
                />
              )}
            </>
          )
        }
        slotProps={{ secondary: { component: 'div' } }}
      />
      <Button
        variant="contained"
        size="small"
        disabled={opening}
        onClick={() => void open()}
        sx={{ flexShrink: 0 }}
      >
        {opening ? t('openSurveys.opening') : started ? t('openSurveys.resume') : t('openSurveys.start')}
      </Button>
    </ListItem>
  );
}

/** The start page's surveys card: the signed-in member's open surveys with their links. */
export function OpenSurveysCard() {
  const surveys = useOpenSurveys();
  const [error, setError] = useState<string | null>(null);
  return (
    <Card component="section" aria-labelledby="open-surveys-heading" variant="outlined">
      <CardContent>
        <Typography id="open-surveys-heading" component="h2" variant="h2" sx={{ mb: 1 }}>
          {t('openSurveys.title')}
        </Typography>
        {surveys.isError && <Alert severity="warning">{t('openSurveys.failed')}</Alert>}
        {surveys.data?.length === 0 && (
          <Typography color="text.secondary">{t('openSurveys.empty')}</Typography>
        )}
        {surveys.data && surveys.data.length > 0 && (
          <List dense>
            {surveys.data.map((survey) => (
              <OpenSurveyItem key={survey.surveyId} survey={survey} onError={setError} />
            ))}
          </List>
        )}
        {error && <Alert severity="error">{error}</Alert>}
      </CardContent>
    </Card>
  );
}
