import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SurveySummary } from '@prozesspuls/shared';
import { PX_MODULE_LABELS, SURVEY_STATE_LABELS } from '@prozesspuls/shared/px';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageHeading } from '@/components/layout/PageHeading';
import { paths } from '@/config/paths';
import { t } from '../texts';
import { MeasuresPlanLink } from './measures/MeasuresPlanLink';

/** Survey state colours: grey, light blue, violet, light green. */
const STATE_COLOURS = {
  CREATED: '#e0e0e0',
  SEND: '#b3e5fc',
  ANSWERED: '#d1c4e9',
  FINISHED: '#c8e6c9',
} as const;

export interface InfoTile {
  readonly label: string;
  readonly value: string;
}

interface EvaluationHeaderProps {
  readonly survey: SurveySummary;
  readonly tiles: readonly InfoTile[];
  /** Buttons at the header's end (the evaluation PDF). */
  readonly actions?: ReactNode;
}

/**
 * Header of both evaluation screens: module chip, title, state chip and info
 * tiles; the survey's measures plan is one click away from every evaluation.
 */
export function EvaluationHeader({ survey, tiles, actions }: EvaluationHeaderProps) {
  return (
    <Stack spacing={2} sx={{ mb: 3 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Button component={RouterLink} to={paths.surveys} startIcon={<ArrowBackOutlined />} size="small">
          {t('back')}
        </Button>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <MeasuresPlanLink surveyId={survey.id} />
          {actions}
        </Stack>
      </Stack>
      <Stack direction="row" spacing={1}>
        <Chip
          label={PX_MODULE_LABELS[survey.module]}
          color="primary"
          variant="outlined"
          // The client colour as text only in its readable shade (4.5:1).
          sx={{ color: 'primaryText', borderColor: 'primaryText' }}
          data-testid="module-chip"
        />
        <Chip
          label={SURVEY_STATE_LABELS[survey.info.state]}
          sx={{ bgcolor: STATE_COLOURS[survey.info.state] }}
          data-testid="state-chip"
        />
      </Stack>
      <PageHeading>{survey.title}</PageHeading>
      <Grid container spacing={2} component="dl" sx={{ m: 0 }}>
        {tiles.map((tile) => (
          // The tile is the dl's group itself: a dl holds dt/dd directly or in one div each (WCAG 1.3.1).
          <Grid
            key={tile.label}
            size={{ xs: 12, sm: 6, md: 3 }}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper', p: 2 }}
          >
            <Typography component="dt" variant="caption" color="text.secondary">
              {tile.label}
            </Typography>
            <Typography component="dd" variant="h6" sx={{ m: 0 }}>
              {tile.value}
            </Typography>
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}
