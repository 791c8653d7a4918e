import type { ReleaseRequest } from '@prozesspuls/shared';
import { releaseVersionOf } from '@prozesspuls/shared/rules';
import { api } from '@/lib/api/call';

/**
 * GET /api/bpmn/release/{uuid} — the released version's number (one per approval, issue 24 §4),
 * for the download names. Counted from the release history until the model carries its own number.
 */
export async function getReleaseVersion(uuid: string): Promise<number> {
  const requests: ReleaseRequest[] = await api('getBpmnReleaseByUuid', { path: { uuid } });
  return releaseVersionOf(requests);
}
