import type { PermissionFlags } from '@prozesspuls/shared';
import { hasPermission } from '@prozesspuls/shared/rules';
import { useCallback, useEffect, useState } from 'react';
import { usePxEvaluation } from './use-px-evaluation';
import { usePxModeState } from './use-px-mode';
import type { WorkspaceCanvas } from './use-workspace-canvas';
import type { WorkspaceData } from './use-workspace-data';
import type { WorkspaceSession } from './use-workspace-session';

interface WorkspacePxOptions {
  readonly uuid: string;
  /** The user's permissions; absent: none. */
  readonly permissions: PermissionFlags | undefined;
  readonly data: WorkspaceData;
  readonly canvas: WorkspaceCanvas;
  readonly session: WorkspaceSession;
}

/**
 * PX mode (`?mode=px` opens it): the header switch, the 'PX Fragen' tab, the question badges, the
 * overview panel and the evaluation of a process survey on the canvas. Entering it ends editing.
 */
export function useWorkspacePx({
  uuid,
  permissions,
  data,
  canvas,
  session: workspaceSession,
}: WorkspacePxOptions) {
  const { session, refreshDiagram, editing } = workspaceSession;
  const endEditingForPx = useCallback(
    async () => (session.isEditing() ? session.end() : true),
    [session.isEditing, session.end],
  );
  const px = usePxModeState({
    permissions,
    underReview: data.model.data?.underReview ?? false,
    endEditing: endEditingForPx,
  });
  const restoreCurrentDiagram = useCallback(() => refreshDiagram(true), [refreshDiagram]);
  const pxEvaluation = usePxEvaluation({
    uuid,
    pxMode: px.pxMode,
    canEvalPx: px.canEvalPx,
    canCreatePoint: permissions !== undefined && hasPermission(permissions, 'SURVEY'),
    editing,
    ready: canvas.ready,
    controller: canvas.controller,
    restoreCurrent: restoreCurrentDiagram,
  });
  const [pxOverviewClosed, setPxOverviewClosed] = useState(false);
  useEffect(() => {
    if (px.pxMode) setPxOverviewClosed(false);
  }, [px.pxMode]);
  const { openElementPanel } = pxEvaluation;
  const { selectedElementId } = canvas;
  useEffect(() => {
    if (selectedElementId) openElementPanel(selectedElementId);
  }, [selectedElementId, openElementPanel]);
  return { px, pxEvaluation, pxOverviewClosed, setPxOverviewClosed };
}

export type WorkspacePx = ReturnType<typeof useWorkspacePx>;
