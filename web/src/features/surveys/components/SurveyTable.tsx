import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import DoneAllOutlined from '@mui/icons-material/DoneAllOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import UnarchiveOutlined from '@mui/icons-material/UnarchiveOutlined';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import type { SurveySummary } from '@prozesspuls/shared';
import { PX_MODULE_LABELS, SURVEY_STATE_LABELS, type SurveyState } from '@prozesspuls/shared/px';
import { type ReactElement, useState } from 'react';
import { FixedPagination } from '@/components/table/FixedPagination';
import { TableHeader } from '@/components/table/TableHeader';
import { t } from '../texts';
import {
  type EvaluationButton,
  evaluationButton,
  failedJobOf,
  formatDateTime,
  runningJobOf,
  type SurveyRowActions,
  surveyRowActions,
} from '../utils/row-actions';

/** Rows per page of the survey table. */
const ROWS_PER_PAGE = 15;

const STATE_COLORS: Readonly<Record<SurveyState, string>> = {
  CREATED: '#e0e0e0',
  SEND: '#b3e5fc',
  ANSWERED: '#d1c4e9',
  FINISHED: '#c8e6c9',
};

/** The columns of the survey list, in their order (texts under 'list.columns'). */
const COLUMNS = [
  'title',
  'module',
  'createdDate',
  'createdBy',
  'deadline',
  'state',
  'sendTo',
  'answered',
  'evaluation',
  'actions',
] as const;

export interface SurveyTableHandlers {
  readonly onOpen: (survey: SurveySummary) => void;
  readonly onCopy: (survey: SurveySummary) => void;
  readonly onDelete: (survey: SurveySummary) => void;
  readonly onArchive: (survey: SurveySummary) => void;
  readonly onSend: (survey: SurveySummary) => void;
  readonly onRestart: (survey: SurveySummary) => void;
  readonly onFinish: (survey: SurveySummary) => void;
  readonly onEvaluate: (
    survey: SurveySummary,
    target: Extract<EvaluationButton, { enabled: true }>['target'],
  ) => void;
}

