import type { WorkspaceActions } from './use-workspace-actions';
import type { WorkspaceCanvas } from './use-workspace-canvas';
import type { WorkspaceData } from './use-workspace-data';
import type { WorkspacePanelState } from './use-workspace-panels';
import type { WorkspaceSession } from './use-workspace-session';

/** One workspace's state as its hooks compose it, handed to the workspace's components in one piece. */
export interface WorkspaceParts {
  readonly uuid: string;
  /** The workspace's tab is the visible one. */
  readonly active: boolean;
  readonly data: WorkspaceData;
  readonly canvas: WorkspaceCanvas;
  readonly panels: WorkspacePanelState;
  readonly session: WorkspaceSession;
  readonly actions: WorkspaceActions;
}
