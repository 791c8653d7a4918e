import type { ReviewTask } from '@prozesspuls/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { processKeys } from './keys';

/** GET /api/bpmn/release/reviewer — the models whose newest release request waits for the user. */
export function getReviewTasks(signal?: AbortSignal): Promise<ReviewTask[]> {
  return api('getBpmnReleaseReviewer', { signal });
}

export function useReviewTasks() {
  return useQuery(
    queryOptions({ queryKey: processKeys.reviewTasks(), queryFn: ({ signal }) => getReviewTasks(signal) }),
  );
}
