import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import type { PxQuestion } from '@prozesspuls/shared';
import {
  ANSWER_TYPE_LABELS,
  ELEMENT_KIND_LABELS,
  isNewQuestion,
  PX_MODULE_LABELS,
  PX_QUESTION_TEXTS,
  QUESTION_TABLE_PAGE_SIZE,
} from '@prozesspuls/shared/px';
import { initialsOf } from '@prozesspuls/shared/rules';
import { TooltipIconButton } from '@/components/buttons/TooltipIconButton';
import { FixedPagination } from '@/components/table/FixedPagination';
import { TableHeader } from '@/components/table/TableHeader';
import { formatDateTime } from '@/lib/format-date';
import { useQuestionsPxText } from '../hooks/use-questions-px-text';
import { isStandardQuestion, pageOf } from '../utils/question-table';

interface QuestionTableProps {
  readonly rows: readonly PxQuestion[];
  readonly page: number;
  readonly onPageChange: (page: number) => void;
  readonly onDelete: (question: PxQuestion) => void;
  /** Opens the form for an own question (standard questions cannot be edited). */
  readonly onEdit: (question: PxQuestion) => void;
  readonly now: number;
}

/** The question table: 15 rows per page, newest first, 'NEU' for ≤ 7 days. */
export function QuestionTable({ rows, page, onPageChange, onDelete, onEdit, now }: QuestionTableProps) {
  const t = useQuestionsPxText();
  return (
    <>
      <TableContainer>
        <Table size="small">
          <TableHeader
            labels={[
              t('overview.columnText'),
              t('overview.columnCreated'),
              t('overview.columnCreator'),
              t('overview.columnAnswerType'),
              t('overview.columnModule'),
              t('overview.columnElement'),
            ]}
            actionsLabel={t('overview.columnAction')}
          />
          <TableBody>
            {rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={7}>{t('overview.empty')}</TableCell>
              </TableRow>
            )}
            {pageOf(rows, page).map((question) => {
              const standard = isStandardQuestion(question);
              return (
                <TableRow key={question.id} hover>
                  <TableCell>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <span>{question.text}</span>
                      {isNewQuestion(question.createdDate, now) && (
                        <Chip label={t('overview.newBadge')} color="primary" size="small" />
                      )}
                    </Stack>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {standard || question.createdDate === null
                      ? '—'
                      : formatDateTime(new Date(question.createdDate).toISOString())}
                  </TableCell>
                  <TableCell title={standard ? t('overview.standard') : question.createdBy}>
                    {standard ? (
                      <Chip label={t('overview.standard')} size="small" variant="outlined" />
                    ) : (
                      initialsOf({ name: question.createdByName, userId: question.createdBy })
                    )}
                  </TableCell>
                  <TableCell>{ANSWER_TYPE_LABELS[question.answerType]}</TableCell>
                  <TableCell>{PX_MODULE_LABELS[question.module]}</TableCell>
                  <TableCell>{question.element ? ELEMENT_KIND_LABELS[question.element] : ''}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <TooltipIconButton
                      label={standard ? t('overview.standardNotEditable') : t('overview.editQuestion')}
                      Icon={EditOutlined}
                      size="medium"
                      disabled={standard}
                      onClick={() => onEdit(question)}
                    />
                    <TooltipIconButton
                      label={
                        standard ? PX_QUESTION_TEXTS.standardNotDeletable : PX_QUESTION_TEXTS.deleteQuestion
                      }
                      Icon={DeleteOutline}
                      size="medium"
                      disabled={standard}
                      onClick={() => onDelete(question)}
                    />
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <FixedPagination
        count={rows.length}
        page={page}
        pageSize={QUESTION_TABLE_PAGE_SIZE}
        onPageChange={onPageChange}
      />
    </>
  );
}
