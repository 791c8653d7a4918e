import type { ElementQuestion } from '@prozesspuls/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';

export const elementQuestionsKey = (uuid: string, elementId: string) =>
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
