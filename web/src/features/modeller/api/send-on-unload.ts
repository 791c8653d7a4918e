import { sessionStore } from '@/lib/session/session-store';
import { shareCall } from './share-access';

/**
 * A model call sent while the page unloads (`keepalive` lets it outlive the tab; best effort, so
 * failures are ignored): to the model's route, or to the share token's when the model was opened
 * through a share link. Answers false when nobody is signed in (nothing sent).
 */
export function sendOnUnload(
  uuid: string,
  call: { method: 'PUT' | 'POST'; suffix: '' | '/editMode'; body: string },
) {
  const session = sessionStore.get();
  if (!session) return false;
  const shared = shareCall(uuid);
  const base = shared
    ? `/api/share/${encodeURIComponent(shared.path.token)}`
    : `/api/bpmn/${encodeURIComponent(uuid)}`;
  void fetch(`${base}${call.suffix}`, {
    method: call.method,
    keepalive: true,
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${session.accessToken}`,
      ...shared?.headers,
    },
    body: call.body,
  }).catch(() => undefined);
  return true;
}
