import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { queryKeys } from '@/lib/api/query-keys';

/** POST /api/bpmn/question/{id}/answer — the body is the answer text. */
export function answerQuestion(id: string, answer: string) {
  return api('postBpmnQuestionByIdAnswer', { path: { id }, body: answer });
}

/** Answers and reloads the open questions (list and navigation count). */
export function useAnswerQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: string }) => answerQuestion(id, answer),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.questions.mine() }),
  });
}
