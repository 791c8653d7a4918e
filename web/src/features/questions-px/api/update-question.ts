import type { RouteBody } from '@prozesspuls/shared/contract';
import { api } from '@/lib/api/call';
import { useInvalidatingMutation } from '@/lib/api/route-mutation';
import { pxQuestionKeys } from './keys';

export type UpdateQuestionBody = RouteBody<'putPxQuestionById'>;

/**
 * PUT /px/question/{id} — the edited question. When a sent survey already asks it, the answer is
 * a new version with a new id (the old one stays with its surveys).
 */
export function useUpdateQuestion() {
  return useInvalidatingMutation(
    ({ id, body }: { readonly id: string; readonly body: UpdateQuestionBody }) =>
      api('putPxQuestionById', { path: { id }, body }),
    pxQuestionKeys.all,
  );
}
