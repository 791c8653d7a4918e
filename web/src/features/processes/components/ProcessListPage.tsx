import Add from '@mui/icons-material/Add';
import CreateNewFolderOutlined from '@mui/icons-material/CreateNewFolderOutlined';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { FolderDetails, ProcessSummary, RoleRef } from '@prozesspuls/shared';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useReducer, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ConfirmDialog } from '@/components/dialogs/ConfirmDialog';
import { QueryErrorAlert } from '@/components/feedback/QueryErrorAlert';
import { PageHeading } from '@/components/layout/PageHeading';
import { href, paths } from '@/config/paths';
import { messageOf } from '@/lib/api-error';
import type { TextValues } from '@/lib/i18n-namespace';
import type { RenderShareDialog } from '@/lib/share-dialog-slot';
import { useDeleteFolder } from '../api/delete-folder';
import { useDeleteModel } from '../api/delete-model';
import { useProfilesForFilter } from '../api/get-profiles';
import { useResources } from '../api/get-resources';
import { useReviewTasks } from '../api/get-review-tasks';
import { refreshProcessLists } from '../api/keys';
import { useProcessList } from '../hooks/use-process-list';
import { pt } from '../i18n';
import { processesDe } from '../locales/de';
import type { RenderPdf } from '../types';
import {
  activeFilter,
  FACETS,
  filterReducer,
  hasAnyProfile,
  INITIAL_FILTER_STATE,
  isProcessTab,
  PROCESS_TABS,
  type ProcessTab,
  resourceFacets,
  visibleGroups,
} from '../utils/filter';
import { PROCESS_TYPE_OPTIONS, processTypesByModel, withProcessTypes } from '../utils/process-type-facet';
import { CreateModelDialog } from './dialogs/CreateModelDialog';
import { DownloadDialog } from './dialogs/DownloadDialog';
import { FolderChooseDialog } from './dialogs/FolderChooseDialog';
import { FolderFormDialog } from './dialogs/FolderFormDialog';
import { FolderShareDialog } from './dialogs/FolderShareDialog';
import { ImportModelDialog } from './dialogs/ImportModelDialog';
import { NewProcessModeDialog } from './dialogs/NewProcessModeDialog';
import { ProcessEditDialog } from './dialogs/ProcessEditDialog';
import type { RenderProfileDialog } from './dialogs/profile-dialog-slot';
import { TransferOwnershipDialog } from './dialogs/TransferOwnershipDialog';
import { FilterBar } from './FilterBar';
import { type FolderAction, FolderTable } from './FolderTable';
import type { ProcessAction } from './ProcessActions';

export interface ProcessListUser {
  readonly userId: string;
  readonly roles: readonly RoleRef[];
}

type DialogState =
  | { readonly kind: 'mode' | 'create' | 'import' | 'folderCreate' }
  | { readonly kind: 'folderEdit' | 'folderShare' | 'folderDelete'; readonly folder: FolderDetails }
  | { readonly kind: ProcessAction; readonly process: ProcessSummary };

/** `?dialog=create|import` opens a dialog on arrival (the start page's cards link here). */
export const DIALOG_PARAM = 'dialog';
const TAB_PARAM = 'tab';

function dialogFromParam(value: string | null): DialogState | null {
  if (value === 'create' || value === 'import') return { kind: value };
  return null;
}

interface ProcessListPageProps {
  readonly user: ProcessListUser;
  /** Offered in 'Herunterladen' when given. */
  readonly renderPdf?: RenderPdf;
  /** Given: creating a model offers 'Prozesssteckbrief hinzufügen'. */
  readonly renderProfileDialog?: RenderProfileDialog;
  /** 'Teilen' opens the sharing feature's dialog (the modeller opens the same one). */
  readonly renderShareDialog: RenderShareDialog;
}

const EXPANDED_KEY = 'prozesspuls.processList.expanded';

function readExpandedFolders(): Set<string> {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(EXPANDED_KEY) ?? '[]');
    return new Set(Array.isArray(stored) ? stored.filter((key) => typeof key === 'string') : []);
  } catch {
    return new Set();
  }
}

function writeExpandedFolders(expanded: ReadonlySet<string>): void {
  try {
    window.sessionStorage.setItem(EXPANDED_KEY, JSON.stringify([...expanded]));
  } catch {
    // The list still works; only the memory across pages is lost.
  }
}

/**
 * /processList: folders with their processes, search and filter, tabs, and every
 * dialog of the model lifecycle. Creating or importing opens the new model in the modeller.
 */
