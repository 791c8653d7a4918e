import type { ParticipationSaved, ParticipationView } from '@prozesspuls/shared';
import { api, routeUrl } from '@/lib/api/call';
import { API_ROOT } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import type { ParticipationProgress } from '../utils/progress-saver';

/** GET /api/participation/{token}: the survey and the saved progress of one personal link (public). */
export function getParticipation(token: string): Promise<ParticipationView> {
  return api('getParticipationByToken', { path: { token } });
}

/**
 * PUT /api/participation/{token}: the answers so far, the current page and the chosen language. Sent with `keepalive`
 * when the page is being hidden, so the last answers reach the server even if the tab closes.
 */
export async function saveParticipation(
  token: string,
  { answers, currentPageNo, locale }: ParticipationProgress,
  keepalive: boolean,
): Promise<void> {
  const url = await routeUrl('putParticipationByToken', { token });
  const response = await fetch(`${API_ROOT}${url}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ answers, currentPage: currentPageNo, ...(locale ? { locale } : {}) }),
    keepalive,
  });
  if (!response.ok) throw new ApiError(response.status);
}

/** POST /api/participation/{token}/submit: the final answers, accepted once per link. */
export function submitParticipation(
  token: string,
  answers: Readonly<Record<string, unknown>>,
): Promise<ParticipationSaved> {
  return api('postParticipationByTokenSubmit', {
    path: { token },
    body: { answers: answers as Record<string, string> },
  });
}
