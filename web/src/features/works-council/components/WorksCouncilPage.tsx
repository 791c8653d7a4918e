import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ACCESS_KIND_LABELS, type SurveySummary } from '@prozesspuls/shared';
import { PX_MODULE_LABELS } from '@prozesspuls/shared/px';
import { useQuery } from '@tanstack/react-query';
import { QueryErrorAlert } from '@/components/feedback/QueryErrorAlert';
import { PageHeading } from '@/components/layout/PageHeading';
import { surveysQueryOptions } from '@/lib/api/get-surveys';
import { useWorksCouncilSettings } from '@/lib/api/get-works-council-settings';
import { messageOf } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format-date';
import { useApproveSurvey } from '../api/approve-survey';
import { useAccessLog } from '../api/get-access-log';
import { WORKS_COUNCIL_TEXT as T } from '../texts';

function Questionnaires() {
  const surveys = useQuery(surveysQueryOptions(false));
  const approve = useApproveSurvey();
  const row = (survey: SurveySummary) => (
    <TableRow key={survey.id} data-testid="works-council-survey">
      <TableCell>{survey.title}</TableCell>
      <TableCell>{PX_MODULE_LABELS[survey.module]}</TableCell>
      <TableCell>{formatDateTime(survey.createdDate)}</TableCell>
      <TableCell>
        {survey.approval ? (
          <Chip
            size="small"
            color="success"
            label={T.approvedBy(survey.approval.approvedBy, formatDateTime(survey.approval.approvedAt))}
          />
        ) : (
          <Chip size="small" label={T.pending} />
        )}
      </TableCell>
      <TableCell>
        {!survey.approval && (
          <Button
            size="small"
            variant="outlined"
            disabled={approve.isPending}
            onClick={() => approve.mutate(survey.id)}
            aria-label={`${T.approve}: ${survey.title}`}
          >
            {T.approve}
          </Button>
        )}
      </TableCell>
    </TableRow>
  );
  return (
    <Paper component="section" aria-labelledby="works-council-surveys" sx={{ p: 2 }}>
      <Typography id="works-council-surveys" variant="h6" component="h2" gutterBottom>
        {T.questionnaires}
      </Typography>
      {surveys.isPending && <LinearProgress aria-label={T.questionnaires} />}
      {surveys.isError && <QueryErrorAlert error={surveys.error} onRetry={() => void surveys.refetch()} />}
      {approve.isError && <Alert severity="error">{messageOf(approve.error, T.approveFailed)}</Alert>}
      {surveys.data && surveys.data.length === 0 && (
        <Typography color="text.secondary">{T.noSurveys}</Typography>
      )}
      {surveys.data && surveys.data.length > 0 && (
        <Table size="small" aria-label={T.questionnaires}>
          <TableHead>
            <TableRow>
              <TableCell>{T.columns.title}</TableCell>
              <TableCell>{T.columns.module}</TableCell>
              <TableCell>{T.columns.created}</TableCell>
              <TableCell>{T.columns.approval}</TableCell>
              <TableCell>{T.columns.action}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>{surveys.data.map(row)}</TableBody>
        </Table>
      )}
    </Paper>
  );
}

function AccessLog() {
  const log = useAccessLog();
  return (
    <Paper component="section" aria-labelledby="works-council-log" sx={{ p: 2 }}>
      <Typography id="works-council-log" variant="h6" component="h2" gutterBottom>
        {T.accessLog}
      </Typography>
      {log.isPending && <LinearProgress aria-label={T.accessLog} />}
      {log.isError && <QueryErrorAlert error={log.error} onRetry={() => void log.refetch()} />}
      {log.data && log.data.length === 0 && (
        <Typography color="text.secondary">{T.accessLogEmpty}</Typography>
      )}
      {log.data && log.data.length > 0 && (
        <Table size="small" aria-label={T.accessLog}>
          <TableHead>
            <TableRow>
              <TableCell>{T.logColumns.at}</TableCell>
              <TableCell>{T.logColumns.person}</TableCell>
              <TableCell>{T.logColumns.kind}</TableCell>
              <TableCell>{T.logColumns.title}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {log.data.map((entry) => (
              <TableRow key={entry.id} data-testid="access-log-entry">
                <TableCell>{formatDateTime(entry.at)}</TableCell>
                <TableCell>{entry.userName}</TableCell>
                <TableCell>{ACCESS_KIND_LABELS[entry.kind]}</TableCell>
                <TableCell>{entry.title}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}

/**
 * '/worksCouncil': the works council's page (also the tenant administrators'): whether
 * questionnaires need its approval, the questionnaires with their approval, and the access log.
 */
export function WorksCouncilPage() {
  const settings = useWorksCouncilSettings();
  return (
    <Stack spacing={3}>
      <div>
        <PageHeading>{T.title}</PageHeading>
        <Typography color="text.secondary">{T.intro}</Typography>
      </div>
      {settings.data && (
        <Alert severity="info">
          {settings.data.approvalRequired ? T.approvalRequired : T.approvalOptional}
        </Alert>
      )}
      <Questionnaires />
      <AccessLog />
    </Stack>
  );
}
