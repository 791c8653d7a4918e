import { useCallback, useEffect } from 'react';
import { getModel } from '../api/get-model';
import { useCtrlShortcut } from './use-ctrl-shortcut';
import { useEditSession } from './use-edit-session';
import type { Feedback } from './use-feedback';
import { useNewerVersion } from './use-newer-version';
import { useReleaseWorkflow } from './use-release-workflow';
import { useUnsavedRelease } from './use-unsaved-release';
import type { WorkspaceCanvas } from './use-workspace-canvas';
import type { WorkspaceData } from './use-workspace-data';
import { useWorkspaceEntry } from './use-workspace-entry';
import type { WorkspacePanelState } from './use-workspace-panels';

/** What the page needs from a workspace to close its tab or leave the route. */
export interface WorkspaceHandle {
  isEditing(): boolean;
  /**
   * Ends editing (saving first); false when the save failed and the user should stay, 'stay' when
   * the user chose to stay (under release the page asks first what to do with unsaved changes).
   */
  leave(): Promise<boolean | 'stay'>;
}

/** What the page tells each of its workspaces (one tab each). */
export interface WorkspaceTab {
  readonly uuid: string;
  readonly userId: string;
  /** The model was just created or imported: it opens ready to edit. */
  readonly isNew: boolean;
  readonly active: boolean;
  readonly register: (uuid: string, handle: WorkspaceHandle | null) => void;
}

interface WorkspaceSessionParts {
  readonly data: WorkspaceData;
  readonly canvas: WorkspaceCanvas;
  readonly panels: WorkspacePanelState;
  readonly showFeedback: (feedback: Feedback) => void;
}

/**
 * Viewing and editing one model: the edit lock and saving, the release workflow, a newer stored
 * version, how the workspace opens, the keyboard shortcuts, and what the page asks before leaving.
 */
export function useWorkspaceSession(
  tab: WorkspaceTab,
  { data, canvas, panels, showFeedback }: WorkspaceSessionParts,
) {
  const { uuid, userId, isNew, active, register } = tab;
  const { model, numbering, subprocesses, setFileName } = data;
  const { controller, version, ready } = canvas;
  const { setReleaseDialog } = panels;

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
    [uuid, controller, version, numbering.reload, subprocesses.reload, setFileName],
  );

  const { refetch: refetchModel } = model;
  const afterSave = useCallback(() => {
    const instance = controller.current;
    if (instance) numbering.removeOrphans((id) => instance.hasElement(id));
    // The release state (Entwurf / Freigegeben) follows the saved draft.
    void refetchModel();
  }, [controller, numbering.removeOrphans, refetchModel]);

  const release = useReleaseWorkflow({ uuid, model: model.data, controller, version, showFeedback });
  const session = useEditSession({ uuid, controller, version, refreshDiagram, afterSave, showFeedback });
  const editing = session.mode === 'edit';
  const newerVersion = useNewerVersion({
    uuid,
    userId,
    ready,
    editing,
    enabled: !data.viaLink,
    reload: useCallback(async () => {
      await refreshDiagram(true);
      await refetchModel();
    }, [refreshDiagram, refetchModel]),
  });

  useWorkspaceEntry({
    isNew,
    ready,
    canEdit: data.canEdit,
    viaLink: data.viaLink,
    userId,
    currentEditor: model.data?.currentEditor,
    controller,
    startEditing: session.start,
    setPostEdit: release.setPostEdit,
    openSidePanel: () => panels.setSidePanelOpen(true),
  });

  const unsaved = useUnsavedRelease({
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

  // Ctrl+F (⌘F) opens the element search over the diagram while the modeller tab is visible;
  // outside the modeller, and inside a dialog over it, the browser's find stays.
  useCtrlShortcut('f', active && ready, () => panels.setSearchOpen(true), { notInDialogs: true });

  // Ctrl+S (⌘S) saves in edit mode instead of the browser's 'save page'.
  useCtrlShortcut('s', active && editing, () => {
    if (canvas.stack.dirty && !session.saving) void session.save();
  });

  const { leave } = unsaved;
  useEffect(() => {
    register(uuid, { isEditing: session.isEditing, leave });
    return () => register(uuid, null);
  }, [uuid, register, session.isEditing, leave]);

  return { refreshDiagram, refetchModel, release, session, editing, newerVersion, unsaved, sendForRelease };
}

export type WorkspaceSession = ReturnType<typeof useWorkspaceSession>;
