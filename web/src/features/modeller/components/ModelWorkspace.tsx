import SearchOff from '@mui/icons-material/SearchOff';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import { darken, useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { HistoryVersion, PermissionFlags } from '@prozesspuls/shared';
import { flowOrderNumbers, hasPermission } from '@prozesspuls/shared/rules';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { QueryErrorAlert } from '@/components/feedback/QueryErrorAlert';
import { PageHeading } from '@/components/layout/PageHeading';
import { ApiError, messageOf } from '@/lib/api-error';
import type { RenderShareDialog } from '@/lib/share-dialog-slot';
import { createReport } from '../api/create-report';
import { useAttachments } from '../api/get-attachments';
import { useCustomElements } from '../api/get-custom-elements';
import { getModel, useModel } from '../api/get-model';
import { modellerKeys } from '../api/keys';
import { restoreVersion } from '../api/restore-version';
import { shareAccessOf } from '../api/share-access';
import { useEditSession } from '../hooks/use-edit-session';
import { useFeedback } from '../hooks/use-feedback';
import { useFullscreen } from '../hooks/use-fullscreen';
import { useModelExport } from '../hooks/use-model-export';
import { useModellerCanvas } from '../hooks/use-modeller-canvas';
import { useNumbering } from '../hooks/use-numbering';
import { usePxEvaluation } from '../hooks/use-px-evaluation';
import { PxModeProvider, usePxModeState } from '../hooks/use-px-mode';
import { useReleaseWorkflow } from '../hooks/use-release-workflow';
import { useSaveShortcut } from '../hooks/use-save-shortcut';
import { useSubprocessLinks } from '../hooks/use-subprocess-links';
import { mt } from '../i18n';
import { elementTitle } from '../utils/element-title';
import { isNumberable } from '../utils/numbering';
import { linkedName, unlinkedName } from '../utils/subprocess';
import { DiagramPicker } from './DiagramPicker';
import { LinkGuestNote } from './LinkGuestNote';
import { ModellerOutline } from './ModellerOutline';
import { ModellerToolbar } from './ModellerToolbar';
import { NoticeSnackbar } from './NoticeSnackbar';
import { PxEvaluationPanel } from './PxEvaluationPanel';
import { PxOverviewPanel } from './PxOverviewPanel';
import { PxCanvasSync } from './px/PxCanvasSync';
import { PxModeSwitch } from './px/PxModeSwitch';
import { QuestionPanel } from './questions/QuestionPanel';
import { ReleaseBar } from './release/ReleaseBar';
import { ReleaseRequestDialog } from './release/ReleaseRequestDialog';
import { ReviewDateDialog } from './release/ReviewDateDialog';
import { type UnsavedChoice, UnsavedReleaseDialog } from './release/UnsavedReleaseDialog';
import { SidePanel } from './SidePanel';
import { type WorkspaceDialog, WorkspaceDialogs } from './WorkspaceDialogs';
import { BackButton, WorkspaceHeader } from './WorkspaceHeader';

/** What the page needs from a workspace to close its tab or leave the route. */
export interface WorkspaceHandle {
  isEditing(): boolean;
  /**
   * Ends editing (saving first); false when the save failed and the user should stay, 'stay' when
   * the user chose to stay (under release the page asks first what to do with unsaved changes).
   */
  leave(): Promise<boolean | 'stay'>;
}

const SHOW_NUMBERS_KEY = 'prozesspuls.modeller.showNumbers';

function readShowNumbers(): boolean {
  try {
    return window.localStorage.getItem(SHOW_NUMBERS_KEY) !== 'false';
  } catch {
    return true;
  }
}

interface ModelWorkspaceProps {
  readonly uuid: string;
  readonly userId: string;
  /** The user's permissions (PX mode); absent: none. */
  readonly permissions?: PermissionFlags | undefined;
  /** Given: the toolbar offers 'Teilen' and 'Geteilte Nutzer' to those who may edit the model. */
  readonly renderShareDialog?: RenderShareDialog | undefined;
  readonly active: boolean;
  readonly isNew: boolean;
  readonly onLoaded: (uuid: string, fileName: string) => void;
  readonly onOpenModel: (uuid: string, fileName: string) => void;
  readonly register: (uuid: string, handle: WorkspaceHandle | null) => void;
}

const NO_CUSTOM_ELEMENTS: readonly never[] = [];

/**
 * One model in the modeller: header, toolbar, the bpmn-js canvas (useModellerCanvas) in view or
 * edit mode, side panel, and the dialogs (WorkspaceDialogs).
 */
export function ModelWorkspace({
  uuid,
  userId,
  permissions,
  renderShareDialog,
  active,
  isNew,
  onLoaded,
  onOpenModel,
  register,
}: ModelWorkspaceProps) {
  const queryClient = useQueryClient();
  // A share-link guest: only the model itself is served through the link, so the
  // screen asks for nothing else (no request may fail silently) and says what the link hides.
  const viaLink = shareAccessOf(uuid) !== undefined;
  const model = useModel(uuid);
  const customElements = useCustomElements(!viaLink);
  const numbering = useNumbering(uuid, !viaLink);
  const subprocesses = useSubprocessLinks(uuid, !viaLink);
  const { feedback, show: showFeedback, close: closeFeedback } = useFeedback();

  const [fileName, setFileName] = useState('');
  const [stack, setStack] = useState({ canUndo: false, canRedo: false, dirty: false });
  const [showNumbers, setShowNumbers] = useState(readShowNumbers);
  const [sidePanelOpen, setSidePanelOpen] = useState(false);
  const [selectedElementId, setSelectedElementId] = useState<string | null>(null);
  const [questionPanelOpen, setQuestionPanelOpen] = useState(false);
  const [dialog, setDialog] = useState<WorkspaceDialog>(null);
  const [shareView, setShareView] = useState<'share' | 'sharedUsers' | null>(null);
  const [createdNotice, setCreatedNotice] = useState(isNew);
  const { fullscreen, toggleFullscreen } = useFullscreen();
  const [numberingAll, setNumberingAll] = useState(false);
  const [numberAllError, setNumberAllError] = useState<string | null>(null);
  const theme = useTheme();

  const canEdit = model.data?.canEdit ?? false;
  // Sharing needs canEdit and the user's own client: a share-link guest gets no slot.
  const mayShare = renderShareDialog !== undefined && canEdit;
  const attachments = useAttachments(uuid, !viaLink);
  const contentFlags = useMemo(
    () => new Map((attachments.data ?? []).map((a) => [a.elementId, a] as const)),
    [attachments.data],
  );

  const { container, controller, version, stage } = useModellerCanvas({
    initial: model.data,
    extrasSettled: numbering.settled && subprocesses.settled,
    state: {
      // The palette's custom element manager reads the tenant's elements, which a link does not open.
      canEdit: canEdit && !viaLink,
      tenantContent: !viaLink,
      customElements: customElements.data ?? NO_CUSTOM_ELEMENTS,
      numbersVisible: showNumbers,
      numbers: numbering.numbers,
      links: subprocesses.links,
      contentFlags,
    },
    handlers: {
      onEditNumber: (elementId) => setDialog({ kind: 'number', elementId }),
      onEditResources: (elementId) => setDialog({ kind: 'resources', elementId }),
      onLinkSubprocess: (elementId) => setDialog({ kind: 'link', elementId }),
      onUnlinkSubprocess: (elementId) => {
        void subprocesses
          .link(elementId, null)
          .then(() =>
            controller.current?.rename(elementId, unlinkedName(controller.current.elementName(elementId))),
          )
          .catch((failure: unknown) =>
            showFeedback({ severity: 'error', text: messageOf(failure, mt('subprocess.failed')) }),
          );
      },
      onOpenSubprocess: (elementId) => {
        const target = subprocesses.links.get(elementId);
        if (target) onOpenModel(target.linkedUuid, target.linkedFileName);
        else setDialog({ kind: 'unlinked' });
      },
      onManageCustomElements: () => setDialog({ kind: 'customElements' }),
      onElementDeleted: (elementId) => {
        numbering.onElementDeleted(elementId);
        subprocesses.onElementDeleted(elementId);
      },
      onElementRestored: (elementId) => {
        numbering.onElementRestored(elementId);
        subprocesses.onElementRestored(elementId);
      },
      onSelectionChanged: setSelectedElementId,
      onOpenElement: () => setSidePanelOpen(true),
      onStackChanged: () => {
        const instance = controller.current;
        if (!instance) return;
        setStack({ canUndo: instance.canUndo(), canRedo: instance.canRedo(), dirty: instance.isDirty() });
      },
    },
  });
  const ready = stage === 'rendered';

  // The next visit loads the stored version, not this page's snapshot.
  useEffect(
    () => () => queryClient.removeQueries({ queryKey: modellerKeys.model(uuid), exact: true }),
    [queryClient, uuid],
  );

  /** Loads the stored version into the editor when it is newer than the one shown (or when forced). */
  const refreshDiagram = useCallback(
    async (force: boolean) => {
      const fresh = await getModel(uuid);
      setFileName(fresh.fileName);
      if (!controller.current || (!force && fresh.version === version.current)) return;
      await controller.current.importXML(fresh.diagramXML);
      version.current = fresh.version;
      await Promise.all([numbering.reload(), subprocesses.reload()]);
    },
    [uuid, controller, version, numbering.reload, subprocesses.reload],
  );

  const { refetch: refetchModel } = model;
  const afterSave = useCallback(() => {
    const instance = controller.current;
    if (instance) numbering.removeOrphans((id) => instance.hasElement(id));
    // The release state (Entwurf / Freigegeben) follows the saved draft.
    void refetchModel();
  }, [controller, numbering.removeOrphans, refetchModel]);

  const release = useReleaseWorkflow({ uuid, model: model.data, controller, version, showFeedback });
  const [releaseDialog, setReleaseDialog] = useState(false);
  const [reviewDateDialog, setReviewDateDialog] = useState(false);
  const session = useEditSession({
    uuid,
    controller,
    version,
    refreshDiagram,
    afterSave,
    showFeedback,
  });
  const editing = session.mode === 'edit';
  // PX mode (seed 000 §4; `?mode=px` opens it): the header switch, the 'PX Fragen' tab, the question
  // badges, the overview panel and the evaluation of a process survey on the canvas.
  const endEditingForPx = useCallback(
    async () => (session.isEditing() ? session.end() : true),
    [session.isEditing, session.end],
  );
  const px = usePxModeState({
    permissions,
    underReview: model.data?.underReview ?? false,
    endEditing: endEditingForPx,
  });
  const restoreCurrentDiagram = useCallback(() => refreshDiagram(true), [refreshDiagram]);
  const pxEvaluation = usePxEvaluation({
    uuid,
    pxMode: px.pxMode,
    canEvalPx: px.canEvalPx,
    canCreatePoint: permissions !== undefined && hasPermission(permissions, 'SURVEY'),
    editing,
    ready,
    controller,
    restoreCurrent: restoreCurrentDiagram,
  });
  const [pxOverviewClosed, setPxOverviewClosed] = useState(false);
  useEffect(() => {
    if (px.pxMode) setPxOverviewClosed(false);
  }, [px.pxMode]);
  const { openElementPanel } = pxEvaluation;
  useEffect(() => {
    if (selectedElementId) openElementPanel(selectedElementId);
  }, [selectedElementId, openElementPanel]);
  const { exporting, runExport } = useModelExport({
    uuid,
    throughShareLink: shareAccessOf(uuid) !== undefined,
    controller,
    fileName,
    editing,
    createReport: () => createReport(uuid),
    // The released version's number as the model carries it; without release nothing is approved: 0.
    releaseVersion: async () => (await getModel(uuid)).release?.version ?? 0,
    showFeedback,
  });

  // The first load: file name for the header and the tab.
  useEffect(() => {
    if (model.data) {
      setFileName(model.data.fileName);
      onLoaded(uuid, model.data.fileName);
    }
  }, [model.data, uuid, onLoaded]);

  // A model the user just created or imported is theirs and new: it opens ready to edit, without
  // 'Bearbeiten' and its confirmation (once; a refused lock shows its dialog as usual).
  const autoStarted = useRef(false);
  useEffect(() => {
    if (!isNew || !ready || !canEdit || autoStarted.current) return;
    autoStarted.current = true;
    void session.start();
  }, [isNew, ready, canEdit, session.start]);

  // 'Freigeben & Bearbeiten': the reviewer already holds the lock and lands in edit
  // mode, post-editing the released version until the screen is left.
  const [searchParams] = useSearchParams();
  const editAfterPublish = searchParams.get('editAfterPublish') === 'true';
  const postEditStarted = useRef(false);
  useEffect(() => {
    if (!editAfterPublish || !ready || !canEdit || postEditStarted.current) return;
    if (model.data?.currentEditor !== userId) return;
    postEditStarted.current = true;
    release.setPostEdit(true);
    void session.start();
  }, [editAfterPublish, ready, canEdit, model.data, userId, release.setPostEdit, session.start]);

  // A link from a mail (comment mention, answered question) names an element: once the diagram
  // is drawn it is selected, scrolled into view and its side panel opened.
  const focusedElement = searchParams.get('element');
  const elementFocused = useRef(false);
  useEffect(() => {
    if (!focusedElement || !ready || elementFocused.current) return;
    elementFocused.current = true;
    if (controller.current?.focusElement(focusedElement) && !viaLink) setSidePanelOpen(true);
  }, [focusedElement, ready, controller, viaLink]);

  // Under release, ending or leaving with unsaved changes asks first; `answer`
  // resolves a waiting leave() with the user's choice.
  const [unsavedAsk, setUnsavedAsk] = useState(false);
  const [unsavedBusy, setUnsavedBusy] = useState(false);
  const answer = useRef<((left: boolean | 'stay') => void) | null>(null);
  const askUnsaved = useCallback(
    () =>
      new Promise<boolean | 'stay'>((resolve) => {
        answer.current = resolve;
        setUnsavedAsk(true);
      }),
    [],
  );
  const chooseUnsaved = async (choice: UnsavedChoice) => {
    const resolve = answer.current ?? (() => undefined);
    answer.current = null;
    if (choice === 'stay' || choice === 'send') {
      setUnsavedAsk(false);
      resolve('stay');
      if (choice === 'send') setReleaseDialog(true);
      return;
    }
    setUnsavedBusy(true);
    const ended = await session.end({ discard: choice === 'discard' });
    setUnsavedBusy(false);
    setUnsavedAsk(false);
    resolve(ended);
  };
  const leave = useCallback(
    async (): Promise<boolean | 'stay'> => (release.asksBeforeEnd() ? askUnsaved() : session.end()),
    [release.asksBeforeEnd, askUnsaved, session.end],
  );

  const sendForRelease = async (reviewer: string, commitMsg: string) => {
    await release.send(reviewer, commitMsg);
    setReleaseDialog(false);
    // The server ended editing with the request: back to view mode with the stored version.
    await session.end({ discard: true });
    await refreshDiagram(true).catch(() => undefined);
    await model.refetch();
  };

  // Ctrl+S (⌘S) saves in edit mode.
  useSaveShortcut(active && editing, () => {
    if (stack.dirty && !session.saving) void session.save();
  });

  useEffect(() => {
    register(uuid, { isEditing: session.isEditing, leave });
    return () => register(uuid, null);
  }, [uuid, register, session.isEditing, leave]);

  // A tab that was hidden has a canvas of the wrong size (the import measures it itself).
  useEffect(() => {
    if (active) controller.current?.resized();
  }, [active, controller]);

  // The canvas changed size: fit the diagram into its new room.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the room changes by design
  useEffect(() => {
    if (!ready) return;
    const frame = window.requestAnimationFrame(() => controller.current?.zoom('fit'));
    return () => window.cancelAnimationFrame(frame);
  }, [fullscreen, sidePanelOpen, questionPanelOpen]);

  /** The new numbers 'Alle Elemente nummerieren' would give (elementId → number, flow order). */
  const pendingNumbers = () => {
    const instance = controller.current;
    if (!instance) return new Map<string, string>();
    return flowOrderNumbers(
      instance.flowGraph(),
      (elementId) => {
        const kind = instance.elementKind(elementId);
        return kind !== undefined && isNumberable(kind);
      },
      numbering.numbers,
    );
  };

  const numberAll = async () => {
    const numbers = [...pendingNumbers()];
    setNumberingAll(true);
    setNumberAllError(null);
    try {
      // A few at a time: the numbers are distinct, the server checks each one.
      for (let i = 0; i < numbers.length; i += 5) {
        await Promise.all(
          numbers.slice(i, i + 5).map(([elementId, number]) => numbering.assign(elementId, number, false)),
        );
      }
      if (!showNumbers) toggleNumbers(true);
      setDialog(null);
      showFeedback({
        severity: 'success',
        text: mt('numbers.allDone', { count: numbers.length }),
        autoHideMs: 3000,
      });
    } catch (failure) {
      setNumberAllError(messageOf(failure, mt('numbers.failed')));
    } finally {
      setNumberingAll(false);
    }
  };

  const toggleNumbers = (show: boolean) => {
    setShowNumbers(show);
    try {
      window.localStorage.setItem(SHOW_NUMBERS_KEY, String(show));
    } catch {
      // The switch still works for this page.
    }
  };

  const restore = async (restored: HistoryVersion) => {
    const result = await restoreVersion(uuid, restored.commitHash);
    const instance = controller.current;
    if (instance) await instance.importXML(restored.processXML);
    version.current = result.version;
    instance?.setReadOnly(!editing);
    setStack({ canUndo: false, canRedo: false, dirty: false });
    await Promise.all([numbering.reload(), subprocesses.reload()]);
    setDialog(null);
    showFeedback({ severity: 'success', text: mt('history.restored'), autoHideMs: 3000 });
  };

  const linkSubprocess = async (elementId: string, target: { uuid: string; fileName: string }) => {
    await subprocesses.link(elementId, target.uuid);
    const instance = controller.current;
    if (instance) {
      const current = instance.elementName(elementId);
      const name = linkedName(current, target.fileName);
      if (name !== current) instance.rename(elementId, name);
    }
    setDialog(null);
  };

  if (model.isError) {
    // 400: the address holds no valid uuid; 403/404: the model is missing or not visible.
    const notFound = model.error instanceof ApiError && [400, 403, 404].includes(model.error.status);
    return (
      <Stack>
        <Box sx={{ mb: 1 }}>
          <BackButton />
        </Box>
        {notFound ? (
          <Paper variant="outlined" sx={{ p: 6 }}>
            <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
              <SearchOff fontSize="large" color="action" aria-hidden />
              <PageHeading>{mt('page.notFoundTitle')}</PageHeading>
              <Typography color="text.secondary" sx={{ maxWidth: 520 }}>
                {mt('page.notFoundText')}
              </Typography>
            </Stack>
          </Paper>
        ) : (
          <QueryErrorAlert error={model.error} onRetry={() => void model.refetch()} />
        )}
      </Stack>
    );
  }

  // Model and bpmn-js load side by side; the import is the last step.
  const progress = ready ? 100 : 10 + (model.isSuccess ? 40 : 0) + (stage === 'library' ? 40 : 0);
  const lockedByOther = Boolean(model.data?.currentEditor && model.data.currentEditor !== userId && !editing);

  const workspace = (
    <Stack
      sx={[
        { display: active ? 'flex' : 'none', flex: 1, minHeight: 0 },
        fullscreen && {
          position: 'fixed',
          inset: 0,
          zIndex: (theme) => theme.zIndex.drawer + 10,
          bgcolor: 'background.default',
          px: 2,
          py: 1.5,
        },
      ]}
      data-testid="model-workspace"
      data-uuid={uuid}
      data-fullscreen={fullscreen ? 'true' : undefined}
    >
      <WorkspaceHeader
        active={active}
        fileName={fileName}
        loaded={model.isSuccess}
        editing={editing}
        // The evaluation shows the survey's version of the model: it is not edited there.
        canEdit={canEdit && !pxEvaluation.shown}
        lockedBy={lockedByOther ? (model.data?.currentEditor ?? '') : null}
        ready={ready}
        starting={session.starting}
        saving={session.saving}
        onEdit={() => setDialog({ kind: 'confirmEdit' })}
        onEnd={() => (release.asksBeforeEnd() ? void askUnsaved() : setDialog({ kind: 'confirmEnd' }))}
        pxSwitch={<PxModeSwitch uuid={uuid} underReview={model.data?.underReview ?? false} />}
      />
      {viaLink && model.data && <LinkGuestNote canEdit={canEdit} />}

      {/* Full screen keeps the room for drawing; the release row returns when it ends. */}
      {model.data && !fullscreen && (
        <ReleaseBar
          isOwn={model.data.isOwn}
          releaseEnabled={release.enabled}
          release={model.data.release}
          canEdit={canEdit}
          showsReleasedVersion={model.data.showsReleasedVersion}
          editing={editing}
          postEdit={release.postEdit}
          busy={release.busy || session.saving}
          onToggle={(enabled) => void release.toggle(enabled).then(() => model.refetch())}
          onInterimSave={() => void release.interimSave().then(() => refetchModel())}
          onSend={() => setReleaseDialog(true)}
          reviewDueAt={model.data.reviewDueAt}
          // The owner and the reviewer (who edit under release) set the next review date.
          onReviewDate={
            model.data.isOwn || (release.enabled && canEdit) ? () => setReviewDateDialog(true) : undefined
          }
        />
      )}
      {reviewDateDialog && model.data && (
        <ReviewDateDialog
          uuid={uuid}
          reviewDueAt={model.data.reviewDueAt}
          onSaved={() => void model.refetch()}
          onClose={() => setReviewDateDialog(false)}
        />
      )}
      {releaseDialog && (
        <ReleaseRequestDialog uuid={uuid} onSend={sendForRelease} onClose={() => setReleaseDialog(false)} />
      )}
      <UnsavedReleaseDialog
        open={unsavedAsk}
        busy={unsavedBusy}
        onChoose={(choice) => void chooseUnsaved(choice)}
      />

      <ModellerToolbar
        editing={editing}
        // XML, report and custom elements read the tenant's data, which a link does not open.
        canEdit={canEdit && !viaLink}
        ready={ready}
        sidePanelOpen={sidePanelOpen}
        onToggleSidePanel={viaLink ? undefined : () => setSidePanelOpen((open) => !open)}
        questionPanelOpen={questionPanelOpen}
        onToggleQuestionPanel={viaLink ? undefined : () => setQuestionPanelOpen((open) => !open)}
        dirty={stack.dirty}
        saving={session.saving}
        onSave={() => void session.save()}
        canUndo={stack.canUndo}
        canRedo={stack.canRedo}
        onUndo={() => controller.current?.undo()}
        onRedo={() => controller.current?.redo()}
        exporting={exporting}
        onExport={(kind) => void runExport(kind)}
        onHistory={
          model.data?.showsReleasedVersion || viaLink ? undefined : () => setDialog({ kind: 'history' })
        }
        onCustomElements={() => setDialog({ kind: 'customElements' })}
        onShare={mayShare ? () => setShareView('share') : undefined}
        onSharedUsers={mayShare ? () => setShareView('sharedUsers') : undefined}
        showNumbers={showNumbers}
        onShowNumbers={toggleNumbers}
        onNumberAll={() => setDialog({ kind: 'numberAll' })}
        onZoom={(action) => controller.current?.zoom(action)}
        fullscreen={fullscreen}
        onToggleFullscreen={toggleFullscreen}
      />

      <Box sx={{ height: 4, my: 0.5 }}>
        {progress < 100 && stage !== 'failed' && (
          <LinearProgress variant="determinate" value={progress} aria-label={mt('page.loading')} />
        )}
      </Box>
      {stage === 'failed' && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {mt('page.renderFailed')}
        </Alert>
      )}

      <Stack direction="row" spacing={1.5} sx={{ flex: 1, minHeight: 420 }}>
        <Paper
          variant="outlined"
          sx={{
            position: 'relative',
            flex: 1,
            minWidth: 0,
            overflow: 'hidden',
            bgcolor: 'common.white',
            borderColor: editing ? 'warning.main' : undefined,
          }}
        >
          <Box
            ref={container}
            role="application"
            aria-label={mt('page.diagram', { name: fileName })}
            aria-roledescription={editing ? mt('page.modeEdit') : mt('page.modeView')}
            data-testid="bpmn-canvas"
            className="pp-canvas"
            sx={{
              position: 'absolute',
              inset: 0,
              // Number badges in the tenant's colour.
              '--pp-badge-bg': theme.palette.primary.main,
              '--pp-badge-fg': theme.palette.primary.contrastText,
              '--pp-badge-bg-hover': darken(theme.palette.primary.main, 0.2),
            }}
          />
          <DiagramPicker controller={controller.current} ready={ready} />
          <ModellerOutline
            controller={controller.current}
            ready={ready}
            numbers={numbering.numbers}
            contentFlags={contentFlags}
          />
        </Paper>
        {sidePanelOpen && (
          <SidePanel
            onClose={() => setSidePanelOpen(false)}
            uuid={uuid}
            elementId={selectedElementId}
            processElementId={px.pxMode && ready ? (controller.current?.processId() ?? null) : null}
            elementTitle={
              selectedElementId && controller.current
                ? elementTitle(
                    numbering.numbers.get(selectedElementId),
                    controller.current.elementName(selectedElementId),
                    controller.current.elementType(selectedElementId),
                  )
                : undefined
            }
            canEdit={canEdit}
            isOwner={model.data?.isOwn ?? false}
            currentUserId={userId}
            showFeedback={showFeedback}
          />
        )}
        {px.pxMode && !pxOverviewClosed && (
          <PxOverviewPanel
            evaluation={pxEvaluation}
            canEvalPx={px.canEvalPx}
            editing={editing}
            onClose={() => setPxOverviewClosed(true)}
          />
        )}
        {pxEvaluation.openElement && (
          <PxEvaluationPanel element={pxEvaluation.openElement} onClose={pxEvaluation.closeElementPanel} />
        )}
        {questionPanelOpen && (
          <QuestionPanel
            uuid={uuid}
            elementId={selectedElementId}
            elementName={selectedElementId ? (controller.current?.elementName(selectedElementId) ?? '') : ''}
            customIconTask={
              selectedElementId !== null &&
              controller.current?.elementKind(selectedElementId)?.taskType !== undefined
            }
            onClose={() => setQuestionPanelOpen(false)}
          />
        )}
      </Stack>

      {shareView &&
        model.data &&
        renderShareDialog?.({
          view: shareView,
          model: model.data,
          onClose: () => setShareView(null),
        })}
      <WorkspaceDialogs
        dialog={dialog}
        onClose={() => setDialog(null)}
        uuid={uuid}
        fileName={fileName}
        canEdit={canEdit}
        dirty={stack.dirty}
        controller={controller.current}
        session={session}
        numbering={numbering}
        links={subprocesses.links}
        customElements={customElements.data ?? NO_CUSTOM_ELEMENTS}
        numberAll={{
          count: () => pendingNumbers().size,
          busy: numberingAll,
          error: numberAllError,
          run: () => void numberAll(),
          reset: () => setNumberAllError(null),
        }}
        onRestore={restore}
        onLink={linkSubprocess}
      />

      <Snackbar
        key={feedback?.key}
        open={feedback !== null && active}
        autoHideDuration={feedback?.autoHideMs ?? null}
        onClose={(_, reason) => {
          if (reason !== 'clickaway') closeFeedback();
        }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        {feedback ? (
          <Alert
            severity={feedback.severity}
            variant="filled"
            icon={feedback.progress ? <CircularProgress size={20} color="inherit" /> : undefined}
            onClose={feedback.progress ? undefined : closeFeedback}
            sx={{ minWidth: 320, maxWidth: 640 }}
            role={feedback.severity === 'error' ? 'alert' : 'status'}
          >
            {feedback.title && <AlertTitle>{feedback.title}</AlertTitle>}
            {feedback.text}
          </Alert>
        ) : (
          <span />
        )}
      </Snackbar>
      <NoticeSnackbar
        open={createdNotice && active && feedback === null}
        severity="success"
        text={mt('page.created')}
        onClose={() => setCreatedNotice(false)}
        autoHideMs={3000}
        vertical="bottom"
      />
    </Stack>
  );
  // PX mode wraps the workspace: header switch, side panel tab and canvas badges read it.
  return (
    <PxModeProvider value={px}>
      <PxCanvasSync uuid={uuid} controller={controller} ready={ready} />
      {workspace}
    </PxModeProvider>
  );
}
