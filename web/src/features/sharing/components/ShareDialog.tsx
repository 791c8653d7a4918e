import type { RenderShareDialog } from '@/lib/share-dialog-slot';
import { ModelShareDialog } from './ModelShareDialog';
import { SharedUsersDialog } from './SharedUsersDialog';

type ShareDialogProps = Parameters<RenderShareDialog>[0] & { readonly currentUserId: string };

/** The share dialog or the shared-users list of a model, as a route composes it into a feature's slot. */
export function ShareDialog({ view, model, currentUserId, onClose }: ShareDialogProps) {
  return view === 'share' ? (
    <ModelShareDialog model={model} currentUserId={currentUserId} onClose={onClose} />
  ) : (
    <SharedUsersDialog model={model} onClose={onClose} />
  );
}
