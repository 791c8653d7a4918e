import type { RouteBody } from '@prozesspuls/shared/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { pxQuestionKeys } from './keys';

export type CreateQuestionBody = RouteBody<'postPxQuestion'>;

/** POST /px/question — 201 with the new question. */
export function useCreateQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateQuestionBody) => api('postPxQuestion', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pxQuestionKeys.all }),
  });
}
