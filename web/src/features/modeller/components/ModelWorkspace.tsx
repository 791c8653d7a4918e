import ArrowBack from '@mui/icons-material/ArrowBack';
import EditOutlined from '@mui/icons-material/EditOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import SearchOff from '@mui/icons-material/SearchOff';
import StopCircleOutlined from '@mui/icons-material/StopCircleOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import { darken, useTheme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { flowOrderNumbers, type HistoryVersion, REPORT_TEXTS } from '@prozesspuls/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { QueryErrorAlert } from '@/components/feedback/QueryErrorAlert';
import { PageHeading } from '@/components/layout/PageHeading';
import { paths } from '@/config/paths';
import { ApiError, messageOf } from '@/lib/api-error';
import { downloadBlob, downloadName } from '@/lib/download';
import { withProcessName } from '@/lib/process-name';
import { createReport } from '../api/create-report';
import { useCustomElements } from '../api/get-custom-elements';
import { getModel, useModel } from '../api/get-model';
import { modellerKeys } from '../api/keys';
import { restoreVersion } from '../api/restore-version';
import { createBridge } from '../bpmn/bridge';
import type { ModellerController } from '../bpmn/controller';
import { useEditSession } from '../hooks/use-edit-session';
import { useFeedback } from '../hooks/use-feedback';
import { useNumbering } from '../hooks/use-numbering';
import { useSubprocessLinks } from '../hooks/use-subprocess-links';
import { mt } from '../i18n';
import { loadModellerLibrary } from '../prefetch';
import { initialNumber, isNumberable } from '../utils/numbering';
import { linkedName, unlinkedName } from '../utils/subprocess';
import { ConfirmDialog } from './dialogs/ConfirmDialog';
import { CustomElementsDialog } from './dialogs/CustomElementsDialog';
import { HistoryDialog } from './dialogs/HistoryDialog';
import { LinkSubprocessDialog } from './dialogs/LinkSubprocessDialog';
import { MessageDialog } from './dialogs/MessageDialog';
import { type ExportKind, ModellerToolbar } from './ModellerToolbar';
import { NumberEditor } from './NumberEditor';
import { SidePanel } from './SidePanel';

/** What the page needs from a workspace to close its tab or leave the route. */
export interface WorkspaceHandle {
  isEditing(): boolean;
  /** Ends editing (saving first); false when the save failed and the user should stay. */
  leave(): Promise<boolean>;
}

type Stage = 'loading' | 'library' | 'rendered' | 'failed';

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
  readonly active: boolean;
  readonly isNew: boolean;
  readonly onLoaded: (uuid: string, fileName: string) => void;
  readonly onOpenModel: (uuid: string, fileName: string) => void;
  readonly register: (uuid: string, handle: WorkspaceHandle | null) => void;
}

type Dialog =
  | { readonly kind: 'confirmEdit' }
  | { readonly kind: 'confirmEnd' }
  | { readonly kind: 'history' }
  | { readonly kind: 'customElements' }
  | { readonly kind: 'link'; readonly elementId: string }
  | { readonly kind: 'number'; readonly elementId: string }
  | { readonly kind: 'unlinked' }
  | { readonly kind: 'numberAll' }
  | null;

/**
 * One model in the modeller: header, toolbar, the bpmn-js canvas in view or edit mode, side panel,
 * and the dialogs (edit lock, history, custom elements, subprocess links, numbers).
 */
