import type { RenderShareDialog } from '@/lib/share-dialog-slot';
import type { useFeedback } from '../hooks/use-feedback';
import type { WorkspaceParts } from '../hooks/workspace-parts';
import { mt } from '../i18n';
import { FeedbackSnackbar } from './FeedbackSnackbar';
import { NoticeSnackbar } from './NoticeSnackbar';
import { WorkspaceDialogs } from './WorkspaceDialogs';

interface WorkspaceDialogsHostProps {
  readonly parts: WorkspaceParts;
  readonly feedback: ReturnType<typeof useFeedback>;
  readonly renderShareDialog: RenderShareDialog | undefined;
}

/** Everything a workspace shows over itself: share dialogs, its one dialog, and its snackbars. */
export function WorkspaceDialogsHost({ parts, feedback, renderShareDialog }: WorkspaceDialogsHostProps) {
  const { uuid, active, data, canvas, panels, session, actions } = parts;
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
