import type { WorkspaceParts } from '../hooks/workspace-parts';
import { ReleaseBar } from './release/ReleaseBar';
import { ReleaseRequestDialog } from './release/ReleaseRequestDialog';
import { ReviewDateDialog } from './release/ReviewDateDialog';
import { UnsavedReleaseDialog } from './release/UnsavedReleaseDialog';

interface WorkspaceReleaseProps {
  readonly parts: WorkspaceParts;
}

/** The release row of a workspace with its dialogs: review date, release request, unsaved changes. */
export function WorkspaceRelease({ parts }: WorkspaceReleaseProps) {
  const { uuid, data, panels, session, canvas } = parts;
  const model = data.model.data;
  const { release, editing, unsaved } = session;
  const refetch = () => void data.model.refetch();
  return (
    <>
      {/* Full screen keeps the room for drawing; the release row returns when it ends. */}
      {model && !panels.fullscreen && (
        <ReleaseBar
          isOwn={model.isOwn}
          releaseEnabled={release.enabled}
          release={model.release}
          canEdit={data.canEdit}
          showsReleasedVersion={model.showsReleasedVersion}
          editing={editing}
          postEdit={release.postEdit}
          busy={release.busy || session.session.saving}
          onToggle={(enabled) => void release.toggle(enabled).then(() => data.model.refetch())}
          onInterimSave={() => void release.interimSave().then(() => session.refetchModel())}
          onSend={() => panels.setReleaseDialog(true)}
          reviewDueAt={model.reviewDueAt}
          // The owner and the reviewer (who edit under release) set the next review date.
          onReviewDate={
            model.isOwn || (release.enabled && data.canEdit)
              ? () => panels.setReviewDateDialog(true)
              : undefined
          }
        />
      )}
      {panels.reviewDateDialog && model && (
        <ReviewDateDialog
          uuid={uuid}
          reviewDueAt={model.reviewDueAt}
          onSaved={refetch}
          onClose={() => panels.setReviewDateDialog(false)}
        />
      )}
      {panels.releaseDialog && (
        <ReleaseRequestDialog
          uuid={uuid}
          controller={canvas.controller.current}
          numbers={data.numbering.numbers}
          onSend={session.sendForRelease}
          onClose={() => panels.setReleaseDialog(false)}
        />
      )}
      <UnsavedReleaseDialog
        open={unsaved.unsavedAsk}
        busy={unsaved.unsavedBusy}
        onChoose={(choice) => void unsaved.chooseUnsaved(choice)}
      />
    </>
  );
}
