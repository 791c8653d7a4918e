import type { RenderShareDialog } from '@/lib/share-dialog-slot';
import type { useFeedback } from '../hooks/use-feedback';
import type { WorkspaceActions } from '../hooks/use-workspace-actions';
import type { WorkspaceCanvas } from '../hooks/use-workspace-canvas';
import type { WorkspaceData } from '../hooks/use-workspace-data';
import type { WorkspacePanelState } from '../hooks/use-workspace-panels';
import type { WorkspaceSession } from '../hooks/use-workspace-session';
import { mt } from '../i18n';
import { FeedbackSnackbar } from './FeedbackSnackbar';
import { NoticeSnackbar } from './NoticeSnackbar';
import { WorkspaceDialogs } from './WorkspaceDialogs';

interface WorkspaceDialogsHostProps {
  readonly uuid: string;
  readonly active: boolean;
  readonly data: WorkspaceData;
  readonly canvas: WorkspaceCanvas;
  readonly panels: WorkspacePanelState;
  readonly session: WorkspaceSession;
  readonly actions: WorkspaceActions;
  readonly feedback: ReturnType<typeof useFeedback>;
  readonly renderShareDialog: RenderShareDialog | undefined;
}

/** Everything a workspace shows over itself: share dialogs, its one dialog, and its snackbars. */
export function WorkspaceDialogsHost({
  uuid,
  active,
  data,
  canvas,
  panels,
  session,
  actions,
  feedback,
  renderShareDialog,
}: WorkspaceDialogsHostProps) {
  const model = data.model.data;
  return (
    <>
      {panels.shareView &&
        model &&
        renderShareDialog?.({ view: panels.shareView, model, onClose: () => panels.setShareView(null) })}
      <WorkspaceDialogs
        dialog={panels.dialog}
        onClose={() => panels.setDialog(null)}
        uuid={uuid}
        fileName={data.fileName}
        canEdit={data.canEdit}
        dirty={canvas.stack.dirty}
        controller={canvas.controller.current}
        session={session.session}
        numbering={data.numbering}
        links={data.subprocesses.links}
        customElements={data.customElements}
        numberAll={actions.numberAll}
        onRestore={actions.restore}
        onLink={actions.linkSubprocess}
      />
      <FeedbackSnackbar feedback={feedback.feedback} active={active} onClose={feedback.close} />
      <NoticeSnackbar
        open={panels.createdNotice && active && feedback.feedback === null}
        severity="success"
        text={mt('page.created')}
        onClose={() => panels.setCreatedNotice(false)}
        autoHideMs={3000}
        vertical="bottom"
      />
    </>
  );
}
