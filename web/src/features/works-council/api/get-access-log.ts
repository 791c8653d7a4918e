import type { AccessLogEntry } from '@prozesspuls/shared';
import { api } from '@/lib/api/call';
import { ALWAYS_REFETCH, useRouteQuery } from '@/lib/api/route-query';
import { worksCouncilKeys } from './keys';

/** GET /api/px/evaluation/accessLog: who opened which evaluation, newest first. */
export function getAccessLog(signal?: AbortSignal): Promise<AccessLogEntry[]> {
  return api('getPxEvaluationAccessLog', { signal });
}

export function useAccessLog() {
  return useRouteQuery(worksCouncilKeys.accessLog(), getAccessLog, ALWAYS_REFETCH);
}
