import { useEffect, useState } from 'react';
import { messageOf } from '@/lib/api-error';
import { mt } from '../i18n';
import { unlinkedName } from '../utils/subprocess';
import type { Feedback } from './use-feedback';
import { useModelChecks } from './use-model-checks';
import { useModellerCanvas } from './use-modeller-canvas';
import type { WorkspaceData } from './use-workspace-data';
import type { WorkspacePanelState } from './use-workspace-panels';

interface WorkspaceCanvasOptions {
  readonly data: WorkspaceData;
  readonly panels: WorkspacePanelState;
  readonly active: boolean;
  readonly showFeedback: (feedback: Feedback) => void;
  readonly onOpenModel: (uuid: string, fileName: string) => void;
}

/**
 * The workspace's bpmn-js canvas: answers the modules' events (dialogs, subprocess links,
 * numbering, selection), tracks the command stack and the model checks, and keeps the canvas
 * sized to its room.
 */
export function useWorkspaceCanvas({
  data,
  panels,
  active,
  showFeedback,
  onOpenModel,
}: WorkspaceCanvasOptions) {
  const { viaLink, canEdit, numbering, subprocesses } = data;
  const { setDialog, setSidePanelOpen } = panels;
  const [stack, setStack] = useState({ canUndo: false, canRedo: false, dirty: false });
  const [selectedElementId, setSelectedElementId] = useState<string | null>(null);

  const { container, controller, version, stage } = useModellerCanvas({
    initial: data.model.data,
    state: {
      // The palette's custom element manager reads the tenant's elements, which a link does not open.
      canEdit: canEdit && !viaLink,
      tenantContent: !viaLink,
      customElements: data.customElements,
      numbersVisible: panels.showNumbers,
      numbers: numbering.numbers,
      links: subprocesses.links,
      contentFlags: data.contentFlags,
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
  }, [panels.fullscreen, panels.sidePanelOpen, panels.questionPanelOpen]);

  return {
    container,
    controller,
    version,
    stage,
    ready,
    stack,
    setStack,
    selectedElementId,
    modelChecks,
  };
}

export type WorkspaceCanvas = ReturnType<typeof useWorkspaceCanvas>;
