import type { HistoryVersion } from '@prozesspuls/shared';
import { flowOrderNumbers } from '@prozesspuls/shared/rules';
import { createReport } from '../api/create-report';
import { getModel } from '../api/get-model';
import { restoreVersion } from '../api/restore-version';
import { mt } from '../i18n';
import { isNumberable } from '../utils/numbering';
import { linkedName } from '../utils/subprocess';
import type { Feedback } from './use-feedback';
import { useModelExport } from './use-model-export';
import type { WorkspaceCanvas } from './use-workspace-canvas';
import type { WorkspaceData } from './use-workspace-data';
import type { WorkspacePanelState } from './use-workspace-panels';

interface WorkspaceActionsOptions {
  readonly uuid: string;
  readonly data: WorkspaceData;
  readonly canvas: WorkspaceCanvas;
  readonly panels: WorkspacePanelState;
  readonly editing: boolean;
  readonly showFeedback: (feedback: Feedback) => void;
}

/** What the toolbar and the dialogs do to the model: export, number all, restore, link a subprocess. */
export function useWorkspaceActions({
  uuid,
  data,
  canvas,
  panels,
  editing,
  showFeedback,
}: WorkspaceActionsOptions) {
  const { numbering, subprocesses, numberAllRun } = data;
  const { controller, version } = canvas;
  const { setDialog } = panels;

  const { exporting, runExport } = useModelExport({
    uuid,
    throughShareLink: data.viaLink,
    controller,
    fileName: data.fileName,
    editing,
    createReport: () => createReport(uuid),
    // The released version's number as the model carries it; without release nothing is approved: 0.
    releaseVersion: async () => (await getModel(uuid)).release?.version ?? 0,
    showFeedback,
  });

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
    if (!panels.showNumbers) panels.toggleNumbers(true);
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
    canvas.setStack({ canUndo: false, canRedo: false, dirty: false });
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

  return {
    exporting,
    runExport,
    numberAll: {
      count: () => pendingNumbers().size,
      busy: numberAllRun.busy,
      progress: numberAllRun.progress,
      error: numberAllRun.error,
      run: () => void numberAll(),
      reset: numberAllRun.reset,
    },
    restore,
    linkSubprocess,
  };
}

export type WorkspaceActions = ReturnType<typeof useWorkspaceActions>;
