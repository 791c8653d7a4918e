import type { ModellerController } from '../bpmn/controller';
import type { Feedback } from '../hooks/use-feedback';
import type { PxEvaluation } from '../hooks/use-px-evaluation';
import { elementTitle } from '../utils/element-title';
import { PxEvaluationPanel } from './PxEvaluationPanel';
import { PxOverviewPanel } from './PxOverviewPanel';
import { QuestionPanel } from './questions/QuestionPanel';
import { SidePanel } from './SidePanel';

interface WorkspacePanelsProps {
  readonly uuid: string;
  readonly userId: string;
  readonly controller: ModellerController | null;
  readonly ready: boolean;
  readonly editing: boolean;
  readonly canEdit: boolean;
  readonly isOwner: boolean;
  readonly selectedElementId: string | null;
  readonly numbers: ReadonlyMap<string, string>;
  readonly showFeedback: (feedback: Feedback) => void;
  readonly sidePanelOpen: boolean;
  readonly onCloseSidePanel: () => void;
  readonly questionPanelOpen: boolean;
  readonly onCloseQuestionPanel: () => void;
  readonly px: { readonly pxMode: boolean; readonly canEvalPx: boolean };
  readonly pxEvaluation: PxEvaluation;
  readonly pxOverviewOpen: boolean;
  readonly onClosePxOverview: () => void;
}

/** The panels right of the canvas: side panel, PX overview, PX element evaluation, questions. */
export function WorkspacePanels({
  uuid,
  userId,
  controller,
  ready,
  editing,
  canEdit,
  isOwner,
  selectedElementId,
  numbers,
  showFeedback,
  sidePanelOpen,
  onCloseSidePanel,
  questionPanelOpen,
  onCloseQuestionPanel,
  px,
  pxEvaluation,
  pxOverviewOpen,
  onClosePxOverview,
}: WorkspacePanelsProps) {
  return (
    <>
      {sidePanelOpen && (
        <SidePanel
          onClose={onCloseSidePanel}
          uuid={uuid}
          elementId={selectedElementId}
          processElementId={px.pxMode && ready ? (controller?.processId() ?? null) : null}
          elementTitle={
            selectedElementId && controller
              ? elementTitle(
                  numbers.get(selectedElementId),
                  controller.elementName(selectedElementId),
                  controller.elementType(selectedElementId),
                )
              : undefined
          }
          canEdit={canEdit}
          isOwner={isOwner}
          currentUserId={userId}
          showFeedback={showFeedback}
        />
      )}
      {px.pxMode && pxOverviewOpen && (
        <PxOverviewPanel
          evaluation={pxEvaluation}
          canEvalPx={px.canEvalPx}
          editing={editing}
          onClose={onClosePxOverview}
        />
      )}
      {pxEvaluation.openElement && (
        <PxEvaluationPanel element={pxEvaluation.openElement} onClose={pxEvaluation.closeElementPanel} />
      )}
      {questionPanelOpen && (
        <QuestionPanel
          uuid={uuid}
          elementId={selectedElementId}
          elementName={selectedElementId ? (controller?.elementName(selectedElementId) ?? '') : ''}
          customIconTask={
            selectedElementId !== null && controller?.elementKind(selectedElementId)?.taskType !== undefined
          }
          onClose={onCloseQuestionPanel}
        />
      )}
    </>
  );
}
