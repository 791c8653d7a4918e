import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ChecklistSummary } from '@prozesspuls/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/dialogs/ConfirmDialog';
import { DoneSnackbar } from '@/components/feedback/DoneSnackbar';
import { InfoTip } from '@/components/feedback/InfoTip';
import { QueryErrorAlert } from '@/components/feedback/QueryErrorAlert';
import { PageHeading } from '@/components/layout/PageHeading';
import { href, paths } from '@/config/paths';
import { messageOf } from '@/lib/api-error';
import { useSession } from '@/lib/session/use-session';
import { useDeleteChecklist } from '../api/delete-checklist';
import { useChecklists } from '../api/get-checklists';
import { CHECKLISTS_TEXT, useChecklistsText } from '../texts';
import { CHECKLIST_TABS, type ChecklistTab, inTab, tabCounts } from '../utils/overview';
import { ChecklistTable } from './ChecklistTable';
import { CreateChecklistDialog } from './CreateChecklistDialog';

/** 'Checkliste der Innovationsprozesse'. */
export function ChecklistOverviewPage() {
  const t = useChecklistsText();
  const navigate = useNavigate();
  const userId = useSession()?.userId ?? '';
  const checklists = useChecklists();
  const remove = useDeleteChecklist();
  const [tab, setTab] = useState<ChecklistTab>('all');
  const [creating, setCreating] = useState(false);
  const [toDelete, setToDelete] = useState<ChecklistSummary | null>(null);
  const [deleted, setDeleted] = useState(false);

  const all = checklists.data ?? [];
  const counts = tabCounts(all, userId);
  const rows = all.filter((c) => inTab(c, tab, userId));
  const open = (checklist: ChecklistSummary) =>
    navigate(href(paths.checklistAnswer, { listId: checklist.id }));
  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        setToDelete(null);
        setDeleted(true);
      },
    });
  };

  return (
    <>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'baseline' }, mb: 1 }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
          <PageHeading>{t('overview.title')}</PageHeading>
          <InfoTip text={t('overview.info')} color="action" />
        </Stack>
        <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setCreating(true)}>
          {t('overview.newChecklist')}
        </Button>
      </Stack>
      <Paper>
        <Tabs
          value={CHECKLIST_TABS.indexOf(tab)}
          onChange={(_, index: number) => setTab(CHECKLIST_TABS[index] ?? 'all')}
        >
          {CHECKLIST_TABS.map((key) => (
            <Tab
              key={key}
              label={
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <span>{t(`overview.tabs.${key}`)}</span>
                  <Chip size="small" label={counts[key]} />
                </Stack>
              }
            />
          ))}
        </Tabs>
        <LinearProgress
          variant="determinate"
          value={checklists.isPending ? 0 : 100}
          aria-hidden
          sx={{ visibility: checklists.isFetching ? 'visible' : 'hidden' }}
        />
        {checklists.isError ? (
          <QueryErrorAlert error={checklists.error} onRetry={() => void checklists.refetch()} />
        ) : (
          !checklists.isPending && <ChecklistTable rows={rows} onOpen={open} onDelete={setToDelete} />
        )}
      </Paper>
      {creating && (
        <CreateChecklistDialog
          onClose={() => setCreating(false)}
          onCreated={(id) => navigate(href(paths.checklistNew, { listId: id }))}
        />
      )}
      <ConfirmDialog
        open={toDelete !== null}
        tone="danger"
        texts={CHECKLISTS_TEXT.overview.confirmDelete}
        values={{ name: toDelete?.name ?? '' }}
        busy={remove.isPending}
        error={remove.isError ? messageOf(remove.error, '') : null}
        onConfirm={confirmDelete}
        onClose={() => {
          setToDelete(null);
          remove.reset();
        }}
      />
      <DoneSnackbar open={deleted} text={t('overview.deleted')} onClose={() => setDeleted(false)} />
    </>
  );
}
