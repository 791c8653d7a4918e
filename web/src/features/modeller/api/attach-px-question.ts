import type { PxElementQuestion } from '@prozesspuls/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { pxKeys } from './px-keys';

export interface PxQuestionChange {
  readonly elementId: string;
  readonly questionId: string;
  readonly attach: boolean;
}

/**
 * POST / DELETE /api/px/bpmn/{uuid}/element/{id}/question/{qid} — attaches or detaches one PX
 * question; the element's list comes back with the answer, the model's overview is refetched.
 */
export function changePxQuestion(
  uuid: string,
  { elementId, questionId, attach }: PxQuestionChange,
): Promise<PxElementQuestion[]> {
  const path = { uuid, id: elementId, qid: questionId };
  return attach
    ? api('postPxBpmnByUuidElementByIdQuestionByQid', { path })
    : api('deletePxBpmnByUuidElementByIdQuestionByQid', { path });
}

export function useChangePxQuestion(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: PxQuestionChange) => changePxQuestion(uuid, change),
    onSuccess: async (questions, { elementId }) => {
      queryClient.setQueryData(pxKeys.element(uuid, elementId), questions);
      await queryClient.invalidateQueries({ queryKey: pxKeys.model(uuid) });
    },
  });
}