export function ProcessListPage({
  user,
  renderPdf,
  renderProfileDialog,
  renderShareDialog,
}: ProcessListPageProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const list = useProcessList();
  const [filterState, dispatch] = useReducer(filterReducer, INITIAL_FILTER_STATE, (initial) => ({
    ...initial,
    expanded: readExpandedFolders(),
  }));
  // Back from the modeller (or any other page in this tab): the same folders are open again.
  useEffect(() => writeExpandedFolders(filterState.expanded), [filterState.expanded]);
  const [dialog, setDialog] = useState<DialogState | null>(() =>
    dialogFromParam(searchParams.get(DIALOG_PARAM)),
  );
  const [notice, setNotice] = useState<string | null>(null);
  const deleteModel = useDeleteModel();
  const deleteFolder = useDeleteFolder();
  const systems = useResources('SYSTEM');
  const roles = useResources('ROLE');
  const departments = useResources('DEPARTMENT');
  const profiles = useProfilesForFilter();
  const facetsOf = useMemo(
    () => withProcessTypes(resourceFacets, processTypesByModel(profiles.data ?? [])),
    [profiles.data],
  );

  // The dialog parameter is consumed once, so reloading or going back does not reopen it.
  useEffect(() => {
    if (!searchParams.has(DIALOG_PARAM)) return;
    setSearchParams(
      (params) => {
        params.delete(DIALOG_PARAM);
        return params;
      },
      { replace: true },
    );
  }, [searchParams, setSearchParams]);

  const reviewTasks = useReviewTasks();
  const toReview = useMemo(() => new Set((reviewTasks.data ?? []).map((t) => t.uuid)), [reviewTasks.data]);
  const showReviewTab = toReview.size > 0;
  const tabParam = Number(searchParams.get(TAB_PARAM) ?? 0);
  const tab: ProcessTab =
    isProcessTab(tabParam) && (tabParam !== PROCESS_TABS.review || showReviewTab)
      ? tabParam
      : PROCESS_TABS.all;
  const setTab = (next: number) =>
    setSearchParams(
      (params) => {
        if (next === PROCESS_TABS.all) params.delete(TAB_PARAM);
        else params.set(TAB_PARAM, String(next));
        return params;
      },
      { replace: true },
    );

  const filter = useMemo(() => activeFilter(filterState), [filterState]);
  const shown = useMemo(
    () => visibleGroups(list.groups, { filter, tab, toReview, facetsOf }),
    [list.groups, filter, tab, toReview, facetsOf],
  );
  const totalCounts = useMemo(
    () => new Map(list.groups.map((group) => [group.key, group.processes.length])),
    [list.groups],
  );
  const facets = FACETS.filter((facet) => facet !== 'processTypes' || hasAnyProfile(list.models));

  const close = () => {
    setDialog(null);
    deleteModel.reset();
    deleteFolder.reset();
  };
  const done = (message: string) => {
    close();
    setNotice(message);
  };
  // Saved into a folder: the folder opens so the change is visible.
  const doneInFolder = (message: string) => (folderId: string) => {
    dispatch({ type: 'expand', key: folderId });
    done(message);
  };
  // 'Löschen' of a folder or a model: asked first; a refusal stays in the dialog.
  const deleteDialog = (
    texts: 'deleteFolder' | 'deleteModel',
    mutation: typeof deleteFolder,
    id: string,
    textValues?: TextValues,
  ) => (
    <ConfirmDialog
      texts={processesDe[texts]}
      values={textValues}
      tone="danger"
      busy={mutation.isPending}
      error={mutation.isError ? messageOf(mutation.error, pt('common.genericError')) : null}
      onConfirm={() => mutation.mutate(id, { onSuccess: () => done(pt(`${texts}.done`)) })}
      onClose={close}
    />
  );
  const openModel = (uuid: string) => navigate(`${href(paths.modelEdit, { uuid })}?isNew=true`);

  const onFolderAction = (action: FolderAction, folder: FolderDetails) => {
    const kind = action === 'edit' ? 'folderEdit' : action === 'share' ? 'folderShare' : 'folderDelete';
    setDialog({ kind, folder });
  };
  const onProcessAction = (action: ProcessAction, process: ProcessSummary) =>
    setDialog({ kind: action, process });

  let dialogElement: ReactNode = null;
  if (dialog && list.ready) {
    switch (dialog.kind) {
      case 'mode':
        dialogElement = <NewProcessModeDialog onChoose={(kind) => setDialog({ kind })} onClose={close} />;
        break;
      case 'create':
        dialogElement = (
          <CreateModelDialog
            folders={list.folders}
            onCreated={openModel}
            onClose={close}
            renderProfileDialog={renderProfileDialog}
          />
        );
        break;
      case 'import':
        dialogElement = <ImportModelDialog folders={list.folders} onImported={openModel} onClose={close} />;
        break;
      case 'folderCreate':
      case 'folderEdit':
        dialogElement = (
          <FolderFormDialog
            folder={dialog.kind === 'folderEdit' ? dialog.folder : undefined}
            ownRoles={user.roles}
            onSaved={doneInFolder(pt('common.saved'))}
            onClose={close}
          />
        );
        break;
      case 'folderShare':
        dialogElement = (
          <FolderShareDialog
            folder={dialog.folder}
            currentUserId={user.userId}
            onSaved={() => done(pt('folderShare.saved'))}
            onClose={close}
          />
        );
        break;
      case 'folderDelete':
        dialogElement = deleteDialog('deleteFolder', deleteFolder, dialog.folder.id);
        break;
      case 'edit':
        dialogElement = (
          <ProcessEditDialog
            process={dialog.process}
            folders={list.folders}
            isOwn={dialog.process.isOwn}
            onSaved={doneInFolder(pt('common.saved'))}
            onClose={close}
          />
        );
        break;
      case 'move':
        dialogElement = (
          <FolderChooseDialog
            process={dialog.process}
            folders={list.folders}
            onMoved={doneInFolder(pt('folderChoose.moved'))}
            onClose={close}
          />
        );
        break;
      case 'share':
        // Closed, the lists reload: a share changes what the list marks as shared.
        dialogElement = renderShareDialog({
          view: 'share',
          model: dialog.process,
          onClose: () => {
            close();
            void refreshProcessLists(queryClient);
          },
        });
        break;
      case 'download':
        dialogElement = <DownloadDialog process={dialog.process} renderPdf={renderPdf} onClose={close} />;
        break;
      case 'transfer':
        dialogElement = (
          <TransferOwnershipDialog
            process={dialog.process}
            onTransferred={() => done(pt('transfer.done'))}
            onClose={close}
          />
        );
        break;
      case 'delete':
        dialogElement = deleteDialog('deleteModel', deleteModel, dialog.process.uuid, {
          name: dialog.process.fileName,
        });
        break;
    }
  }

  return (
    <>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
      >
        <PageHeading>{pt('list.heading')}</PageHeading>
        <Stack direction="row" spacing={1.5} sx={{ pt: { sm: 0.25 }, pb: { xs: 2, sm: 0 } }}>
          <Button
            variant="outlined"
            startIcon={<CreateNewFolderOutlined />}
            onClick={() => setDialog({ kind: 'folderCreate' })}
          >
            {pt('list.newFolder')}
          </Button>
          <Button variant="contained" startIcon={<Add />} onClick={() => setDialog({ kind: 'mode' })}>
            {pt('list.newProcess')}
          </Button>
        </Stack>
      </Stack>

      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Box sx={{ p: 2 }}>
          <FilterBar
            text={filterState.text}
            draft={filterState.draft}
            applied={filterState.applied}
            facets={facets}
            options={{
              systems: systems.data,
              roles: roles.data,
              departments: departments.data,
              processTypes: PROCESS_TYPE_OPTIONS,
            }}
            onText={(text) => dispatch({ type: 'text', text })}
            onDraft={(facet, values) => dispatch({ type: 'draft', facet, values })}
            onApply={() => dispatch({ type: 'apply', groupKeys: list.groups.map((group) => group.key) })}
            onReset={() => dispatch({ type: 'reset' })}
            onRemoveChip={(facet, value) => dispatch({ type: 'removeFacetValue', facet, value })}
          />
        </Box>
        <Tabs
          value={tab}
          onChange={(_, next: number) => setTab(next)}
          aria-label={pt('tabs.label')}
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ px: 1 }}
        >
          <Tab value={PROCESS_TABS.all} label={pt('tabs.all')} />
          <Tab value={PROCESS_TABS.own} label={pt('tabs.own')} />
          {/* Index 2 keeps the spec's name; 'Freigegeben' here means shared, which the tooltip says. */}
          <Tab value={PROCESS_TABS.shared} label={pt('tabs.shared')} title={pt('tabs.sharedHint')} />
          {showReviewTab && (
            <Tab
              value={PROCESS_TABS.review}
              label={pt('tabs.review')}
              icon={<WarningAmberOutlined color="warning" />}
              iconPosition="end"
            />
          )}
        </Tabs>
        <Divider />

        {list.error ? (
          <Box sx={{ p: 2 }}>
            <QueryErrorAlert error={list.error} onRetry={list.retry} />
          </Box>
        ) : !list.ready ? (
          <Box sx={{ p: 3 }}>
            <LinearProgress variant="determinate" value={list.progress} aria-label={pt('list.loading')} />
          </Box>
        ) : shown.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 4, textAlign: 'center' }}>
            {pt('list.empty')}
          </Typography>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <FolderTable
              groups={shown}
              totalCounts={totalCounts}
              expanded={filterState.expanded}
              onToggle={(key) => dispatch({ type: 'toggle', key })}
              onFolderAction={onFolderAction}
              onProcessAction={onProcessAction}
              reviewing={tab === PROCESS_TABS.review}
            />
          </Box>
        )}
      </Paper>

      {dialogElement}
      <Snackbar
        open={notice !== null}
        autoHideDuration={3000}
        onClose={() => setNotice(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity="success" variant="filled" onClose={() => setNotice(null)} sx={{ width: '100%' }}>
          {notice}
        </Alert>
      </Snackbar>
    </>
  );
}
