import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { germanDueDate } from '@prozesspuls/shared/px';
import { Link, useSearchParams } from 'react-router';
import { PageLoader } from '@/components/feedback/PageLoader';
import { QueryErrorAlert } from '@/components/feedback/QueryErrorAlert';
import { PageHeading } from '@/components/layout/PageHeading';
import { TableHeader } from '@/components/table/TableHeader';
import { href, paths } from '@/config/paths';
import { useMeasureSurveys } from '../../api/get-measure-surveys';
import { useMeasures } from '../../api/get-measures';
import { MeasureActions } from './MeasureActions';
import { MeasureStatusChip } from './MeasureStatusChip';
import { t } from './measure-texts';

const ALL = 'all';

/**
 * 'Maßnahmenplan': the measures of one survey (`?surveyId=`) or of all surveys of the client, by
 * due date, with status, owner and the round they were taken in; edit and delete per row. The
 * measures of a risk assessment that links the survey are listed too, marked with the assessment,
 * and are changed on its page.
 */
export function MeasuresPlanPage() {
  const [search, setSearch] = useSearchParams();
  const surveyId = search.get('surveyId') ?? undefined;
  const measures = useMeasures(surveyId);
  const surveys = useMeasureSurveys();
  const titles = new Map((surveys.data ?? []).map((s) => [s.id, s.title]));
  const choose = (value: string) => setSearch(value === ALL ? {} : { surveyId: value }, { replace: true });

  return (
    <>
      <PageHeading>{t('plan.title')}</PageHeading>
      <TextField
        select
        size="small"
        label={t('plan.survey')}
        value={surveyId ?? ALL}
        onChange={(event) => choose(event.target.value)}
        sx={{ minWidth: 320, mb: 2 }}
      >
        <MenuItem value={ALL}>{t('plan.allSurveys')}</MenuItem>
        {surveyId && !titles.has(surveyId) && <MenuItem value={surveyId}>{surveyId}</MenuItem>}
        {(surveys.data ?? []).map((survey) => (
          <MenuItem key={survey.id} value={survey.id}>
            {survey.title}
          </MenuItem>
        ))}
      </TextField>
      {measures.isPending && <PageLoader />}
      {measures.isError && <QueryErrorAlert error={measures.error} />}
      {measures.data?.length === 0 && <Typography color="text.secondary">{t('plan.empty')}</Typography>}
      {measures.data && measures.data.length > 0 && (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={t('plan.title')}>
            <TableHeader
              labels={[
                t('plan.columns.title'),
                ...(surveyId ? [] : [t('plan.columns.survey')]),
                t('plan.columns.target'),
                t('plan.columns.responsible'),
                t('plan.columns.dueDate'),
                t('plan.columns.status'),
                t('plan.columns.round'),
              ]}
              actionsLabel={t('plan.columns.actions')}
            />
            <TableBody>
              {measures.data.map((measure) => (
                <TableRow key={measure.id}>
                  <TableCell>
                    <Typography variant="body2" sx={{ fontWeight: 500 }}>
                      {measure.title}
                    </Typography>
                    {measure.description && (
                      <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
                        {measure.description}
                      </Typography>
                    )}
                    {measure.riskAssessment && (
                      <Chip
                        size="small"
                        variant="outlined"
                        sx={{ display: 'flex', width: 'fit-content', mt: 0.5 }}
                        label={t('plan.ofAssessment', {
                          title: measure.riskAssessment.title,
                          type: measure.riskAssessment.type,
                        })}
                      />
                    )}
                  </TableCell>
                  {!surveyId && <TableCell>{titles.get(measure.surveyId) ?? ''}</TableCell>}
                  <TableCell>{measure.targetName}</TableCell>
                  <TableCell>{measure.responsibleName}</TableCell>
                  <TableCell>{germanDueDate(measure.dueDate)}</TableCell>
                  <TableCell>
                    <MeasureStatusChip status={measure.status} overdue={measure.overdue} />
                  </TableCell>
                  <TableCell>{measure.round > 0 ? measure.round : '–'}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {measure.riskAssessment ? (
                      <Button
                        size="small"
                        component={Link}
                        to={href(paths.riskAssessmentDetail, { id: measure.riskAssessment.id })}
                      >
                        {t('plan.openAssessment')}
                      </Button>
                    ) : (
                      <MeasureActions measure={measure} />
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
}
