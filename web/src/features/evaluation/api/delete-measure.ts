import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { refreshMeasures } from './measure-keys';

/** DELETE /api/px/measure/{id}. */
export function deleteMeasure(id: string): Promise<void> {
  return api('deletePxMeasureById', { path: { id } });
}

export function useDeleteMeasure() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteMeasure, onSuccess: () => refreshMeasures(queryClient) });
}
