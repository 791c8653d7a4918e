import type { PxQuestion } from '@prozesspuls/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { pxQuestionKeys } from './keys';

/**
 * GET /px/question/overview and /px/question/overview/PB, fetched in sequence and merged
 *, newest first by creation date.
 */
export async function getQuestionOverview(): Promise<PxQuestion[]> {
  const questions = await api('getPxQuestionOverview');
  const processBased = await api('getPxQuestionOverviewPB');
  return [...questions, ...processBased].sort((a, b) => (b.createdDate ?? -1) - (a.createdDate ?? -1));
}

export const questionOverviewQueryOptions = () =>
  queryOptions({ queryKey: pxQuestionKeys.overview(), queryFn: getQuestionOverview });

export function useQuestionOverview() {
  return useQuery(questionOverviewQueryOptions());
}
