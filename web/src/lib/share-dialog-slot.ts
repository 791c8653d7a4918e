import type { ReactNode } from 'react';

/** The model a share dialog acts on, as the process list and the modeller both know it. */
export interface ShareDialogModel {
  readonly uuid: string;
  readonly fileName: string;
  readonly initiator: string;
  readonly canEdit: boolean;
}

/**
 * Renders a share dialog of the sharing feature (composed in app/routes, since a feature does not
 * import another): 'share' to share with users or by link, 'sharedUsers' for the list of users
 * the model is shared with and its link (the modeller shows both).
 */
export type RenderShareDialog = (props: {
  readonly view: 'share' | 'sharedUsers';
  readonly model: ShareDialogModel;
  readonly onClose: () => void;
}) => ReactNode;
