import type { CreateMeasureRequest, Measure, UpdateMeasureRequest } from '@prozesspuls/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { refreshMeasures } from './measure-keys';

type CreateBody = Partial<CreateMeasureRequest> &
  Pick<CreateMeasureRequest, 'surveyId' | 'title' | 'responsibleUserId' | 'dueDate'>;

/** POST /api/px/measure: a new measure on a node or question. */
export function createMeasure(body: CreateBody): Promise<Measure> {
  return api('postPxMeasure', { body });
}

/** PUT /api/px/measure/{id}: every editable field. */
export function updateMeasure({
  id,
  ...body
}: UpdateMeasureRequest & { readonly id: string }): Promise<Measure> {
  return api('putPxMeasureById', { path: { id }, body });
}

export function useCreateMeasure() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createMeasure, onSuccess: () => refreshMeasures(queryClient) });
}

export function useUpdateMeasure() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateMeasure, onSuccess: () => refreshMeasures(queryClient) });
}
