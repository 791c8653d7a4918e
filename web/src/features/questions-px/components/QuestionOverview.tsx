import AddOutlined from '@mui/icons-material/AddOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import type { PxQuestion } from '@prozesspuls/shared';
import {
  ANSWER_TYPE_LABELS,
  ELEMENT_KIND_LABELS,
  PX_MODULE_LABELS,
  PX_QUESTION_TEXTS,
} from '@prozesspuls/shared/px';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/dialogs/ConfirmDialog';
import { PageLoader } from '@/components/feedback/PageLoader';
import { QueryErrorAlert } from '@/components/feedback/QueryErrorAlert';
import { PageHeading } from '@/components/layout/PageHeading';
import { messageOf } from '@/lib/api-error';
import { useSession } from '@/lib/session/use-session';
import { useDeleteQuestion } from '../api/delete-question';
import { useQuestionOverview } from '../api/get-question-overview';
import { useQuestionsPxText } from '../hooks/use-questions-px-text';
import { inTab, matchesSearch, QUESTION_TABS, type QuestionTab, tabCounts } from '../utils/question-table';
import { QuestionFormDialog } from './QuestionFormDialog';
import { QuestionTable } from './QuestionTable';

/** Snackbar durations: 2200 ms in the overview, 3000 ms after creating a question. */
const OVERVIEW_SNACKBAR_MS = 2200;
const CREATED_SNACKBAR_MS = 3000;

const searchLabels = (q: PxQuestion) => [
  ANSWER_TYPE_LABELS[q.answerType],
  PX_MODULE_LABELS[q.module],
  q.element ? ELEMENT_KIND_LABELS[q.element] : '',
];

/** The question overview 'Fragen'. */
export function QuestionOverview() {
  const t = useQuestionsPxText();
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const overview = useQuestionOverview();
  const remove = useDeleteQuestion();
  const [tab, setTab] = useState<QuestionTab>('all');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [toDelete, setToDelete] = useState<PxQuestion | null>(null);
  const [toEdit, setToEdit] = useState<PxQuestion | null>(null);
  const createdOnPage = (location.state as { questionCreated?: boolean } | null)?.questionCreated === true;
  const [message, setMessage] = useState<{ text: string; ms: number } | null>(
    createdOnPage ? { text: PX_QUESTION_TEXTS.created, ms: CREATED_SNACKBAR_MS } : null,
  );
  const userId = session?.userId ?? '';

  const searched = useMemo(
    () => (overview.data ?? []).filter((q) => matchesSearch(q, search, searchLabels(q))),
    [overview.data, search],
  );
  const counts = tabCounts(searched, userId);
  const rows = searched.filter((q) => inTab(q, tab, userId));
  const tabLabels: Record<QuestionTab, string> = {
    all: t('overview.tabAll'),
    mine: t('overview.tabMine'),
    client: t('overview.tabClient'),
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete, {
      onSuccess: () => {
        setToDelete(null);
        setMessage({ text: t('overview.deleted'), ms: OVERVIEW_SNACKBAR_MS });
      },
    });
  };

  return (
    <>
      <PageHeading>{t('overview.heading')}</PageHeading>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <TextField
          size="small"
          label={t('overview.search')}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(0);
          }}
          slotProps={{
            htmlInput: { maxLength: 200 },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchOutlined />
                </InputAdornment>
              ),
            },
          }}
          sx={{ flex: 1, maxWidth: 480 }}
        />
        {!overview.isPending && (
          <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setDialogOpen(true)}>
            {t('overview.newQuestion')}
          </Button>
        )}
      </Stack>
      <Paper>
        <Tabs
          value={QUESTION_TABS.indexOf(tab)}
          onChange={(_, index: number) => {
            setTab(QUESTION_TABS[index] ?? 'all');
            setPage(0);
          }}
        >
          {QUESTION_TABS.map((key) => (
            <Tab key={key} label={`${tabLabels[key]} (${counts[key]})`} />
          ))}
        </Tabs>
        {overview.isPending && <PageLoader />}
        {overview.isError && (
          <QueryErrorAlert error={overview.error} onRetry={() => void overview.refetch()} />
        )}
        {overview.data && (
          <QuestionTable
            rows={rows}
            page={page}
            onPageChange={setPage}
            onDelete={setToDelete}
            onEdit={setToEdit}
            now={Date.now()}
          />
        )}
      </Paper>
      <QuestionFormDialog
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        onSaved={() => {
          setDialogOpen(false);
          setMessage({ text: PX_QUESTION_TEXTS.created, ms: CREATED_SNACKBAR_MS });
          void overview.refetch();
        }}
      />
      <QuestionFormDialog
        open={toEdit !== null}
        {...(toEdit ? { question: toEdit } : {})}
        onClose={() => setToEdit(null)}
        onSaved={(saved) => {
          // A new id means a sent survey asks the old one: it stays there, this is its new version.
          const newVersion = toEdit !== null && saved.id !== toEdit.id;
          setToEdit(null);
          setMessage({
            text: newVersion ? PX_QUESTION_TEXTS.newVersion : PX_QUESTION_TEXTS.updated,
            ms: newVersion ? CREATED_SNACKBAR_MS * 2 : OVERVIEW_SNACKBAR_MS,
          });
          void overview.refetch();
        }}
      />
      {toDelete && (
        <ConfirmDialog
          tone="danger"
          texts={{
            title: t('overview.deleteTitle'),
            text: PX_QUESTION_TEXTS.deleteConfirmation(toDelete.text),
            confirm: t('overview.deleteConfirm'),
          }}
          busy={remove.isPending}
          error={remove.isError ? messageOf(remove.error, t('overview.deleteError')) : null}
          onConfirm={confirmDelete}
          onClose={() => {
            remove.reset();
            setToDelete(null);
          }}
        />
      )}
      <Snackbar
        open={message !== null}
        autoHideDuration={message?.ms ?? null}
        onClose={(_, reason) => {
          if (reason === 'clickaway') return;
          setMessage(null);
          if (createdOnPage) void navigate(location.pathname, { replace: true, state: null });
        }}
      >
        <Alert severity="success" variant="filled" onClose={() => setMessage(null)}>
          {message?.text}
        </Alert>
      </Snackbar>
    </>
  );
}
