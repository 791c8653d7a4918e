import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import type { HistoryVersion, PermissionFlags } from '@prozesspuls/shared';
import { flowOrderNumbers, hasPermission } from '@prozesspuls/shared/rules';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { messageOf } from '@/lib/api-error';
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
import { useFindShortcut } from '../hooks/use-find-shortcut';
import { useFullscreen } from '../hooks/use-fullscreen';
import { useMinimapSetting } from '../hooks/use-minimap-setting';
import { useModelChecks } from '../hooks/use-model-checks';
import { useModelExport } from '../hooks/use-model-export';
import { useModellerCanvas } from '../hooks/use-modeller-canvas';
import { useNewerVersion } from '../hooks/use-newer-version';
import { useNumberAll } from '../hooks/use-number-all';
import { useNumbering } from '../hooks/use-numbering';
import { usePxEvaluation } from '../hooks/use-px-evaluation';
import { PxModeProvider, usePxModeState } from '../hooks/use-px-mode';
import { useReleaseWorkflow } from '../hooks/use-release-workflow';
import { useRememberedPanel } from '../hooks/use-remembered-panel';
import { useSaveShortcut } from '../hooks/use-save-shortcut';
import { useShowNumbers } from '../hooks/use-show-numbers';
import { useStrainMode } from '../hooks/use-strain-mode';
import { useSubprocessLinks } from '../hooks/use-subprocess-links';
import { useUnsavedRelease } from '../hooks/use-unsaved-release';
import { useWorkspaceEntry } from '../hooks/use-workspace-entry';
import { mt } from '../i18n';
import { asideWidth } from '../utils/aside-width';
import { isNumberable } from '../utils/numbering';
import { linkedName, unlinkedName } from '../utils/subprocess';
import { CanvasPane } from './CanvasPane';
import { ElementSearch } from './ElementSearch';
import { FeedbackSnackbar } from './FeedbackSnackbar';
import { LinkGuestNote } from './LinkGuestNote';
import { Minimap } from './Minimap';
import { ModelChecksPanel } from './ModelChecksPanel';
import { ModellerOutline } from './ModellerOutline';
import { ModellerToolbar } from './ModellerToolbar';
import { NoticeSnackbar } from './NoticeSnackbar';
import { PxCanvasSync } from './px/PxCanvasSync';
import { PxModeSwitch } from './px/PxModeSwitch';
import { ReleaseBar } from './release/ReleaseBar';
import { ReleaseRequestDialog } from './release/ReleaseRequestDialog';
import { ReviewDateDialog } from './release/ReviewDateDialog';
import { UnsavedReleaseDialog } from './release/UnsavedReleaseDialog';
import { StrainModePanel } from './strain/StrainModePanel';
import { type WorkspaceDialog, WorkspaceDialogs } from './WorkspaceDialogs';
import { WorkspaceHeader } from './WorkspaceHeader';
import { WorkspaceLoadError } from './WorkspaceLoadError';
import { WorkspacePanels } from './WorkspacePanels';

/** What the page needs from a workspace to close its tab or leave the route. */
export interface WorkspaceHandle {
  isEditing(): boolean;
  /**
   * Ends editing (saving first); false when the save failed and the user should stay, 'stay' when
   * the user chose to stay (under release the page asks first what to do with unsaved changes).
   */
  leave(): Promise<boolean | 'stay'>;
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
  const numberAllRun = useNumberAll(numbering);
  const subprocesses = useSubprocessLinks(uuid, !viaLink);
  const { feedback, show: showFeedback, close: closeFeedback } = useFeedback();

  const [fileName, setFileName] = useState('');
  const [stack, setStack] = useState({ canUndo: false, canRedo: false, dirty: false });
  const { showNumbers, toggleNumbers } = useShowNumbers();
  const [sidePanelOpen, setSidePanelOpen] = useRememberedPanel('prozesspuls.modeller.sidePanel');
  const [selectedElementId, setSelectedElementId] = useState<string | null>(null);
  const [questionPanelOpen, setQuestionPanelOpen] = useRememberedPanel('prozesspuls.modeller.questionPanel');
  const [searchOpen, setSearchOpen] = useState(false);
  const { minimap, toggleMinimap } = useMinimapSetting(userId);
  const [dialog, setDialog] = useState<WorkspaceDialog>(null);
  const [shareView, setShareView] = useState<'share' | 'sharedUsers' | null>(null);
  const [createdNotice, setCreatedNotice] = useState(isNew);
  const { fullscreen, toggleFullscreen } = useFullscreen();

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
  const modelChecks = useModelChecks(controller, ready, stack);

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
  const newerVersion = useNewerVersion({
    uuid,
    userId,
    ready,
    editing,
    enabled: !viaLink,
    reload: useCallback(async () => {
      await refreshDiagram(true);
      await refetchModel();
    }, [refreshDiagram, refetchModel]),
  });
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
  const strain = useStrainMode({ uuid, controller, ready, permissions });
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

