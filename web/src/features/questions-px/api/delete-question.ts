import type { PxQuestion } from '@prozesspuls/shared';
import { api } from '@/lib/api/call';
import { useInvalidatingMutation } from '@/lib/api/route-mutation';
import { pxQuestionKeys } from './keys';

/** DELETE /px/question/PB/{id} for process-based questions, DELETE /px/question/{id} otherwise. */
export function deleteQuestion(question: Pick<PxQuestion, 'id' | 'module'>): Promise<void> {
  const path = { id: question.id };
  return question.module === 'Module_Four'
    ? api('deletePxQuestionPBById', { path })
    : api('deletePxQuestionById', { path });
}

export function useDeleteQuestion() {
  return useInvalidatingMutation(deleteQuestion, pxQuestionKeys.all);
}
