import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { elementQuestionsKey } from './get-element-questions';

/** POST /api/bpmn/{uuid}/element/{id}/question — asks a colleague (questionText, assignee). */
export function askQuestion(uuid: string, elementId: string, questionText: string, assignee: string) {
  return api('postBpmnByUuidElementByIdQuestion', {
    path: { uuid, id: elementId },
    body: { questionText, assignee },
  });
}

export function useAskQuestion(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: { elementId: string; questionText: string; assignee: string }) =>
      askQuestion(uuid, args.elementId, args.questionText, args.assignee),
    onSuccess: (_, args) =>
      queryClient.invalidateQueries({ queryKey: elementQuestionsKey(uuid, args.elementId) }),
  });
}
