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
import type { ReactNode } from 'react';
import { QueryErrorAlert } from '@/components/feedback/QueryErrorAlert';
import { PageHeadingWithIntro } from '@/components/layout/PageHeading';
import { surveysQueryOptions } from '@/lib/api/get-surveys';
import { useWorksCouncilSettings } from '@/lib/api/get-works-council-settings';
import { messageOf } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format-date';
import { useApproveSurvey } from '../api/approve-survey';
import { useAccessLog } from '../api/get-access-log';
import { WORKS_COUNCIL_TEXT as T } from '../texts';

interface ListSectionProps<T> {
  /** The heading's id, which names the section. */
  readonly id: string;
  /** The section's catalogue group: heading, the text when the list is empty, the column heads in order. */
  readonly texts: {
    readonly title: string;
    readonly empty: string;
    readonly columns: Readonly<Record<string, string>>;
  };
  readonly query: {
    readonly isPending: boolean;
    readonly isError: boolean;
    readonly error: unknown;
    readonly data: readonly T[] | undefined;
    readonly refetch: () => unknown;
  };
  readonly renderRow: (row: T) => ReactNode;
  /** Shown above the list (a failed action on a row). */
  readonly children?: ReactNode;
}

/** A titled list of the page: progress while loading, the load error with a retry, the empty text or the table. */
function ListSection<T>({ id, texts, query, renderRow, children }: ListSectionProps<T>) {
  const { title } = texts;
  return (
    <Paper component="section" aria-labelledby={id} sx={{ p: 2 }}>
      <Typography id={id} variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {query.isPending && <LinearProgress aria-label={title} />}
      {query.isError && <QueryErrorAlert error={query.error} onRetry={() => void query.refetch()} />}
      {children}
      {query.data && query.data.length === 0 && <Typography color="text.secondary">{texts.empty}</Typography>}
      {query.data && query.data.length > 0 && (
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              {Object.values(texts.columns).map((column) => (
                <TableCell key={column}>{column}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>{query.data.map(renderRow)}</TableBody>
        </Table>
      )}
    </Paper>
  );
}

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
    <ListSection id="works-council-surveys" texts={T.questionnaires} query={surveys} renderRow={row}>
      {approve.isError && <Alert severity="error">{messageOf(approve.error, T.approveFailed)}</Alert>}
    </ListSection>
  );
}

function AccessLog() {
  const log = useAccessLog();
  return (
    <ListSection
      id="works-council-log"
      texts={T.accessLog}
      query={log}
      renderRow={(entry) => (
        <TableRow key={entry.id} data-testid="access-log-entry">
          <TableCell>{formatDateTime(entry.at)}</TableCell>
          <TableCell>{entry.userName}</TableCell>
          <TableCell>{ACCESS_KIND_LABELS[entry.kind]}</TableCell>
          <TableCell>{entry.title}</TableCell>
        </TableRow>
      )}
    />
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
      <PageHeadingWithIntro title={T.title} intro={T.intro} />
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