  useWorkspaceEntry({
    isNew,
    ready,
    canEdit,
    viaLink,
    userId,
    currentEditor: model.data?.currentEditor,
    controller,
    startEditing: session.start,
    setPostEdit: release.setPostEdit,
    openSidePanel: () => setSidePanelOpen(true),
  });

  const { unsavedAsk, unsavedBusy, askUnsaved, chooseUnsaved, leave } = useUnsavedRelease({
    asksBeforeEnd: release.asksBeforeEnd,
    end: session.end,
    onSend: () => setReleaseDialog(true),
  });

  const sendForRelease = async (reviewer: string, commitMsg: string) => {
    await release.send(reviewer, commitMsg);
    setReleaseDialog(false);
    // The server ended editing with the request: back to view mode with the stored version.
    await session.end({ discard: true });
    await refreshDiagram(true).catch(() => undefined);
    await model.refetch();
  };

  // Ctrl+F (⌘F) opens the element search over the diagram.
  useFindShortcut(active && ready, () => setSearchOpen(true));

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

  // The canvas changed size: fit an untouched diagram into its new room (a view the user moved,
  // or an element a mail's link focused, stays where it is).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the room changes by design
  useEffect(() => {
    if (!ready) return;
    const frame = window.requestAnimationFrame(() => controller.current?.canvasResized());
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
    const result = await numberAllRun.run(pendingNumbers());
    if (result.error !== null) return;
    if (!showNumbers) toggleNumbers(true);
    setDialog(null);
    showFeedback({
      severity: 'success',
      text: mt('numbers.allDone', { count: result.written }),
      autoHideMs: 3000,
    });
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

  if (model.isError) return <WorkspaceLoadError error={model.error} onRetry={() => void model.refetch()} />;

  // Model and bpmn-js load side by side; the import is the last step.
  const progress = ready ? 100 : 10 + (model.isSuccess ? 40 : 0) + (stage === 'library' ? 40 : 0);
  const openPanels = [
    sidePanelOpen,
    questionPanelOpen,
    px.pxMode && !pxOverviewClosed,
    pxEvaluation.openElement !== null && pxEvaluation.openElement !== undefined,
  ].filter(Boolean).length;
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
      <StrainModePanel strain={strain} />
      {newerVersion.available && (
        <Alert
          severity="info"
          data-testid="newer-version"
          sx={{ mb: 1 }}
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() =>
                void newerVersion
                  .reloadNewer()
                  .catch(() => showFeedback({ severity: 'error', text: mt('newerVersion.failed') }))
              }
            >
              {mt('newerVersion.reload')}
            </Button>
          }
        >
          {mt('newerVersion.text')}
        </Alert>
      )}

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
        onSearch={() => setSearchOpen(true)}
        minimap={minimap}
        onToggleMinimap={toggleMinimap}
        fullscreen={fullscreen}
        onToggleFullscreen={toggleFullscreen}
        modelChecks={modelChecks.open}
        onToggleModelChecks={modelChecks.toggle}
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

      <Stack
        direction="row"
        spacing={1.5}
        sx={{ flex: 1, minHeight: 420, '--pp-aside-width': asideWidth(openPanels) }}
        data-testid="workspace-row"
      >
        <CanvasPane
          container={container}
          controller={controller.current}
          ready={ready}
          editing={editing}
          fileName={fileName}
        >
          {minimap && ready && <Minimap controller={controller.current} />}
          {modelChecks.open && ready && (
            <ModelChecksPanel
              controller={controller.current}
              result={modelChecks.result}
              numbers={numbering.numbers}
              onClose={modelChecks.toggle}
            />
          )}
          <ModellerOutline
            controller={controller.current}
            ready={ready}
            numbers={numbering.numbers}
            contentFlags={contentFlags}
          />
          {searchOpen && ready && (
            <ElementSearch
              controller={controller.current}
              numbers={numbering.numbers}
              onClose={() => setSearchOpen(false)}
            />
          )}
        </CanvasPane>
        <WorkspacePanels
          uuid={uuid}
          userId={userId}
          controller={controller.current}
          ready={ready}
          editing={editing}
          canEdit={canEdit}
          isOwner={model.data?.isOwn ?? false}
          selectedElementId={selectedElementId}
          numbers={numbering.numbers}
          showFeedback={showFeedback}
          sidePanelOpen={sidePanelOpen}
          onCloseSidePanel={() => setSidePanelOpen(false)}
          questionPanelOpen={questionPanelOpen}
          onCloseQuestionPanel={() => setQuestionPanelOpen(false)}
          px={px}
          pxEvaluation={pxEvaluation}
          pxOverviewOpen={!pxOverviewClosed}
          onClosePxOverview={() => setPxOverviewClosed(true)}
        />
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
          busy: numberAllRun.busy,
          progress: numberAllRun.progress,
          error: numberAllRun.error,
          run: () => void numberAll(),
          reset: numberAllRun.reset,
        }}
        onRestore={restore}
        onLink={linkSubprocess}
      />

      <FeedbackSnackbar feedback={feedback} active={active} onClose={closeFeedback} />
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