function Action({
  label,
  icon,
  onClick,
  disabledReason,
}: {
  readonly label: string;
  readonly icon: ReactElement;
  readonly onClick: () => void;
  /** Shown as the tooltip of a disabled action (e.g. 'Umfrage wird abgeschlossen...'). */
  readonly disabledReason?: string;
}) {
  const title = disabledReason ?? label;
  return (
    <Tooltip title={title}>
      <span>
        <IconButton size="small" aria-label={label} disabled={Boolean(disabledReason)} onClick={onClick}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}

interface RowAction {
  readonly label: string;
  readonly icon: ReactElement;
  readonly onClick: () => void;
  /** Given: the action is shown disabled with this tooltip. */
  readonly disabledReason?: string | undefined;
}

interface RowState {
  readonly allowed: SurveyRowActions;
  /** The works council has yet to approve this questionnaire, and the tenant requires it. */
  readonly awaitsApproval: boolean;
  readonly job: ReturnType<typeof runningJobOf>;
  readonly isFinishing: boolean;
  readonly archived: boolean;
}

/** The icon actions of one row, in their order; those the survey does not allow are left out. */
function rowActions(
  survey: SurveySummary,
  { allowed, awaitsApproval, job, isFinishing, archived }: RowState,
  handlers: SurveyTableHandlers,
): RowAction[] {
  const on = (handler: (survey: SurveySummary) => void) => () => handler(survey);
  const restartBlockedBy = job
    ? t(job === 'FINISH' ? 'actions.finishing' : 'evaluation.creating')
    : undefined;
  const actions: (RowAction | false)[] = [
    allowed.send && {
      label: t('actions.send'),
      icon: <SendOutlined />,
      onClick: on(handlers.onSend),
      disabledReason: awaitsApproval ? t('list.approvalPending') : undefined,
    },
    allowed.restart && {
      label: t('actions.restart'),
      icon: <ReplayOutlined />,
      onClick: on(handlers.onRestart),
      disabledReason: restartBlockedBy,
    },
    allowed.openModel &&
      Boolean(survey.uuid) && {
        label: t('actions.openModel'),
        icon: <OpenInNewOutlined />,
        onClick: () => window.open(`/modelEdit/${survey.uuid}`, '_blank', 'noopener'),
      },
    allowed.copy && { label: t('actions.copy'), icon: <ContentCopyOutlined />, onClick: on(handlers.onCopy) },
    allowed.finish && {
      label: t('actions.finish'),
      icon: <DoneAllOutlined />,
      onClick: on(handlers.onFinish),
      disabledReason: isFinishing ? t('actions.finishing') : undefined,
    },
    {
      label: archived ? t('actions.restore') : t('actions.archive'),
      icon: archived ? <UnarchiveOutlined /> : <ArchiveOutlined />,
      onClick: on(handlers.onArchive),
    },
    { label: t('actions.delete'), icon: <DeleteOutline />, onClick: on(handlers.onDelete) },
  ];
  return actions.filter((action) => action !== false);
}

/** The survey list: 15 rows per page, newest first, and the row actions. */
export function SurveyTable({
  surveys,
  archived,
  handlers,
  finishing,
  approvalRequired,
}: {
  readonly surveys: readonly SurveySummary[];
  /** The tenant requires the works council's approval before a questionnaire is sent. */
  readonly approvalRequired: boolean;
  readonly archived: boolean;
  readonly handlers: SurveyTableHandlers;
  /** Surveys whose 'Umfrage beenden' was clicked here and has not ended yet. */
  readonly finishing: ReadonlySet<string>;
}) {
  const [page, setPage] = useState(0);
  const shown = surveys.slice(page * ROWS_PER_PAGE, (page + 1) * ROWS_PER_PAGE);
  return (
    <>
      {/* Fits 1366 px beside the navigation: long titles, names and dates wrap, the
          actions never do, so the actions column is never cut. */}
      <Table
        size="small"
        aria-label={t('list.title')}
        sx={{
          '& td, & th': { px: 1 },
          '& td': { overflowWrap: 'anywhere' },
          '& td:last-of-type, & th:last-of-type': { whiteSpace: 'nowrap', overflowWrap: 'normal' },
        }}
      >
        <TableHeader labels={COLUMNS.map((column) => t(`list.columns.${column}`))} />
        <TableBody>
          {shown.length === 0 && (
            <TableRow>
              <TableCell colSpan={10}>{t('list.empty')}</TableCell>
            </TableRow>
          )}
          {shown.map((survey) => {
            const allowed = surveyRowActions(survey);
            const awaitsApproval = approvalRequired && survey.approval === null;
            const job = runningJobOf(survey.info);
            const failed = failedJobOf(survey.info);
            const isFinishing = finishing.has(survey.id) || job === 'FINISH';
            const evaluation = evaluationButton(survey, isFinishing || job === 'EVALUATION');
            return (
              <TableRow key={survey.id} hover data-testid="survey-row">
                <TableCell sx={{ minWidth: 140 }}>
                  <Link
                    component="button"
                    type="button"
                    onClick={() => handlers.onOpen(survey)}
                    sx={{ textAlign: 'left', overflowWrap: 'anywhere' }}
                  >
                    {survey.title}
                  </Link>
                </TableCell>
                <TableCell>{PX_MODULE_LABELS[survey.module]}</TableCell>
                <TableCell sx={{ minWidth: 88 }}>{formatDateTime(survey.createdDate)}</TableCell>
                <TableCell sx={{ maxWidth: 160 }}>{survey.createdBy}</TableCell>
                <TableCell>
                  {survey.deadlineDate === null ? t('list.noDeadline') : formatDateTime(survey.deadlineDate)}
                </TableCell>
                <TableCell>
                  <Badge
                    badgeContent={survey.info.evaluationTimestampCount}
                    color="secondary"
                    title={t('list.repeats', { count: survey.info.evaluationTimestampCount })}
                  >
                    <Chip
                      size="small"
                      label={SURVEY_STATE_LABELS[survey.info.state]}
                      sx={{ bgcolor: STATE_COLORS[survey.info.state] }}
                    />
                  </Badge>
                  {approvalRequired && (
                    <Chip
                      size="small"
                      variant="outlined"
                      color={awaitsApproval ? 'warning' : 'success'}
                      label={t(awaitsApproval ? 'list.approvalPending' : 'list.approved')}
                      sx={{ ml: 1 }}
                    />
                  )}
                  {failed && !job && (
                    <Tooltip title={t(failed === 'FINISH' ? 'actions.finishFailed' : 'evaluation.failed')}>
                      <ErrorOutline
                        color="error"
                        fontSize="small"
                        sx={{ ml: 2, verticalAlign: 'middle' }}
                        aria-label={t(failed === 'FINISH' ? 'actions.finishFailed' : 'evaluation.failed')}
                      />
                    </Tooltip>
                  )}
                </TableCell>
                <TableCell>{survey.info.sendToCount}</TableCell>
                <TableCell>{survey.info.answeredCount}</TableCell>
                <TableCell>
                  <Tooltip title={evaluation.enabled ? '' : t(`evaluation.${evaluation.tooltip}`)}>
                    <span>
                      <Button
                        size="small"
                        startIcon={<AssessmentOutlined />}
                        disabled={!evaluation.enabled}
                        onClick={
                          evaluation.enabled
                            ? () => handlers.onEvaluate(survey, evaluation.target)
                            : undefined
                        }
                      >
                        {t('list.evaluate')}
                      </Button>
                    </span>
                  </Tooltip>
                </TableCell>
                <TableCell data-testid="survey-actions">
                  <Stack direction="row">
                    {rowActions(
                      survey,
                      { allowed, awaitsApproval, job, isFinishing, archived },
                      handlers,
                    ).map((action) => (
                      <Action key={action.label} {...action} />
                    ))}
                  </Stack>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <FixedPagination count={surveys.length} page={page} pageSize={ROWS_PER_PAGE} onPageChange={setPage} />
    </>
  );
}
