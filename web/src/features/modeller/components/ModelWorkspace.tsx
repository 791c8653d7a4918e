import type { PermissionFlags } from '@prozesspuls/shared';
import type { RenderShareDialog } from '@/lib/share-dialog-slot';
import { useFeedback } from '../hooks/use-feedback';
import { PxModeProvider } from '../hooks/use-px-mode';
import { useStrainMode } from '../hooks/use-strain-mode';
import { useWorkspaceActions } from '../hooks/use-workspace-actions';
import { useWorkspaceCanvas } from '../hooks/use-workspace-canvas';
import { useWorkspaceData } from '../hooks/use-workspace-data';
import { useWorkspacePanels } from '../hooks/use-workspace-panels';
import { useWorkspacePx } from '../hooks/use-workspace-px';
import { useWorkspaceSession, type WorkspaceHandle, type WorkspaceTab } from '../hooks/use-workspace-session';
import type { WorkspaceParts } from '../hooks/workspace-parts';
import { mt } from '../i18n';
import { LinkGuestNote } from './LinkGuestNote';
import { NewerVersionAlert } from './NewerVersionAlert';
import { PxCanvasSync } from './px/PxCanvasSync';
import { PxModeSwitch } from './px/PxModeSwitch';
import { StrainModePanel, StrainModeSwitch } from './strain/StrainModePanel';
import { WorkspaceCanvas } from './WorkspaceCanvas';
import { WorkspaceDialogsHost } from './WorkspaceDialogsHost';
import { WorkspaceHeader } from './WorkspaceHeader';
import { WorkspaceLayout } from './WorkspaceLayout';
import { WorkspaceLoadError } from './WorkspaceLoadError';
import { WorkspacePanels } from './WorkspacePanels';
import { WorkspaceRelease } from './WorkspaceRelease';
import { WorkspaceToolbar } from './WorkspaceToolbar';

export type { WorkspaceHandle };

interface ModelWorkspaceProps extends WorkspaceTab {
  /** The user's permissions (PX mode); absent: none. */
  readonly permissions?: PermissionFlags | undefined;
  /** Given: the toolbar offers 'Teilen' and 'Geteilte Nutzer' to those who may edit the model. */
  readonly renderShareDialog?: RenderShareDialog | undefined;
  readonly onLoaded: (uuid: string, fileName: string) => void;
  readonly onOpenModel: (uuid: string, fileName: string) => void;
}

/**
 * One model in the modeller. It only composes: the hooks load the model (useWorkspaceData), keep
 * panels and dialogs (useWorkspacePanels), drive the canvas (useWorkspaceCanvas), view and edit it
 * (useWorkspaceSession), run PX mode (useWorkspacePx) and the toolbar's actions
 * (useWorkspaceActions); the components lay them out.
 */
export function ModelWorkspace(props: ModelWorkspaceProps) {
  const { uuid, userId, permissions, renderShareDialog, active, isNew, onLoaded, onOpenModel } = props;
  const feedback = useFeedback();
  const showFeedback = feedback.show;
  const data = useWorkspaceData({ uuid, onLoaded });
  const panels = useWorkspacePanels(userId, isNew);
  const canvas = useWorkspaceCanvas({ data, panels, active, showFeedback, onOpenModel });
  const session = useWorkspaceSession(props, { data, canvas, panels, showFeedback });
  const { px, pxEvaluation, pxOverviewClosed, setPxOverviewClosed } = useWorkspacePx({
    uuid,
    permissions,
    data,
    canvas,
    session,
  });
  const { editing } = session;
  const strain = useStrainMode({ uuid, controller: canvas.controller, ready: canvas.ready, permissions });
  const actions = useWorkspaceActions({ uuid, data, canvas, panels, editing, showFeedback });
  const { model, canEdit, viaLink } = data;
  const parts: WorkspaceParts = { uuid, active, data, canvas, panels, session, actions };

  if (model.isError) return <WorkspaceLoadError error={model.error} onRetry={() => void model.refetch()} />;

  const openPanels = [
    panels.sidePanelOpen,
    panels.questionPanelOpen,
    px.pxMode && !pxOverviewClosed,
    pxEvaluation.openElement !== null && pxEvaluation.openElement !== undefined,
  ].filter(Boolean).length;
  const lockedByOther = Boolean(model.data?.currentEditor && model.data.currentEditor !== userId && !editing);
  // Sharing needs canEdit and the user's own client: a share-link guest gets no slot.
  const mayShare = renderShareDialog !== undefined && canEdit;

  const top = (
    <>
      <WorkspaceHeader
        active={active}
        fileName={data.fileName}
        loaded={model.isSuccess}
        editing={editing}
        // The evaluation shows the survey's version of the model: it is not edited there.
        canEdit={canEdit && !pxEvaluation.shown}
        lockedBy={lockedByOther ? (model.data?.currentEditor ?? '') : null}
        ready={canvas.ready}
        starting={session.session.starting}
        saving={session.session.saving}
        onEdit={() => panels.setDialog({ kind: 'confirmEdit' })}
        onEnd={() =>
          session.release.asksBeforeEnd()
            ? void session.unsaved.askUnsaved()
            : panels.setDialog({ kind: 'confirmEnd' })
        }
        pxSwitch={
          <>
            <PxModeSwitch uuid={uuid} underReview={model.data?.underReview ?? false} />
            <StrainModeSwitch strain={strain} />
          </>
        }
      />
      {viaLink && model.data && <LinkGuestNote canEdit={canEdit} />}
      <StrainModePanel strain={strain} />
      {session.newerVersion.available && (
        <NewerVersionAlert
          onReload={session.newerVersion.reloadNewer}
          onFailed={() => showFeedback({ severity: 'error', text: mt('newerVersion.failed') })}
        />
      )}
      <WorkspaceRelease parts={parts} />
      <WorkspaceToolbar parts={parts} mayShare={mayShare} />
    </>
  );
  const row = (
    <>
      <WorkspaceCanvas parts={parts} />
      <WorkspacePanels
        uuid={uuid}
        userId={userId}
        controller={canvas.controller.current}
        ready={canvas.ready}
        editing={editing}
        canEdit={canEdit}
        isOwner={model.data?.isOwn ?? false}
        selectedElementId={canvas.selectedElementId}
        numbers={data.numbering.numbers}
        showFeedback={showFeedback}
        sidePanelOpen={panels.sidePanelOpen}
        onCloseSidePanel={() => panels.setSidePanelOpen(false)}
        questionPanelOpen={panels.questionPanelOpen}
        onCloseQuestionPanel={() => panels.setQuestionPanelOpen(false)}
        px={px}
        pxEvaluation={pxEvaluation}
        pxOverviewOpen={!pxOverviewClosed}
        onClosePxOverview={() => setPxOverviewClosed(true)}
      />
    </>
  );
  // PX mode wraps the workspace: header switch, side panel tab and canvas badges read it.
  return (
    <PxModeProvider value={px}>
      <PxCanvasSync uuid={uuid} controller={canvas.controller} ready={canvas.ready} />
      <WorkspaceLayout parts={parts} openPanels={openPanels} top={top} row={row}>
        <WorkspaceDialogsHost parts={parts} feedback={feedback} renderShareDialog={renderShareDialog} />
      </WorkspaceLayout>
    </PxModeProvider>
  );
}