export function ModelWorkspace({
  uuid,
  userId,
  active,
  isNew,
  onLoaded,
  onOpenModel,
  register,
}: ModelWorkspaceProps) {
  const queryClient = useQueryClient();
  const model = useModel(uuid);
  const customElements = useCustomElements();
  const numbering = useNumbering(uuid);
  const subprocesses = useSubprocessLinks(uuid);
  const { feedback, show: showFeedback, close: closeFeedback } = useFeedback();

  const container = useRef<HTMLDivElement>(null);
  const controller = useRef<ModellerController | null>(null);
  const version = useRef(0);
  const bridge = useMemo(createBridge, []);
  const [stage, setStage] = useState<Stage>('loading');
  const [fileName, setFileName] = useState('');
  const [stack, setStack] = useState({ canUndo: false, canRedo: false, dirty: false });
  const [showNumbers, setShowNumbers] = useState(readShowNumbers);
  const [sidePanelOpen, setSidePanelOpen] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [exporting, setExporting] = useState<ExportKind | null>(null);
  const [createdNotice, setCreatedNotice] = useState(isNew);
  const [fullscreen, setFullscreen] = useState(false);
  const [numberingAll, setNumberingAll] = useState(false);
  const [numberAllError, setNumberAllError] = useState<string | null>(null);
  const theme = useTheme();

  const canEdit = model.data?.canEdit ?? false;
  const ready = stage === 'rendered';

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
    [uuid, numbering.reload, subprocesses.reload],
  );

  const afterSave = useCallback(() => {
    const instance = controller.current;
    if (instance) numbering.removeOrphans((id) => instance.hasElement(id));
  }, [numbering.removeOrphans]);

  const session = useEditSession({ uuid, controller, version, refreshDiagram, afterSave, showFeedback });
  const editing = session.mode === 'edit';

  // The first load: file name for the header and the tab.
  useEffect(() => {
    if (model.data) {
      setFileName(model.data.fileName);
      onLoaded(uuid, model.data.fileName);
    }
  }, [model.data, uuid, onLoaded]);

  // bpmn-js arrives on demand (usually already prefetched by the route) while the model loads; the
  // modeller is created once per workspace and destroyed with it.
  useEffect(() => {
    let cancelled = false;
    let instance: ModellerController | null = null;
    void (async () => {
      try {
        const { createModeller } = await loadModellerLibrary();
        if (cancelled || !container.current) return;
        instance = createModeller(container.current, bridge);
        controller.current = instance;
        setStage('library');
      } catch {
        if (!cancelled) setStage('failed');
      }
    })();
    return () => {
      cancelled = true;
      instance?.destroy();
      controller.current = null;
      // The next visit loads the stored version, not this page's snapshot.
      queryClient.removeQueries({ queryKey: modellerKeys.model(uuid), exact: true });
    };
  }, [bridge, queryClient, uuid]);

  // The bridge carries the page's state into the bpmn-js modules.
  useEffect(() => {
    bridge.numbersVisible = showNumbers;
    bridge.numbers = numbering.numbers;
    bridge.links = subprocesses.links;
    if (ready) controller.current?.refreshOverlays();
  }, [bridge, ready, showNumbers, numbering.numbers, subprocesses.links]);

  // Before the import when the data is there: rebuilding the palette measures the canvas, which is
  // cheap while it is empty and a full layout once a large diagram is in it.
  const hasModeller = stage === 'library' || stage === 'rendered';
  useEffect(() => {
    bridge.canEdit = canEdit;
    bridge.customElements = customElements.data ?? [];
    if (hasModeller) controller.current?.refreshPalette();
  }, [bridge, hasModeller, canEdit, customElements.data]);

  // The first diagram: imported once, as soon as the modeller, the model, its numbers and links are
  // there, so the diagram appears complete with its badges in one pass.
  const initial = model.data;
  const extrasSettled = numbering.settled && subprocesses.settled;
  useEffect(() => {
    const instance = controller.current;
    if (stage !== 'library' || !instance || !initial || !extrasSettled) return;
    let cancelled = false;
    void (async () => {
      try {
        // Marks for the benchmark (test/bench/modeller.ts) and the browser's performance panel.
        performance.mark('pp-modeller-import-start');
        await instance.importXML(initial.diagramXML);
        performance.mark('pp-modeller-imported');
        if (cancelled) return;
        version.current = initial.version;
        setStage('rendered');
      } catch {
        if (!cancelled) setStage('failed');
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [stage, initial, extrasSettled]);

  useEffect(() => {
    bridge.onEditNumber = (elementId) => setDialog({ kind: 'number', elementId });
    bridge.onLinkSubprocess = (elementId) => setDialog({ kind: 'link', elementId });
    bridge.onUnlinkSubprocess = (elementId) => {
      void subprocesses
        .link(elementId, null)
        .then(() =>
          controller.current?.rename(elementId, unlinkedName(controller.current.elementName(elementId))),
        )
        .catch((failure: unknown) =>
          showFeedback({ severity: 'error', text: messageOf(failure, mt('subprocess.failed')) }),
        );
    };
    bridge.onOpenSubprocess = (elementId) => {
      const target = bridge.links.get(elementId);
      if (target) onOpenModel(target.linkedUuid, target.linkedFileName);
      else setDialog({ kind: 'unlinked' });
    };
    bridge.onManageCustomElements = () => setDialog({ kind: 'customElements' });
    bridge.onElementDeleted = (elementId) => {
      numbering.onElementDeleted(elementId);
      subprocesses.onElementDeleted(elementId);
    };
    bridge.onElementRestored = (elementId) => {
      numbering.onElementRestored(elementId);
      subprocesses.onElementRestored(elementId);
    };
    bridge.onCommandStackChanged = () => {
      const instance = controller.current;
      if (!instance) return;
      setStack({ canUndo: instance.canUndo(), canRedo: instance.canRedo(), dirty: instance.isDirty() });
    };
  });

  // A model the user just created or imported is theirs and new: it opens ready to edit, without
  // 'Bearbeiten' and its confirmation (once; a refused lock shows its dialog as usual).
  const autoStarted = useRef(false);
  useEffect(() => {
    if (!isNew || !ready || !canEdit || autoStarted.current) return;
    autoStarted.current = true;
    void session.start();
  }, [isNew, ready, canEdit, session.start]);

  // Ctrl+S (⌘S) saves in edit mode instead of the browser's 'save page'.
  const saveShortcut = useRef(() => {});
  saveShortcut.current = () => {
    if (stack.dirty && !session.saving) void session.save();
  };
  useEffect(() => {
    if (!active || !editing) return;
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 's') {
        event.preventDefault();
        saveShortcut.current();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [active, editing]);

  useEffect(() => {
    register(uuid, { isEditing: session.isEditing, leave: () => session.end() });
    return () => register(uuid, null);
  }, [uuid, register, session.isEditing, session.end]);

  // A tab that was hidden has a canvas of the wrong size (the import measures it itself).
  useEffect(() => {
    if (active) controller.current?.resized();
  }, [active]);

  // Full screen: the workspace covers the window (dialogs still open above it) and the browser
  // hides its own frame where it allows; Esc in the browser's full screen ends both.
  useEffect(() => {
    if (!fullscreen) return;
    const onChange = () => {
      if (!document.fullscreenElement) setFullscreen(false);
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [fullscreen]);
  const toggleFullscreen = () => {
    const next = !fullscreen;
    setFullscreen(next);
    if (next && !document.fullscreenElement) {
      void document.documentElement.requestFullscreen?.().catch(() => undefined);
    } else if (!next && document.fullscreenElement) {
      void document.exitFullscreen().catch(() => undefined);
    }
  };
  // The canvas changed size: fit the diagram into its new room.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the room changes by design
  useEffect(() => {
    if (!ready) return;
    const frame = window.requestAnimationFrame(() => controller.current?.zoom('fit'));
    return () => window.cancelAnimationFrame(frame);
  }, [fullscreen, sidePanelOpen]);

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

  const runExport = async (kind: ExportKind) => {
    const instance = controller.current;
    if (!instance) return;
    if (kind === 'report' && editing) {
      showFeedback({ severity: 'error', text: REPORT_TEXTS.inEditMode });
      return;
    }
    setExporting(kind);
    try {
      if (kind === 'xml') {
        const { xml } = await instance.saveXML();
        // The process inside is named like the model, as the process list's download does.
        const named = withProcessName(xml, fileName);
        downloadBlob(downloadName(fileName, 'bpmn'), new Blob([named], { type: 'application/xml' }));
      } else if (kind === 'pdf') {
        showFeedback({ severity: 'info', text: mt('export.pdfRunning'), progress: true });
        const [{ diagramPdf }, svg] = await Promise.all([
          import('../export/diagram-pdf'),
          instance.saveSVG(),
        ]);
        downloadBlob(downloadName(fileName, 'pdf'), await diagramPdf(svg, fileName));
        showFeedback({ severity: 'success', text: mt('export.done'), autoHideMs: 2000 });
      } else {
        showFeedback({ severity: 'info', text: mt('export.reportRunning'), progress: true });
        downloadBlob(downloadName(fileName, 'pdf'), await createReport(uuid));
        showFeedback({ severity: 'success', text: mt('export.done'), autoHideMs: 2000 });
      }
    } catch (failure) {
      const fallback = kind === 'report' ? mt('export.reportFailed') : mt('export.pdfFailed');
      showFeedback({ severity: 'error', text: messageOf(failure, fallback) });
    } finally {
      setExporting(null);
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
  const numberTarget = dialog?.kind === 'number' ? dialog.elementId : null;
  const numberAnchor = numberTarget ? controller.current?.graphics(numberTarget) : undefined;
  const linkTarget = dialog?.kind === 'link' ? dialog.elementId : null;

  return (
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
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <BackButton />
        <Stack
          direction="row"
          spacing={1.5}
          useFlexGap
          sx={{ alignItems: 'baseline', flexWrap: 'wrap', flex: 1 }}
        >
          {fileName ? (
            <Box sx={{ '& h1': { mb: 0 } }}>{active && <PageHeading>{fileName}</PageHeading>}</Box>
          ) : (
            <Box sx={{ height: 42 }} />
          )}
          {model.isSuccess && (
            <>
              <Chip size="small" label={mt('page.fileType')} variant="outlined" />
              <Chip
                size="small"
                color={editing ? 'warning' : 'default'}
                icon={editing ? <EditOutlined /> : undefined}
                label={editing ? mt('page.modeEdit') : canEdit ? mt('page.modeView') : mt('page.readOnly')}
                data-testid="mode-chip"
              />
              {lockedByOther && (
                <Tooltip title={model.data?.currentEditor ?? ''}>
                  <Chip size="small" icon={<LockOutlined />} label={mt('page.editedBy')} variant="outlined" />
                </Tooltip>
              )}
            </>
          )}
        </Stack>
        {canEdit &&
          (editing ? (
            <Button
              variant="outlined"
              color="warning"
              startIcon={<StopCircleOutlined />}
              onClick={() => setDialog({ kind: 'confirmEnd' })}
              disabled={session.saving}
            >
              {mt('toolbar.endEdit')}
            </Button>
          ) : (
            <Button
              variant="contained"
              startIcon={session.starting ? <CircularProgress size={16} color="inherit" /> : <EditOutlined />}
              onClick={() => setDialog({ kind: 'confirmEdit' })}
              disabled={!ready || session.starting}
            >
              {mt('toolbar.edit')}
            </Button>
          ))}
      </Stack>

      <ModellerToolbar
        editing={editing}
        canEdit={canEdit}
        ready={ready}
        sidePanelOpen={sidePanelOpen}
        onToggleSidePanel={() => setSidePanelOpen((open) => !open)}
        dirty={stack.dirty}
        saving={session.saving}
        onSave={() => void session.save()}
        canUndo={stack.canUndo}
        canRedo={stack.canRedo}
        onUndo={() => controller.current?.undo()}
        onRedo={() => controller.current?.redo()}
        exporting={exporting}
        onExport={(kind) => void runExport(kind)}
        onHistory={() => setDialog({ kind: 'history' })}
        onCustomElements={() => setDialog({ kind: 'customElements' })}
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
        </Paper>
        {sidePanelOpen && <SidePanel onClose={() => setSidePanelOpen(false)} />}
      </Stack>

      {dialog?.kind === 'confirmEdit' && (
        <ConfirmDialog
          title={mt('lock.confirmTitle')}
          text={mt('lock.confirmText')}
          confirmLabel={mt('lock.confirm')}
          busy={session.starting}
          onConfirm={() => void session.start().then(() => setDialog(null))}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'confirmEnd' && (
        <ConfirmDialog
          title={mt('lock.endTitle')}
          text={mt('lock.endText')}
          confirmLabel={mt('lock.end')}
          busy={session.saving}
          extra={
            session.lastSaveFailed ? (
              <Alert
                severity="warning"
                action={
                  <Button
                    color="inherit"
                    size="small"
                    onClick={() => void session.end({ discard: true }).then(() => setDialog(null))}
                  >
                    {mt('lock.endWithoutSaving')}
                  </Button>
                }
              >
                {mt('lock.endWithoutSavingHint')}
              </Alert>
            ) : undefined
          }
          onConfirm={() =>
            void session.end().then((ended) => {
              if (ended) setDialog(null);
            })
          }
          onClose={() => setDialog(null)}
        />
      )}
      {session.lockedMessage && (
        <MessageDialog
          kind="locked"
          title={mt('lock.lockedTitle')}
          text={session.lockedMessage}
          onClose={session.clearLockedMessage}
        />
      )}
      {dialog?.kind === 'numberAll' && (
        <ConfirmDialog
          title={mt('numbers.allTitle')}
          text={mt('numbers.allText', { count: pendingNumbers().size })}
          confirmLabel={mt('numbers.allConfirm')}
          busy={numberingAll}
          error={numberAllError}
          onConfirm={() => void numberAll()}
          onClose={() => {
            setDialog(null);
            setNumberAllError(null);
          }}
        />
      )}
      {dialog?.kind === 'unlinked' && (
        <MessageDialog
          title={mt('subprocess.unlinkedTitle')}
          text={mt('subprocess.unlinkedText')}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'history' && (
        <HistoryDialog
          uuid={uuid}
          fileName={fileName}
          canRestore={canEdit}
          dirty={stack.dirty}
          onRestore={restore}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'customElements' && (
        <CustomElementsDialog elements={customElements.data ?? []} onClose={() => setDialog(null)} />
      )}
      {linkTarget && (
        <LinkSubprocessDialog
          currentUuid={uuid}
          linkedUuid={subprocesses.links.get(linkTarget)?.linkedUuid}
          onLink={(target) => linkSubprocess(linkTarget, target)}
          onClose={() => setDialog(null)}
        />
      )}
      {numberTarget && numberAnchor && (
        <NumberEditor
          anchor={numberAnchor}
          elementName={controller.current?.elementName(numberTarget) ?? ''}
          initial={initialNumber(numberTarget, numbering.numbers)}
          hasNumber={numbering.numbers.has(numberTarget)}
          onAssign={(number, renumber) => numbering.assign(numberTarget, number, renumber)}
          onRemove={() => numbering.remove(numberTarget)}
          onClose={() => setDialog(null)}
        />
      )}

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
      <Snackbar
        open={createdNotice && active && feedback === null}
        autoHideDuration={3000}
        onClose={() => setCreatedNotice(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity="success" variant="filled" onClose={() => setCreatedNotice(false)}>
          {mt('page.created')}
        </Alert>
      </Snackbar>
    </Stack>
  );
}

function BackButton() {
  return (
    <Button component={RouterLink} to={paths.processList} startIcon={<ArrowBack />} sx={{ flexShrink: 0 }}>
      {mt('page.back')}
    </Button>
  );
}
