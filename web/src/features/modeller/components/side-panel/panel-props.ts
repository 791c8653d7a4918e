import type { Feedback } from '../../hooks/use-feedback';

/** What every tab of the side panel gets about the selected element. */
export interface PanelProps {
  readonly uuid: string;
  readonly elementId: string;
  readonly canEdit: boolean;
  readonly isOwner: boolean;
  readonly currentUserId: string;
  readonly showFeedback: (feedback: Feedback) => void;
}
