import type { ElementQuestion } from '@prozesspuls/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/call';

const elementQuestionsKey = (uuid: string, elementId: string) =>
  ['questions', 'element', uuid, elementId] as const;

/** GET /api/bpmn/{uuid}/element/{id} — the questions asked about one element, with answers. */
export function getElementQuestions(
  uuid: string,
  elementId: string,
  signal?: AbortSignal,
): Promise<ElementQuestion[]> {
  return api('getBpmnByUuidElementById', { path: { uuid, id: elementId }, signal });
}

export function useElementQuestions(uuid: string, elementId: string | null) {
  return useQuery(
    queryOptions({
      queryKey: elementQuestionsKey(uuid, elementId ?? ''),
      queryFn: ({ signal }) => getElementQuestions(uuid, elementId ?? '', signal),
      enabled: elementId !== null,
    }),
  );
}

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
