import type { ReactNode } from 'react';

/** The saved profile as the create dialog needs it (its name becomes the model's name). */
export interface SavedProfile {
  readonly id: string;
  readonly name: string;
}

/**
 * Renders the process profile dialog of the profiles feature (composed in app/routes, since a
 * feature does not import another): given only to users who may write profiles.
 */
export type RenderProfileDialog = (props: {
  readonly onSaved: (profile: SavedProfile) => void;
  readonly onClose: () => void;
}) => ReactNode;
