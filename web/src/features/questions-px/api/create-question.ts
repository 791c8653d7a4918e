import type { RouteBody } from '@prozesspuls/shared/contract';
import { api } from '@/lib/api/call';
import { useInvalidatingMutation } from '@/lib/api/route-mutation';
import { pxQuestionKeys } from './keys';

export type CreateQuestionBody = RouteBody<'postPxQuestion'>;

/** POST /px/question — 201 with the new question. */
export function useCreateQuestion() {
  return useInvalidatingMutation(
    (body: CreateQuestionBody) => api('postPxQuestion', { body }),
    pxQuestionKeys.all,
  );
}
